import { BRAND_LOGO, type BusinessFacts, type Language } from '@costa-sol/common';

export interface Crumb {
  name: string;
  path: string;
}

export interface Faq {
  question: string;
  answer: string;
}

const DAY_OF_WEEK = 'https://schema.org/';

/** The raster logo (search engines want at least 112 px, and no SVG). */
const logo = (origin: string) => ({
  '@type': 'ImageObject',
  url: `${origin}${BRAND_LOGO.path}`,
  width: BRAND_LOGO.size,
  height: BRAND_LOGO.size,
});

/**
 * One business entity with a stable @id, the same node on every page of either language (no invented branches:
 * docs/product.md, "Search metadata").
 */
export function localBusiness(origin: string, business: BusinessFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': ['HVACBusiness', 'LocalBusiness'],
    '@id': `${origin}/#business`,
    name: business.brandWithTrade,
    legalName: business.legalName,
    url: `${origin}/`,
    telephone: business.phone,
    email: business.email,
    image: `${origin}${BRAND_LOGO.path}`,
    logo: logo(origin),
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      postalCode: business.address.postalCode,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      addressCountry: business.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.lat, longitude: business.geo.lng },
    // The one service area (docs/product.md, "Opening hours and service area"): standard response in the circle,
    // the rest of the province by appointment.
    areaServed: [
      {
        '@type': 'GeoCircle',
        geoMidpoint: { '@type': 'GeoCoordinates', latitude: business.geo.lat, longitude: business.geo.lng },
        geoRadius: business.serviceRadiusMeters,
      },
      { '@type': 'AdministrativeArea', name: 'Provincia de Málaga' },
    ],
    openingHoursSpecification: business.openingHours.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: slot.days.map((day) => `${DAY_OF_WEEK}${day}`),
      opens: slot.opens,
      closes: slot.closes,
    })),
    sameAs: Object.values(business.social),
  };
}

export function organization(origin: string, business: BusinessFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: business.brandWithTrade,
    legalName: business.legalName,
    url: `${origin}/`,
    logo: logo(origin),
    sameAs: Object.values(business.social),
  };
}

export function breadcrumbList(origin: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

interface WebPageInput {
  origin: string;
  url: string;
  name: string;
  description: string;
  language: Language;
  /** The WebSite's name: the brand with its trade (business settings). */
  siteName: string;
}

export function webPage({ origin, url, name, description, language, siteName }: WebPageInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name,
    description,
    inLanguage: language,
    isPartOf: { '@type': 'WebSite', '@id': `${origin}/#website`, url: `${origin}/`, name: siteName },
    about: { '@id': `${origin}/#business` },
  };
}

export function faqPage(faqs: Faq[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  };
}

interface ServiceOfferInput {
  url: string;
  name: string;
  description: string;
  /** The owner's "from" price in whole euros, and what it covers. */
  fromEur: number;
  note: string;
}

/** A service page with its price guide: the Service, offered by the business from its lowest price (an Offer). */
export function serviceWithOffer(origin: string, input: ServiceOfferInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: input.url,
    provider: { '@id': `${origin}/#business` },
    offers: {
      '@type': 'Offer',
      url: input.url,
      description: input.note,
      price: input.fromEur,
      priceCurrency: 'EUR',
      priceSpecification: { '@type': 'PriceSpecification', minPrice: input.fromEur, priceCurrency: 'EUR' },
    },
  };
}
