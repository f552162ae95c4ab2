import { Injectable } from '@nestjs/common';
import type { Language, PhotoPageKey, SiteData, VisitKind } from '@costa-sol/common';
import { DomainError } from '../../shared/domain/domain-error';
import { ReadPublishedArticle } from '../articles/application/read-published-article.use-case';
import { FindBookedVisit } from '../bookings/application/find-booked-visit.use-case';
import { freeTimesMessage } from '../bookings/application/free-times-message';
import { CountTownVisits } from '../bookings/application/count-town-visits.use-case';
import { ListFreeSlots } from '../bookings/application/list-free-slots.use-case';
import { ManageVisit } from '../bookings/application/manage-visit.use-case';
import { ListCaseStudies } from '../case-studies/application/list-case-studies.use-case';
import { LocationDirectory } from '../locations/application/location-directory';
import { ListPagePhotos } from '../page-photos/application/list-page-photos.use-case';
import { TownPhotoPages } from '../page-photos/application/town-photo-pages';
import { servicePhotoPage } from '../page-photos/application/service-photo-pages';
import { ListPriceGuides } from '../price-guides/application/list-price-guides.use-case';
import { GetPublicQaCategory } from '../qa/application/public/get-public-qa-category.use-case';
import { GetPublicQaPage } from '../qa/application/public/get-public-qa-page.use-case';
import { ListPublicQaCategories } from '../qa/application/public/list-public-qa-categories.use-case';
import { ListTestimonials } from '../reviews/application/list-testimonials.use-case';
import { Clock } from '../../shared/application/clock.port';

/** Dates travel as ISO strings, as in the API's JSON: the pages were written against that shape. */
type Wire<T> = T extends Date ? string : T extends (infer U)[] ? Wire<U>[] : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;

function toWire<T>(value: T): Wire<T> {
  if (value instanceof Date) return value.toISOString() as Wire<T>;
  if (Array.isArray(value)) return value.map(toWire) as Wire<T>;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toWire(item)])) as Wire<T>;
  return value as Wire<T>;
}

/** An unknown slug is an answer (the page renders its 404), not a failure. */
async function orNull<T>(read: () => T | Promise<T>): Promise<Wire<T> | null> {
  try {
    return toWire(await read());
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not-found') return null;
    throw error;
  }
}

/**
 * The data port of server rendering (SiteData, common/src/site/site-data.ts): what public pages read, straight from the
 * use cases in this process, in the public API's shapes (the OpenAPI schemas), so a field the pages read but this does
 * not give is a compile error. No HTTP to ourselves.
 */
@Injectable()
export class SitePageData implements SiteData {
  constructor(
    private readonly listTestimonials: ListTestimonials,
    private readonly listCaseStudies: ListCaseStudies,
    private readonly locations: LocationDirectory,
    private readonly listQaCategories: ListPublicQaCategories,
    private readonly getQaCategory: GetPublicQaCategory,
    private readonly getQaPage: GetPublicQaPage,
    private readonly townPhotoPages: TownPhotoPages,
    private readonly listPagePhotos: ListPagePhotos,
    private readonly listPriceGuides: ListPriceGuides,
    private readonly listFreeSlots: ListFreeSlots,
    private readonly findBookedVisit: FindBookedVisit,
    private readonly manageVisit: ManageVisit,
    private readonly countTownVisits: CountTownVisits,
    private readonly readArticle: ReadPublishedArticle,
    private readonly clock: Clock,
  ) {}

  /** An article page's published text (the database's, as the admin last published it); null for another name. */
  article(name: string) {
    return this.readArticle.execute(name);
  }

  async testimonials(language: Language) {
    return { data: toWire(await this.listTestimonials.execute(language)) };
  }

  async caseStudies(language: Language) {
    return { data: toWire(await this.listCaseStudies.execute(language)) };
  }

  async comarcas(language: Language) {
    return { data: toWire(this.locations.comarcas(language)) };
  }

  /** Every town with its coordinates, as GET /api/locations (the service-area map). */
  async towns(language: Language) {
    return { data: toWire(this.locations.list(language)) };
  }

  comarcaHub(id: string, language: Language) {
    return orNull(() => this.locations.comarca(id, language));
  }

  location(slug: string, language: Language) {
    return orNull(() => this.locations.find(slug, language));
  }

  async townVisitsDone(slug: string) {
    const town = await orNull(() => this.locations.find(slug, 'en'));
    return town ? this.countTownVisits.execute(town.slugs.en) : null;
  }

  /** A town's photos (either language's slug), as GET /api/page-photos/towns/{slug}; null for an unknown town. */
  async townPhotos(slug: string, language: Language) {
    return orNull(async () => ({ data: await this.listPagePhotos.execute(this.townPhotoPages.pageOf(slug), language) }));
  }

  /** A service page's photos (its route key), as GET /api/page-photos/services/{key}; null for another key. */
  async servicePhotos(key: string, language: Language) {
    return orNull(async () => ({ data: await this.listPagePhotos.execute(servicePhotoPage(key), language) }));
  }

  /** The service pages' price guides, as GET /api/price-guides. */
  async priceGuides(language: Language) {
    return { data: await this.listPriceGuides.execute(language) };
  }

  /** Any page's photos (the home hero, contact, a service, manufacturer, guide or town page), in order; [] when none. */
  async pagePhotos(page: PhotoPageKey, language: Language) {
    return { data: toWire(await this.listPagePhotos.execute(page, language)) };
  }

  townServicePage(townSlug: string, serviceSlug: string, language: Language) {
    return orNull(() => this.locations.servicePage(townSlug, serviceSlug, language));
  }

  async qaCategories(language: Language) {
    return { data: toWire(await this.listQaCategories.execute(language)) };
  }

  qaCategory(slug: string, language: Language) {
    return orNull(() => this.getQaCategory.execute(slug, language));
  }

  qaPage(categorySlug: string, pageSlug: string, language: Language) {
    return orNull(() => this.getQaPage.execute(categorySlug, pageSlug, language));
  }

  /** A town's free times now, as GET /api/bookings/slots. */
  async freeSlots(kind: VisitKind, town: string, language: Language) {
    const found = await this.listFreeSlots.execute(kind, town, this.clock.now());
    const message = freeTimesMessage(found, language);
    return { ...toWire(found), ...(message && { message }) };
  }

  /** Only what the confirmation shows: never the visitor's name or contact details. */
  async bookedVisit(id: string) {
    const visit = await this.findBookedVisit.execute(id);
    return visit && toWire({ id: visit.id, kind: visit.kind, town: visit.town, start: visit.start, end: visit.end });
  }

  /** Only what the manage view shows: never the visitor's name or contact details. */
  managedVisit(token: string) {
    return orNull(async () => {
      const visit = await this.manageVisit.view(token);
      const { id, kind, town, start, end, status } = visit;
      return { id, kind, town, start, end, status, language: visit.contact.language };
    });
  }
}
