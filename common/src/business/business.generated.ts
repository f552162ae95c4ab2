// Generated from content/business.yaml by common/scripts/generate-business.mjs (npm run build): edit that file.
/** The company's facts, in one place for pages, e-mails and structured data (docs/product.md, "Business profile and claims"). */
export const BUSINESS = {
  brand: 'Costa Sol',
  brandWithTrade: 'Costa Sol HVAC',
  legalName: 'Costa Sol Climatización y Energía S.L.',
  taxId: 'B93000000',
  registry: 'Registro Mercantil de Málaga, Tomo 0000, Folio 00, Hoja MA-000000',
  address: {
    street: 'Avenida Ricardo Soriano 12, local 3',
    postalCode: '29601',
    locality: 'Marbella',
    region: 'Málaga',
    country: 'ES',
  },
  geo: {
    lat: 36.5101,
    lng: -4.8824,
  },
  phone: '+34 951 000 000',
  whatsappNumber: '34600000000',
  email: 'info@costasolhvac.example',
  privacyEmail: 'privacidad@costasolhvac.example',
  googleReviewUrl: 'https://search.google.com/local/writereview?placeid=PLACEHOLDER',
  googleProfileUrl: 'https://maps.google.com/?cid=0000000000000000000',
  mapsEmbedUrl:
    'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d51200!2d-4.8824!3d36.5101!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1ses!2ses',
  social: {
    facebook: 'https://www.facebook.com/costasolhvac',
    linkedin: 'https://www.linkedin.com/company/costasolhvac',
    youtube: 'https://www.youtube.com/@costasolhvac',
    tiktok: 'https://www.tiktok.com/@costasolhvac',
    homeServicesDirectory: 'https://www.houzz.es/profesionales/costasolhvac',
    google: 'https://g.page/costasolhvac',
  },
  openingHours: [
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '20:00',
    },
    {
      days: ['Saturday'],
      opens: '09:00',
      closes: '14:00',
    },
  ],
  timeZone: 'Europe/Madrid',
  serviceRadiusMeters: 48280,
  founded: 2009,
  phoneHref: 'tel:+34951000000',
} as const;
