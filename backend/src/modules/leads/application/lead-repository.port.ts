import type { Lead } from '../domain/lead';

/** Port: where leads are kept. */
export abstract class LeadRepository {
  abstract add(lead: Lead): Promise<void>;
}
