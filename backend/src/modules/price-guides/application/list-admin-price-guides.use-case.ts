import { SERVICE_ROUTE_KEYS, type ServiceRouteKey } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { isPublic, type PriceGuide } from '../domain/price-guide';
import { PriceGuideRepository } from './price-guide-repository.port';

export interface AdminPriceGuideRow {
  service: ServiceRouteKey;
  guide: PriceGuide | null;
  /** Whether visitors see it now (shown, and not a sample in production). */
  isPublic: boolean;
}

/** Every service page, in the route table's order, with its price guide or none. */
@Injectable()
export class ListAdminPriceGuides {
  constructor(
    private readonly guides: PriceGuideRepository,
    private readonly config: AppConfig,
  ) {}

  async execute(): Promise<AdminPriceGuideRow[]> {
    const saved = new Map((await this.guides.list()).map((guide) => [guide.service, guide]));
    return SERVICE_ROUTE_KEYS.map((service) => {
      const guide = saved.get(service) ?? null;
      return { service, guide, isPublic: guide !== null && isPublic(guide, this.config.production) };
    });
  }
}
