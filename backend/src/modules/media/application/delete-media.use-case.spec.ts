import { type ContentArea, ContentChanges } from '../../../shared/application/content-changes.port';
import type { Media } from '../domain/media';
import { MediaInUseError } from '../domain/media.errors';
import { DeleteMedia } from './delete-media.use-case';
import { MediaRepository } from './media-repository.port';
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

const unused = (): never => {
  throw new Error('not used by DeleteMedia');
};

/** In-memory fake of the port: one image, and the ids deleted. */
class OneImage extends MediaRepository {
  readonly deleted: string[] = [];
  list = unused;
  findMany = unused;
  findOriginal = unused;
  insert = unused;
  updateAlt = unused;
  findVariant = unused;
  saveVariant = unused;
  async find(): Promise<Media> {
    return media;
  }
  async delete(id: string): Promise<void> {
    this.deleted.push(id);
  }
}

class RecordedChanges extends ContentChanges {
  readonly notified: ContentArea[] = [];
  notify(area: ContentArea): void {
    this.notified.push(area);
  }
  subscribe = unused;
  announceHere = unused;
}

function deleteMediaWith(uses: number) {
  const repository = new OneImage();
  const usage: MediaUsage = { countUses: async () => uses };
  const changes = new RecordedChanges();
  return { useCase: new DeleteMedia(repository, usage, changes), deleted: repository.deleted, notified: changes.notified };
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
