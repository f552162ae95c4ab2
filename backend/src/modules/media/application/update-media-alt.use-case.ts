import type { Bilingual } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../shared/application/content-changes.port';
import { MediaNotFoundError } from '../domain/media.errors';
import type { MediaWithUses } from './list-media.use-case';
import { MediaRepository } from './media-repository.port';
import { MediaUsage } from './media-usage.port';

/**
 * Changes an image's alternative text (either language, or both); the picture and its URLs stay as they are, and
 * the pages showing it are rendered again with the new text.
 */
@Injectable()
export class UpdateMediaAlt {
  constructor(
    private readonly media: MediaRepository,
    private readonly usage: MediaUsage,
    private readonly changes: ContentChanges,
  ) {}

  async execute(id: string, alt: Partial<Bilingual>): Promise<MediaWithUses> {
    const current = await this.media.find(id);
    if (!current) throw new MediaNotFoundError();
    const updated = { ...current, alt: { en: alt.en ?? current.alt.en, es: alt.es ?? current.alt.es } };
    await this.media.updateAlt(id, updated.alt);
    // Pages showing the image carry its text: they are rendered again.
    this.changes.notify('media');
    return { ...updated, uses: await this.usage.countUses(id) };
  }
}
