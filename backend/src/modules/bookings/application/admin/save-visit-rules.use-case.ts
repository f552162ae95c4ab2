import type { VisitRules } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { LocationDirectory } from '../../../locations/application/location-directory';
import { VisitRepository } from '../visit-repository.port';
import { RulesTownUnknownError } from './admin-booking.errors';

/** Saves the office's booking rules; the towns are kept by their English slug, as visits keep them. */
@Injectable()
export class SaveVisitRules {
  constructor(
    private readonly visits: VisitRepository,
    private readonly towns: LocationDirectory,
  ) {}

  async execute(rules: VisitRules): Promise<VisitRules> {
    const saved: VisitRules = {
      ...rules,
      appointmentOnlyTowns: this.englishSlugs(rules.appointmentOnlyTowns, 'appointmentOnlyTowns'),
      unservedTowns: this.englishSlugs(rules.unservedTowns, 'unservedTowns'),
    };
    await this.visits.saveRules(saved);
    return saved;
  }

  private englishSlugs(slugs: string[], field: 'appointmentOnlyTowns' | 'unservedTowns'): string[] {
    const english = slugs.map((slug) => {
      const reach = this.towns.townReach(slug);
      if (!reach) throw new RulesTownUnknownError(field);
      return reach.slug;
    });
    return [...new Set(english)].sort();
  }
}
