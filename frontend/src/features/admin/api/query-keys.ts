/** Every admin query key starts with 'admin', so signing out can drop them all at once. */
export const adminKeys = {
  all: ['admin'] as const,
  qa: ['admin', 'qa'] as const,
  categories: ['admin', 'qa', 'categories'] as const,
  category: (id: string) => ['admin', 'qa', 'categories', id] as const,
  qaPages: (filter: object) => ['admin', 'qa', 'pages', filter] as const,
  qaPage: (id: string) => ['admin', 'qa', 'page', id] as const,
  leads: ['admin', 'leads'] as const,
  leadList: (filter: object) => ['admin', 'leads', 'list', filter] as const,
  lead: (id: string) => ['admin', 'leads', 'one', id] as const,
  leadStats: (period: object) => ['admin', 'leads', 'stats', period] as const,
  testimonials: ['admin', 'testimonials'] as const,
  testimonial: (id: string) => ['admin', 'testimonials', id] as const,
  caseStudies: ['admin', 'case-studies'] as const,
  caseStudy: (id: string) => ['admin', 'case-studies', id] as const,
  media: ['admin', 'media'] as const,
  towns: (language: string) => ['admin', 'towns', language] as const,
  pagePhotos: (kind: string, id: string) => ['admin', 'page-photos', kind, id] as const,
  me: ['admin', 'me'] as const,
  sessions: ['admin', 'sessions'] as const,
  securitySettings: ['admin', 'security-settings'] as const,
  businessSettings: ['admin', 'settings', 'business'] as const,
  priceGuides: ['admin', 'price-guides'] as const,
  users: ['admin', 'users'] as const,
  bookings: ['admin', 'bookings'] as const,
  visits: (range: object) => ['admin', 'bookings', 'visits', range] as const,
  audit: (entityType: string) => ['admin', 'audit', entityType] as const,
};

/** Admin data changes under the admin's own hands (and other staff's): read it again on every visit. */
export const ADMIN_STALE_TIME = 0;
