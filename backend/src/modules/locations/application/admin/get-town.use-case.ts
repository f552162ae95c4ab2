import { Injectable } from '@nestjs/common';
import { LocationNotFoundError } from '../../domain/location.errors';
import { type TownRecord, TownRepository } from '../town-repository.port';

/** One town as the admin edits it, by its English slug. */
@Injectable()
export class GetTown {
  constructor(private readonly towns: TownRepository) {}

  async execute(slug: string): Promise<TownRecord> {
    const town = await this.towns.find(slug);
    if (!town) throw new LocationNotFoundError();
    return town;
  }
}
