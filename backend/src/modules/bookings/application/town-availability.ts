import type { VisitRules } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { CurrentTownSlug } from '../../locations/application/current-town-slug';
import { LocationDirectory } from '../../locations/application/location-directory';
import { DomainError } from '../../../shared/domain/domain-error';

/** online: the visitor picks a time; appointment-only: the office arranges it by phone; unserved: no visits. */
export type TownAvailability = 'online' | 'appointment-only' | 'unserved';

class VisitTownUnknownError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'BOOKINGS.TOWN_UNKNOWN';
  override readonly fieldError = { field: 'town', code: 'invalidOption' } as const;
  constructor() {
    super('No such town.');
  }
}

/**
 * Whether a town's visits can be booked online: not when the office lists it as not served or by appointment, and
 * not outside the standard-response area, where the town pages say visits are by appointment.
 */
@Injectable()
export class TownBooking {
  constructor(
    private readonly towns: LocationDirectory,
    private readonly currentSlug: CurrentTownSlug,
  ) {}

  /** The town's English slug (the key visits keep) and how it is served; a slug the town had before is followed. */
  availability(slug: string, rules: VisitRules): { town: string; availability: TownAvailability } {
    const current = this.currentSlug.of(slug);
    const reach = current === null ? null : this.towns.townReach(current);
    if (!reach) throw new VisitTownUnknownError();
    const town = reach.slug;
    if (rules.unservedTowns.includes(town)) return { town, availability: 'unserved' };
    if (rules.appointmentOnlyTowns.includes(town) || !reach.standardResponse) return { town, availability: 'appointment-only' };
    return { town, availability: 'online' };
  }
}
