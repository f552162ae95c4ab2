import { Injectable } from '@nestjs/common';
import { type TownRecord, TownRepository } from '../town-repository.port';

/** Every town, by name (as written locally, accents sorted as Spanish sorts them). */
@Injectable()
export class ListTowns {
  constructor(private readonly towns: TownRepository) {}

  async execute(): Promise<TownRecord[]> {
    const collator = new Intl.Collator('es');
    return (await this.towns.list()).sort((a, b) => collator.compare(a.town.name, b.town.name));
  }
}
