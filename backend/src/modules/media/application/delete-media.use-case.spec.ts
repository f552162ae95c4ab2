import type { ContentChanges } from '../../../shared/application/content-changes.port';
import type { Media } from '../domain/media';
import { MediaInUseError } from '../domain/media.errors';
import { DeleteMedia } from './delete-media.use-case';
import type { MediaRepository } from './media-repository.port';
import type { MediaUsage } from './media-usage.port';

const media: Media = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  mimeType: 'image/png',
  width: 800,
  height: 600,
  byteSize: 1234,
  sha256: 'ab',
  alt: { en: 'A roof', es: 'Un tejado' },
  createdAt: new Date(),
};

function deleteMediaWith(uses: number) {
  const deleted: string[] = [];
  const notified: string[] = [];
  const repository = { find: async () => media, delete: async (id: string) => void deleted.push(id) } as unknown as MediaRepository;
  const usage: MediaUsage = { countUses: async () => uses };
  const changes = { notify: (area: string) => void notified.push(area) } as unknown as ContentChanges;
  return { useCase: new DeleteMedia(repository, usage, changes), deleted, notified };
}

describe('DeleteMedia', () => {
  it('refuses (409) while some content uses the image, deleting nothing', async () => {
    const { useCase, deleted, notified } = deleteMediaWith(2);
    await expect(useCase.execute(media.id)).rejects.toThrow(MediaInUseError);
    await expect(useCase.execute(media.id)).rejects.toThrow('This image is used in 2 places');
    expect(deleted).toEqual([]);
    expect(notified).toEqual([]);
  });

  it('deletes an unused image and tells every instance', async () => {
    const { useCase, deleted, notified } = deleteMediaWith(0);
    await useCase.execute(media.id);
    expect(deleted).toEqual([media.id]);
    expect(notified).toEqual(['media']);
  });
});
