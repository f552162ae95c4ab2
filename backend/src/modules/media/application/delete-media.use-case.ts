import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../shared/application/content-changes.port';
import { MediaInUseError, MediaNotFoundError } from '../domain/media.errors';
import { MediaRepository } from './media-repository.port';
import { MediaUsage } from './media-usage.port';

/** Deletes an image nothing uses, with its variants; every instance drops the variants it kept in memory. */
@Injectable()
export class DeleteMedia {
  constructor(
    private readonly media: MediaRepository,
    private readonly usage: MediaUsage,
    private readonly changes: ContentChanges,
  ) {}

  async execute(id: string): Promise<void> {
    if (!(await this.media.find(id))) throw new MediaNotFoundError();
    const uses = await this.usage.countUses(id);
    if (uses > 0) throw new MediaInUseError(uses);
    await this.media.delete(id);
    this.changes.notify('media');
  }
}
