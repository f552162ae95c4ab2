import { type Language, SERVICE_ROUTE_KEYS, type ServiceRouteKey } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { ContentChanges } from '../../../shared/application/content-changes.port';
import { TtlCache } from '../../../shared/application/ttl-cache';
import { isPublic } from '../domain/price-guide';
import { PriceGuideRepository } from './price-guide-repository.port';

interface PriceGuideView {
  service: ServiceRouteKey;
  fromEur: number;
  note: string;
}

/** The price guides visitors see, in one language, in the route table's order of the service pages. */
@Injectable()
export class ListPriceGuides {
  /** Dropped at once when the owner changes a guide, on any instance. */
  private readonly cache = new TtlCache<PriceGuideView[]>(5 * 60_000, 10);

  constructor(
    private readonly guides: PriceGuideRepository,
    private readonly config: AppConfig,
    changes: ContentChanges,
  ) {
    changes.subscribe((area) => {
      if (area === 'price-guides') this.cache.clear();
    });
  }

  execute(language: Language): Promise<PriceGuideView[]> {
    return this.cache.getOrLoad(language, async () => {
      const shown = (await this.guides.list()).filter((guide) => isPublic(guide, this.config.production));
      const order = (service: ServiceRouteKey) => SERVICE_ROUTE_KEYS.indexOf(service);
      return shown
        .sort((a, b) => order(a.service) - order(b.service))
        .map((guide) => ({ service: guide.service, fromEur: guide.fromEur, note: guide.note[language] }));
    });
  }
}
