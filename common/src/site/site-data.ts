import type { Language } from '../i18n/languages';
import type { ApiSchema } from '../api/api-types';
import type { PhotoPageKey } from '../media/photo-pages';
import type { VisitKind } from '../bookings/booking-rules';

/**
 * What server rendering reads for a page, in the shapes of the public API (the OpenAPI document's schemas). The
 * backend's site module implements it in-process with its use cases (SitePageData); the frontend's pages read it while
 * rendering on the server. An unknown slug is `null`. The browser never uses it.
 */
export interface SiteData {
  testimonials(language: Language): Promise<ApiSchema<'TestimonialListDto'>>;
  caseStudies(language: Language): Promise<ApiSchema<'CaseStudyListDto'>>;
  comarcas(language: Language): Promise<ApiSchema<'ComarcaListDto'>>;
  towns(language: Language): Promise<ApiSchema<'LocationListDto'>>;
  comarcaHub(id: string, language: Language): Promise<ApiSchema<'ComarcaHubDto'> | null>;
  location(slug: string, language: Language): Promise<ApiSchema<'LocationDto'> | null>;
  /**
   * The home visits done in a town (either language's slug) when the owner shows the figure and there are at least
   * TOWN_VISITS_SHOWN_FROM; null otherwise, and for an unknown town.
   */
  townVisitsDone(slug: string): Promise<number | null>;
  townPhotos(slug: string, language: Language): Promise<ApiSchema<'PagePhotoListDto'> | null>;
  servicePhotos(key: string, language: Language): Promise<ApiSchema<'PagePhotoListDto'> | null>;
  priceGuides(language: Language): Promise<ApiSchema<'PriceGuideListDto'>>;
  /** Any page's photos chosen in the admin, in order (an empty list when it has none). */
  pagePhotos(page: PhotoPageKey, language: Language): Promise<ApiSchema<'PagePhotoListDto'>>;
  townServicePage(townSlug: string, serviceSlug: string, language: Language): Promise<ApiSchema<'TownServicePageDto'> | null>;
  qaCategories(language: Language): Promise<ApiSchema<'PublicQaCategoryListDto'>>;
  qaCategory(slug: string, language: Language): Promise<ApiSchema<'PublicQaCategoryDto'> | null>;
  qaPage(categorySlug: string, pageSlug: string, language: Language): Promise<ApiSchema<'PublicQaPageDto'> | null>;
  /** The free visit times of a town, as GET /api/bookings/slots; read per request (never kept in the page cache). */
  freeSlots(kind: VisitKind, town: string, language: Language): Promise<ApiSchema<'SlotsDto'>>;
  /** A booked visit's kind, town and time (no personal data), as POST /api/bookings answered; null for an unknown id. */
  bookedVisit(id: string): Promise<ApiSchema<'BookedVisitDto'> | null>;
  /** The visit of a manage link, as GET /api/bookings/manage; null for a link altered, expired or of no visit. */
  managedVisit(token: string): Promise<ApiSchema<'ManagedVisitDto'> | null>;
}
