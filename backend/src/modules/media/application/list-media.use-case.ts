import { Injectable } from '@nestjs/common';
import type { Media } from '../domain/media';
import { MediaRepository } from './media-repository.port';
import { MediaUsage } from './media-usage.port';

export interface MediaWithUses extends Media {
  /** Pieces of content showing the image; it can be deleted only at 0. */
  uses: number;
}

/** The library for the admin, newest first, each image with its use count. */
@Injectable()
export class ListMedia {
  constructor(
    private readonly media: MediaRepository,
    private readonly usage: MediaUsage,
  ) {}

  async execute(): Promise<MediaWithUses[]> {
    const items = await this.media.list();
    return Promise.all(items.map(async (item) => ({ ...item, uses: await this.usage.countUses(item.id) })));
  }
}
