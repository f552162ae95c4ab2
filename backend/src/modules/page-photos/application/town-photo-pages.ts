import { Injectable } from '@nestjs/common';
import { LocationDirectory } from '../../locations/application/location-directory';
import { type PageKey, townPageKey } from '../domain/page-photos';

/** The page key of a town named by either language's slug; an unknown town is not found (404). */
@Injectable()
export class TownPhotoPages {
  constructor(private readonly locations: LocationDirectory) {}

  pageOf(slug: string): PageKey {
    return townPageKey(this.locations.find(slug, 'en').slugs.en);
  }
}
