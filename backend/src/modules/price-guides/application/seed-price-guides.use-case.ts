import type { Language } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { priceGuideService } from './price-guide-services';
import { PriceGuideRepository } from './price-guide-repository.port';
import { Clock } from '../../../shared/application/clock.port';

interface PriceGuideSeed {
  service: string;
  fromEur: number;
  note: Record<Language, string>;
}

/** Development only, on a first start: loads the sample price guides, marked as samples, when there are none. */
@Injectable()
export class SeedPriceGuides {
  constructor(
    private readonly guides: PriceGuideRepository,
    private readonly clock: Clock,
  ) {}

  async execute(seed: PriceGuideSeed[], now = this.clock.now()): Promise<boolean> {
    if ((await this.guides.count()) > 0) return false;
    for (const item of seed)
      await this.guides.save({ ...item, service: priceGuideService(item.service), shown: true, sample: true, updatedAt: now });
    return true;
  }
}
