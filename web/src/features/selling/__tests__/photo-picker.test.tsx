import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES, MAX_LISTING_IMAGES } from '@campus/common/limits';
import { renderApp } from '../../../testing/render-app';
import { PhotoPicker } from '../components/photo-picker';
import { checkPhotos } from '../photo-checks';
import type { SellPhoto } from '../photo-queue';

/** A file that claims `size` bytes without holding them. */
function fileOf(name: string, type: string, size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A drop of `files` on the photo area, as the browser delivers it. */
function drop(files: (File | undefined)[]): void {
  const present = files.filter((file) => file !== undefined);
  const items = present.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file }));
  fireEvent.drop(screen.getByRole('button', { name: /^Add product photos/ }), { dataTransfer: { files: present, items, types: ['Files'] } });
}

const photo = (id: string, change: Partial<SellPhoto> = {}): SellPhoto => ({ id, name: `${id}.png`, previewUrl: `blob:${id}`, status: 'ready', progress: 0, ...change });

describe('photo checks', () => {
  it('refuses files that are not images or are larger than 10 MB, by name', () => {
    const good = fileOf('desk.jpg', 'image/jpeg', IMAGE_MAX_BYTES);
    const check = checkPhotos([fileOf('notes.pdf', 'application/pdf'), fileOf('huge.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1), good], 0);
    expect(check.accepted).toEqual([good]);
    expect(check.refused).toEqual(['notes.pdf is not an image', 'huge.jpg is larger than 10 MB']);
  });

  it(`keeps at most ${MAX_LISTING_IMAGES} photos in all`, () => {
    const check = checkPhotos([fileOf('a.png', 'image/png'), fileOf('b.png', 'image/png')], MAX_LISTING_IMAGES - 1);
    expect(check.accepted.map((file) => file.name)).toEqual(['a.png']);
    expect(check.refused).toEqual([`b.png was not added: Please upload at most ${MAX_LISTING_IMAGES} images`]);
  });
});

describe('photo picker', () => {
  it('takes photos dropped on it, and says which files it refused, by name, before anything is uploaded', async () => {
    const onAdd = vi.fn();
    renderApp(<PhotoPicker photos={[]} error={undefined} disabled={false} onAdd={onAdd} onRemove={() => undefined} />);
    expect(screen.getByText('PNG, JPG, GIF up to 10MB')).toBeInTheDocument();
    const images = [fileOf('one.png', 'image/png'), fileOf('two.gif', 'image/gif')];
    drop([images[0], fileOf('notes.pdf', 'application/pdf'), fileOf('huge.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1), images[1]]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('notes.pdf is not an image');
    expect(alert).toHaveTextContent('huge.jpg is larger than 10 MB');
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith(images);
  });

  it('takes photos from the picker', async () => {
    const onAdd = vi.fn();
    const { user } = renderApp(<PhotoPicker photos={[]} error={undefined} disabled={false} onAdd={onAdd} onRemove={() => undefined} />);
    const desk = fileOf('desk.png', 'image/png');
    await user.upload(screen.getByLabelText('Choose product photos'), desk);
    await vi.waitFor(() => expect(onAdd).toHaveBeenCalledWith([desk]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows each photo with its state, and removes or cancels it by name', async () => {
    const onRemove = vi.fn();
    const photos = [photo('front', { status: 'uploading', progress: 0.4 }), photo('back', { status: 'uploaded', progress: 1 }), photo('side', { status: 'failed' })];
    const { user } = renderApp(<PhotoPicker photos={photos} error={undefined} disabled={false} onAdd={() => undefined} onRemove={onRemove} />);
    expect(screen.getByRole('img', { name: 'Preview of front.png' })).toHaveAttribute('src', 'blob:front');
    expect(screen.getByRole('progressbar', { name: 'Uploading front.png' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('listitem', { name: 'back.png' })).toHaveTextContent('Uploaded');
    expect(screen.getByRole('listitem', { name: 'side.png' })).toHaveTextContent('Upload failed');
    await user.click(screen.getByRole('button', { name: 'Cancel upload of front.png' }));
    await user.click(screen.getByRole('button', { name: 'Remove back.png' }));
    expect(onRemove.mock.calls).toEqual([['front'], ['back']]);
  });
});
