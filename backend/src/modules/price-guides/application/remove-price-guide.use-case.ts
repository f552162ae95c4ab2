import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../shared/application/content-changes.port';
import { PriceGuideNotFoundError } from '../domain/price-guide.errors';
import { priceGuideService } from './price-guide-services';
import { PriceGuideRepository } from './price-guide-repository.port';

/** Removes a service page's price guide: the page shows none. */
@Injectable()
export class RemovePriceGuide {
  constructor(
    private readonly guides: PriceGuideRepository,
    private readonly changes: ContentChanges,
  ) {}

  async execute(serviceKey: string): Promise<void> {
    if (!(await this.guides.remove(priceGuideService(serviceKey)))) throw new PriceGuideNotFoundError();
    this.changes.notify('price-guides');
  }
}
