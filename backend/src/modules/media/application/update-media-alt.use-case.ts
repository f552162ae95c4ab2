import { Injectable } from '@nestjs/common';
import type { Bilingual } from '../domain/media';
import { MediaNotFoundError } from '../domain/media.errors';
import type { MediaWithUses } from './list-media.use-case';
import { MediaRepository } from './media-repository.port';
import { MediaUsage } from './media-usage.port';

/** Changes an image's alternative text (either language, or both); the picture and its URLs stay as they are. */
@Injectable()
export class UpdateMediaAlt {
  constructor(
    private readonly media: MediaRepository,
    private readonly usage: MediaUsage,
  ) {}

  async execute(id: string, alt: Partial<Bilingual>): Promise<MediaWithUses> {
    const current = await this.media.find(id);
    if (!current) throw new MediaNotFoundError();
    const updated = { ...current, alt: { en: alt.en ?? current.alt.en, es: alt.es ?? current.alt.es } };
    await this.media.updateAlt(id, updated.alt);
    return { ...updated, uses: await this.usage.countUses(id) };
  }
}
