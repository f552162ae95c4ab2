import { Injectable, type OnModuleInit } from '@nestjs/common';
import { TownSlugFollowers } from '../../locations/application/town-slug-followers';
import { VisitRepository } from './visit-repository.port';

/** Visits and the booking rules keep a town by its English slug: they follow it when the owner changes it. */
@Injectable()
export class VisitsFollowTownSlugs implements OnModuleInit {
  constructor(
    private readonly followers: TownSlugFollowers,
    private readonly visits: VisitRepository,
  ) {}

  onModuleInit(): void {
    this.followers.follow((from, to) => this.visits.renameTown(from, to));
  }
}
