import { describe, expect, it, vi } from 'vitest';
import { PhotoQueue, PhotoUploadError, type PhotoServices } from '../photo-queue';

interface FakeUpload {
  path: string;
  progress: (fraction: number) => void;
  finish: () => void;
  fail: () => void;
  cancel: ReturnType<typeof vi.fn>;
}

/** Services whose uploads finish or fail when the test says so. */
function fakeServices() {
  const uploads: FakeUpload[] = [];
  const services = {
    prepare: vi.fn(async (file: File) => file),
    upload: vi.fn((_file: File, path: string, onProgress: (fraction: number) => void) => {
      let resolve = () => {};
      let reject = (_error: unknown) => {};
      const done = new Promise<void>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      const cancel = vi.fn(() => reject(new Error('storage/canceled')));
      uploads.push({ path, progress: onProgress, finish: resolve, fail: () => reject(new Error('storage/unknown')), cancel });
      return { done, cancel };
    }),
    remove: vi.fn(async (_path: string) => {}),
    createUrl: vi.fn((file: Blob) => `blob:${file instanceof File ? file.name : 'blob'}`),
    revokeUrl: vi.fn((_url: string) => {}),
  } satisfies PhotoServices;
  return { services, uploads };
}

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('photo queue', () => {
  it("prepares a visitor's photos without uploading them", async () => {
    const { services } = fakeServices();
    const queue = new PhotoQueue(services, 'draft1');
    const ids = queue.add([png('a.png')]);
    expect(ids).toHaveLength(1);
    expect(queue.getSnapshot()[0]).toMatchObject({ name: 'a.png', previewUrl: 'blob:a.png', status: 'preparing' });
    await flush();
    expect(queue.getSnapshot()[0]?.status).toBe('ready');
    expect(services.prepare).toHaveBeenCalledTimes(1);
    expect(services.upload).not.toHaveBeenCalled();
    expect(await queue.files()).toHaveLength(1);
  });

  it("uploads a seller's photos at once to listings/{uid}/{folder}/, with progress", async () => {
    const { services, uploads } = fakeServices();
    const queue = new PhotoQueue(services, 'draft1');
    queue.setOwner('u1');
    queue.add([png('front view.png')]);
    await flush();
    const [upload] = uploads;
    expect(upload?.path).toMatch(/^listings\/u1\/draft1\/[\w-]+-front_view\.png$/);
    upload?.progress(0.5);
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'uploading', progress: 0.5 });
    upload?.finish();
    await flush();
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'uploaded', progress: 1 });
  });

  it('uploadAll waits for every photo, in order, and restarts a failed one', async () => {
    const { services, uploads } = fakeServices();
    const queue = new PhotoQueue(services, 'draft1');
    queue.add([png('a.png'), png('b.png')], { prepared: true });
    await flush();
    const all = queue.uploadAll('u1');
    await flush();
    expect(uploads).toHaveLength(2);
    uploads[1]?.finish();
    uploads[0]?.fail();
    await expect(all).rejects.toThrow(new PhotoUploadError('a.png'));
    expect(queue.getSnapshot().map((photo) => photo.status)).toEqual(['failed', 'uploaded']);

    const again = queue.uploadAll('u1');
    await flush();
    expect(uploads).toHaveLength(3);
    uploads[2]?.finish();
    const paths = await again;
    expect(paths).toEqual([uploads[2]?.path, uploads[1]?.path]);
    expect(services.prepare).not.toHaveBeenCalled();
  });

  it('removing cancels an upload in progress, and deletes an uploaded photo', async () => {
    const { services, uploads } = fakeServices();
    const queue = new PhotoQueue(services, 'draft1');
    queue.setOwner('u1');
    const [first, second] = queue.add([png('a.png'), png('b.png')]);
    await flush();
    uploads[1]?.finish();
    await flush();

    expect(queue.remove(first ?? '')).toEqual([second]);
    expect(uploads[0]?.cancel).toHaveBeenCalled();
    expect(services.remove).not.toHaveBeenCalled();
    expect(queue.remove(second ?? '')).toEqual([]);
    expect(services.remove).toHaveBeenCalledWith(uploads[1]?.path);
    expect(services.revokeUrl).toHaveBeenCalledTimes(2);
  });

  it('disposing deletes the uploads of a form never submitted, and keeps those of a submitted one', async () => {
    const { services, uploads } = fakeServices();
    const abandoned = new PhotoQueue(services, 'draft1');
    abandoned.setOwner('u1');
    abandoned.add([png('a.png')]);
    await flush();
    uploads[0]?.finish();
    await flush();
    abandoned.dispose();
    expect(services.remove).toHaveBeenCalledWith(uploads[0]?.path);

    const submitted = new PhotoQueue(services, 'draft2');
    submitted.add([png('b.png')]);
    const all = submitted.uploadAll('u1');
    await flush();
    uploads[1]?.finish();
    await all;
    submitted.keepUploaded();
    submitted.dispose();
    expect(services.remove).toHaveBeenCalledTimes(1);
  });
});
