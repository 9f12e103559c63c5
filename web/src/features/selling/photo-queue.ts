/**
 * The sell form's photos, from the moment they are chosen until the listing is submitted: each is
 * prepared (compressed), previewed, and, once somebody is signed in, uploaded at once to
 * listings/{uid}/{folder}/ with its progress. Plain TypeScript with its services passed in, so that
 * tests can drive it without a browser or Storage.
 */

export type PhotoStatus = 'preparing' | 'ready' | 'uploading' | 'uploaded' | 'failed';

export interface SellPhoto {
  id: string;
  name: string;
  /** An object URL of the chosen file, revoked when the photo goes. */
  previewUrl: string;
  /** 'ready': prepared, waiting for a signed-in user to upload it. */
  status: PhotoStatus;
  /** Upload progress, 0 to 1. */
  progress: number;
}

export interface PhotoServices {
  prepare: (file: File) => Promise<File>;
  upload: (file: File, path: string, onProgress: (fraction: number) => void) => { done: Promise<void>; cancel: () => void };
  remove: (path: string) => Promise<void>;
  createUrl: (file: Blob) => string;
  revokeUrl: (url: string) => void;
}

/** A photo that could not be uploaded; its message names it. */
export class PhotoUploadError extends Error {
  constructor(fileName: string, options?: ErrorOptions) {
    super(`Could not upload ${fileName}. Please try again.`, options);
    this.name = 'PhotoUploadError';
  }
}

interface Entry {
  photo: SellPhoto;
  prepared: Promise<File>;
  file?: File;
  upload?: { path: string; done: Promise<string>; cancel: () => void };
  removed: boolean;
}

/** Storage object names as the server's own uploads make them (functions/src/services/storage-images.ts). */
const safeName = (name: string): string => name.replace(/[^\w.-]+/g, '_').slice(-80) || 'image';

export class PhotoQueue {
  private entries: Entry[] = [];
  private snapshot: readonly SellPhoto[] = [];
  private readonly listeners = new Set<() => void>();
  private owner: string | null = null;
  private keepUploads = false;
  private disposeTimer: ReturnType<typeof setTimeout> | undefined;

  /** `folder` keeps this form's photos apart from the seller's other listings (listings/{uid}/{folder}/...). */
  constructor(
    private readonly services: PhotoServices,
    private readonly folder: string,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly SellPhoto[] => this.snapshot;

  ids(): string[] {
    return this.entries.map((entry) => entry.photo.id);
  }

  /** Adds photos (`prepared`: already compressed, e.g. from a saved draft) and returns every photo id. */
  add(files: readonly File[], { prepared = false }: { prepared?: boolean } = {}): string[] {
    for (const file of files) {
      const photo: SellPhoto = { id: crypto.randomUUID(), name: file.name, previewUrl: this.services.createUrl(file), status: 'preparing', progress: 0 };
      const source = prepared ? Promise.resolve(file) : this.services.prepare(file);
      const entry: Entry = { photo, removed: false, prepared: source };
      entry.prepared = source.then((result) => {
        entry.file = result;
        if (!entry.removed) {
          this.patch(entry, { status: 'ready' });
          if (this.owner !== null) void this.start(entry).catch(() => undefined);
        }
        return result;
      });
      this.entries.push(entry);
    }
    this.emit();
    return this.ids();
  }

  /** Removes a photo: cancels its upload, or deletes it from Storage if it was uploaded. Returns the remaining ids. */
  remove(id: string): string[] {
    const entry = this.entries.find((candidate) => candidate.photo.id === id);
    if (!entry) return this.ids();
    this.discard(entry, true);
    this.entries = this.entries.filter((candidate) => candidate !== entry);
    this.emit();
    return this.ids();
  }

  /** The signed-in user, or null: a user's photos upload as soon as they are prepared. */
  setOwner(uid: string | null): void {
    this.owner = uid;
    if (uid === null) return;
    for (const entry of this.entries) if (entry.photo.status === 'ready') void this.start(entry).catch(() => undefined);
  }

  /**
   * Waits until every photo is uploaded (starting or restarting those that are not) and resolves to their
   * Storage paths, in order; rejects with PhotoUploadError when one fails.
   */
  async uploadAll(uid: string): Promise<string[]> {
    this.setOwner(uid);
    const paths: string[] = [];
    for (const entry of [...this.entries]) {
      await entry.prepared;
      if (entry.removed) continue;
      const upload = entry.photo.status === 'failed' || !entry.upload ? this.start(entry) : entry.upload.done;
      paths.push(await upload);
    }
    return paths;
  }

  /** The prepared files, in order (for a draft kept across sign-in). */
  files(): Promise<File[]> {
    return Promise.all(this.entries.map((entry) => entry.prepared));
  }

  /** The listing now uses the uploaded photos: disposing must not delete them. */
  keepUploaded(): void {
    this.keepUploads = true;
  }

  /**
   * For a component's effect: `attach` on mount, `detach` on unmount. Disposing waits a moment, because
   * React's StrictMode unmounts and mounts again at once in development, and that must not lose the photos.
   */
  attach(): void {
    clearTimeout(this.disposeTimer);
  }

  detach(): void {
    this.disposeTimer = setTimeout(() => this.dispose(), 0);
  }

  /** Cancels uploads, deletes the uploaded photos of a form that was never submitted, revokes the previews. */
  dispose(): void {
    for (const entry of this.entries) this.discard(entry, !this.keepUploads);
    this.entries = [];
    this.emit();
  }

  private start(entry: Entry): Promise<string> {
    const { owner, folder } = this;
    const file = entry.file;
    if (owner === null || !file) return Promise.reject(new PhotoUploadError(entry.photo.name));
    const path = `listings/${owner}/${folder}/${entry.photo.id}-${safeName(entry.photo.name)}`;
    this.patch(entry, { status: 'uploading', progress: 0 });
    const handle = this.services.upload(file, path, (progress) => {
      if (!entry.removed) this.patch(entry, { progress });
    });
    const done = handle.done.then(
      () => {
        // Removed while its last bytes went up: nothing will use it.
        if (entry.removed) void this.services.remove(path).catch(() => undefined);
        else this.patch(entry, { status: 'uploaded', progress: 1 });
        return path;
      },
      (error: unknown) => {
        if (!entry.removed) this.patch(entry, { status: 'failed' });
        throw new PhotoUploadError(entry.photo.name, { cause: error });
      },
    );
    entry.upload = { path, done, cancel: handle.cancel };
    return done;
  }

  private discard(entry: Entry, deleteUpload: boolean): void {
    entry.removed = true;
    if (entry.photo.status === 'uploading') entry.upload?.cancel();
    if (deleteUpload && entry.photo.status === 'uploaded' && entry.upload) void this.services.remove(entry.upload.path).catch(() => undefined);
    this.services.revokeUrl(entry.photo.previewUrl);
  }

  private patch(entry: Entry, change: Partial<SellPhoto>): void {
    entry.photo = { ...entry.photo, ...change };
    this.emit();
  }

  private emit(): void {
    this.snapshot = this.entries.map((entry) => entry.photo);
    for (const listener of this.listeners) listener();
  }
}
