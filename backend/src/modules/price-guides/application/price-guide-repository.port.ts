import type { ServiceRouteKey } from '@costa-sol/common';
import type { PriceGuide } from '../domain/price-guide';

/** Port: the saved price guides, one per service page at most. */
export abstract class PriceGuideRepository {
  abstract list(): Promise<PriceGuide[]>;
  abstract count(): Promise<number>;
  /** Inserts or replaces the service's guide. */
  abstract save(guide: PriceGuide): Promise<void>;
  /** False when the service had none. */
  abstract remove(service: ServiceRouteKey): Promise<boolean>;
}
