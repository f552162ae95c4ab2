import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn, unique } from './admin-support';
import { hydrated } from './support';
import { gradientPng } from './test-png';

/** The slots of issue 27 this spec fills through the admin, with the value of the page photos screen's select. */
const SLOTS = ['home', 'contact', 'services:airConditioning', 'brands:daikin', 'guides:hvacSizingGuide'];
const SLOT_PATHS = [
  '/api/admin/page-photos/home',
  '/api/admin/page-photos/contact',
  '/api/admin/page-photos/services/airConditioning',
  '/api/admin/page-photos/brands/daikin',
  '/api/admin/page-photos/guides/hvacSizingGuide',
];

const PAGES = {
  en: { home: '/', contact: '/contact', brand: '/manufacturers/daikin', guide: '/resources/hvac-sizing-guide' },
  es: { home: '/es', contact: '/es/contacto', brand: '/es/fabricantes/daikin', guide: '/es/recursos/guia-dimensionamiento-hvac' },
} as const;

async function token(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(window.sessionStorage.getItem('costa-sol-admin-session') ?? '{}') as { token: string }).token);
}

/** Puts the image on a page through the page photos screen. */
async function choose(page: Page, slot: string, alt: string): Promise<void> {
  await page.goto('/admin/page-photos');
  await hydrated(page);
  await page.getByLabel('Page', { exact: true }).selectOption(slot);
  await page.getByRole('button', { name: `Add ${alt}` }).click();
  await page.getByRole('button', { name: 'Save photos' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Page photos saved' })).toBeVisible();
}

/**
 * The LCP photo as issue 27 wants it: a <picture> with AVIF and WebP srcsets of the library, an <img> fetched at once
 * with high priority, its width and height set, and the same AVIF srcset and sizes preloaded from the head.
 */
/** A photo further down: a <picture> of the library that loads when scrolled near, nothing preloaded for it. */
async function expectLazyPicture(img: Locator, mediaId: string): Promise<void> {
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(img).not.toHaveAttribute('fetchpriority', /./);
  await expect(img).toHaveAttribute('width', /^\d+$/);
  await expect(img.locator('xpath=..').locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    new RegExp(`/media/${mediaId}/320\\.avif`),
  );
}

async function expectPreloadedPicture(page: Page, img: Locator, mediaId: string): Promise<void> {
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('loading', 'eager');
  await expect(img).toHaveAttribute('width', /^\d+$/);
  await expect(img).toHaveAttribute('height', /^\d+$/);
  const picture = img.locator('xpath=..');
  await expect(picture).toHaveJSProperty('tagName', 'PICTURE');
  const avif = picture.locator('source[type="image/avif"]');
  await expect(avif).toHaveAttribute('srcset', new RegExp(`/media/${mediaId}/320\\.avif 320w, .*640\\.avif 640w`));
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', new RegExp(`/media/${mediaId}/320\\.webp 320w`));
  const preload = page.locator(`head link[rel="preload"][as="image"][type="image/avif"][fetchpriority="high"]`);
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('imagesrcset', (await avif.getAttribute('srcset')) ?? 'missing');
  await expect(preload).toHaveAttribute('imagesizes', (await avif.getAttribute('sizes')) ?? 'missing');
  // Fetched and drawn: the browser chose a variant of this image.
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toContain(`/media/${mediaId}/`);
}

test('page photo slots: the home hero and a service card, contact, a manufacturer page and a guide show their photo in both languages, the drawings come back without', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const id = unique();
  const alt = { en: `Heat pump on a Marbella terrace ${id}`, es: `Bomba de calor en una terraza de Marbella ${id}` };
  await signIn(page, '/admin/media');
  const auth = { Authorization: `Bearer ${await token(page)}` };
  await page
    .getByLabel('Image file')
    .setInputFiles({ name: 'slot.png', mimeType: 'image/png', buffer: gradientPng(1200, 900, (Date.now() % 150) + 61) });
  await page.locator('#media-altEn').fill(alt.en);
  await page.locator('#media-altEs').fill(alt.es);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Image uploaded' })).toBeVisible();
  const library = (await (await page.request.get('/api/admin/media', { headers: auth })).json()) as {
    data: { id: string; altEn: string }[];
  };
  const mediaId = library.data.find((media) => media.altEn === alt.en)?.id ?? 'missing';

  try {
    for (const slot of SLOTS) await choose(page, slot, alt.en);

    for (const lang of ['en', 'es'] as const) {
      const paths = PAGES[lang];
      // The home hero: the photo in place of the drawing, preloaded; the air conditioning card: the service's photo.
      await page.goto(paths.home);
      await expect(page.locator('img[src="/images/hero-villa.svg"]')).toHaveCount(0);
      const photos = page.getByRole('img', { name: alt[lang], exact: true });
      await expect(photos).toHaveCount(2);
      await expectPreloadedPicture(page, photos.first(), mediaId);
      await expectLazyPicture(photos.nth(1), mediaId);
      const card = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: alt[lang], exact: true }) });
      await expect(card.getByRole('link')).toHaveAttribute(
        'href',
        lang === 'en' ? '/services/air-conditioning' : '/es/servicios/aire-acondicionado',
      );
      // The contact page: beside the form, below it on a phone, so not preloaded.
      await page.goto(paths.contact);
      await expectLazyPicture(page.getByRole('img', { name: alt[lang], exact: true }), mediaId);
      await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0);
      // A manufacturer page and a guide lead with it, under their h1.
      for (const path of [paths.brand, paths.guide]) {
        await page.goto(path);
        const lead = page.getByRole('article').getByRole('img', { name: alt[lang], exact: true });
        await expectPreloadedPicture(page, lead, mediaId);
        const followsHeading = await lead.evaluate((img) => {
          const heading = document.querySelector('h1');
          return heading !== null && Boolean(heading.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING);
        });
        expect(followsHeading).toBe(true);
      }
    }
  } finally {
    for (const path of SLOT_PATHS) await page.request.put(path, { headers: auth, data: { mediaIds: [] } });
    await page.request.delete(`/api/admin/media/${mediaId}`, { headers: auth });
  }

  // Without photos: the drawing exactly as before, nothing preloaded, no lead photo.
  for (const lang of ['en', 'es'] as const) {
    await page.goto(PAGES[lang].home);
    const drawing = page.locator('img[src="/images/hero-villa.svg"]');
    await expect(drawing).toHaveAttribute('fetchpriority', 'high');
    await expect(drawing).toHaveAttribute('width', '640');
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0);
    await expect(page.getByRole('img', { name: alt[lang], exact: true })).toHaveCount(0);
    for (const path of [PAGES[lang].contact, PAGES[lang].brand, PAGES[lang].guide]) {
      await page.goto(path);
      await expect(page.getByRole('img', { name: alt[lang], exact: true })).toHaveCount(0);
      await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0);
    }
  }
});
