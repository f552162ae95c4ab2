import { Injectable, type OnModuleInit } from '@nestjs/common';
import { TownSlugFollowers } from '../../locations/application/town-slug-followers';
import { townPageKey } from '../domain/page-photos';
import { PagePhotoRepository } from './page-photo-repository.port';

/** A town page's photos are kept under its English slug ('town:<slug>'): they follow it when the owner changes it. */
@Injectable()
export class PhotosFollowTownSlugs implements OnModuleInit {
  constructor(
    private readonly followers: TownSlugFollowers,
    private readonly photos: PagePhotoRepository,
  ) {}

  onModuleInit(): void {
    this.followers.follow((from, to) => this.photos.movePage(townPageKey(from), townPageKey(to)));
  }
}
