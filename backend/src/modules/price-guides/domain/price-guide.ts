import type { Language, ServiceRouteKey } from '@costa-sol/common';

/** A service page's "from €X" price guide, as the owner sets it (issue 27, price guides). */
export interface PriceGuide {
  service: ServiceRouteKey;
  /** Whole euros: the lowest price a job of this kind starts at. */
  fromEur: number;
  /** What the price covers, in each language. */
  note: Record<Language, string>;
  /** The owner's switch: a hidden guide stays saved but no page shows it. */
  shown: boolean;
  /** A development sample (content/samples/price-guides.yaml), never shown in production; saving it makes it the owner's. */
  sample: boolean;
  updatedAt: Date;
}

/** Whether visitors see the guide: shown by the owner, and in production only once the owner has set it. */
export function isPublic(guide: PriceGuide, production: boolean): boolean {
  return guide.shown && !(production && guide.sample);
}
