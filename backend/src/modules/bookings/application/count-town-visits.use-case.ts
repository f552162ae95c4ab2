import { TOWN_VISITS_SHOWN_FROM } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { CurrentBusinessFacts } from '../../../shared/application/current-business-facts.port';
import { TownVisitCounts } from './town-visit-counts.port';

/**
 * The visits done in a town as its page states them: only when the owner switched the figure on in the business
 * settings, and only from TOWN_VISITS_SHOWN_FROM visits on; otherwise null (the page says nothing).
 */
@Injectable()
export class CountTownVisits {
  constructor(
    private readonly facts: CurrentBusinessFacts,
    private readonly counts: TownVisitCounts,
  ) {}

  async execute(townSlugEn: string): Promise<number | null> {
    if (!(await this.facts.read()).showTownVisitCounts) return null;
    const done = await this.counts.doneIn(townSlugEn);
    return done >= TOWN_VISITS_SHOWN_FROM ? done : null;
  }
}
