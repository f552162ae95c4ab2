import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, signIn, unique } from './admin-support';
import { hydrated } from './support';
import { gradientPng } from './test-png';

type Lang = 'en' | 'es';

/** The admin's and the home page's words in each language (admin-text-*.ts, case-studies-text.ts). */
const WORDS = {
  en: {
    upload: 'Upload',
    uploaded: 'Image uploaded',
    save: 'Save',
    testimonialPhoto: 'Customer photo',
    beforePhoto: 'Photo before the work',
    afterPhoto: 'Photo after the work',
    noPhoto: 'No photo',
    before: 'Before',
    after: 'After',
    publish: (name: string) => `Publish ${name}`,
    unpublish: (name: string) => `Unpublish ${name}`,
    testimonial: (name: string) => `the testimonial of ${name}`,
    delete: 'Delete',
    deleted: 'Image deleted',
    townPhotos: 'Page photos',
    town: 'Page',
    add: (alt: string) => `Add ${alt}`,
    moveUp: (alt: string) => `Move ${alt} up`,
    moveDown: (alt: string) => `Move ${alt} down`,
    remove: (alt: string) => `Remove ${alt}`,
    savePhotos: 'Save photos',
    photosSaved: 'Page photos saved',
    gallery: 'Photos of Marbella',
    serviceGallery: 'Photos: Air conditioning installation on the Costa del Sol',
    servicePath: '/services/air-conditioning',
    usedIn: 'Used in 2 places: remove it there before deleting it.',
  },
  es: {
    upload: 'Subir',
    uploaded: 'Imagen subida',
    save: 'Guardar',
    testimonialPhoto: 'Foto del cliente',
    beforePhoto: 'Foto antes de la obra',
    afterPhoto: 'Foto después de la obra',
    noPhoto: 'Sin foto',
    before: 'Antes',
    after: 'Después',
    publish: (name: string) => `Publicar ${name}`,
    unpublish: (name: string) => `Despublicar ${name}`,
    testimonial: (name: string) => `el testimonio de ${name}`,
    delete: 'Eliminar',
    deleted: 'Imagen eliminada',
    townPhotos: 'Fotos de páginas',
    town: 'Página',
    add: (alt: string) => `Añadir ${alt}`,
    moveUp: (alt: string) => `Subir ${alt}`,
    moveDown: (alt: string) => `Bajar ${alt}`,
    remove: (alt: string) => `Quitar ${alt}`,
    savePhotos: 'Guardar fotos',
    photosSaved: 'Fotos de la página guardadas',
    gallery: 'Fotos de Marbella',
    serviceGallery: 'Fotos: Instalación de aire acondicionado en la Costa del Sol',
    servicePath: '/es/servicios/aire-acondicionado',
    usedIn: 'Se usa en 2 lugares: quítala de allí antes de eliminarla.',
  },
} as const;

async function token(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(window.sessionStorage.getItem('costa-sol-admin-session') ?? '{}') as { token: string }).token);
}

async function reviewAuthors(page: Page): Promise<string[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts
    .flatMap((text) => [JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[]].flat())
    .filter((data) => data['@type'] === 'Review')
    .map((data) => (data.author as { name: string }).name);
}

/** The image as the page serves it: a <picture> with AVIF and WebP srcsets of the library, width, height and alt. */
async function expectLibraryPicture(img: Locator, alt: string): Promise<void> {
  await expect(img).toHaveAttribute('alt', alt);
  await expect(img).toHaveAttribute('width', /^\d+$/);
  await expect(img).toHaveAttribute('height', /^\d+$/);
  await expect(img).toHaveAttribute('loading', 'lazy');
  const picture = img.locator('xpath=..');
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /\/media\/[0-9a-f-]{36}\/320\.avif 320w, .*640\.avif 640w/,
  );
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\/media\/[0-9a-f-]{36}\/320\.webp 320w/);
  await expect(picture.locator('source').first()).toHaveAttribute('sizes', /.+/);
}

async function upload(page: Page, lang: Lang, file: Buffer, alt: { en: string; es: string }): Promise<void> {
  await page
    .getByLabel(lang === 'en' ? 'Image file' : 'Archivo de imagen')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: file });
  await page.locator('#media-altEn').fill(alt.en);
  await page.locator('#media-altEs').fill(alt.es);
  await page.getByRole('button', { name: WORDS[lang].upload, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: WORDS[lang].uploaded })).toBeVisible();
  await expect(page.locator('#media-altEn')).toHaveValue('');
}

async function pick(page: Page, group: string, alt: string): Promise<void> {
  const radio = page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: alt, exact: true });
  await radio.check();
  await expect(radio).toBeChecked();
}

for (const lang of ['en', 'es'] as const satisfies readonly Lang[]) {
  test(`admin (${lang}): photos on a testimonial, a featured case study and a town page, shown in the page's language, then removed`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const w = WORDS[lang];
    const id = unique();
    const before = { en: `Old boiler in a garage ${id}`, es: `Caldera antigua en un garaje ${id}` };
    const after = { en: `New heat pump on a terrace ${id}`, es: `Bomba de calor nueva en una terraza ${id}` };
    const name = `Photo reviewer ${id}`;
    const review = { en: `They fitted the heat pump in a day, number ${id}.`, es: `Instalaron la bomba de calor en un día, número ${id}.` };
    const title = { en: `Marbella villa ${id}: oil to heat pump`, es: `Villa en Marbella ${id}: del gasóleo a la aerotermia` };
    const home = lang === 'en' ? '/' : '/es';
    const seed = (Date.now() % 200) + (lang === 'en' ? 0 : 31);

    await signIn(page, '/admin/media');
    if (lang === 'es') {
      await page.getByRole('button', { name: 'Español' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    }
    const auth = { Authorization: `Bearer ${await token(page)}` };
    const featuredBefore = (
      (await (await page.request.get('/api/admin/case-studies', { headers: auth })).json()) as { data: { id: string; featured: boolean }[] }
    ).data.find((c) => c.featured)?.id;

    // Two images, with their alternative texts in both languages.
    await upload(page, lang, gradientPng(1200, 800, seed), before);
    await upload(page, lang, gradientPng(1000, 750, seed + 7), after);

    // A testimonial with a photo: the picker is a labelled radio group, "No photo" first.
    await page.goto('/admin/testimonials/new');
    await hydrated(page);
    await expect(page.getByRole('radiogroup', { name: w.testimonialPhoto }).getByRole('radio', { name: w.noPhoto })).toBeChecked();
    await page.locator('#testimonial-name').fill(name);
    await page.locator('#testimonial-serviceEn').fill('Heat pump installation');
    await page.locator('#testimonial-serviceEs').fill('Instalación de bomba de calor');
    await page.locator('#testimonial-reviewEn').fill(review.en);
    await page.locator('#testimonial-reviewEs').fill(review.es);
    await pick(page, w.testimonialPhoto, before[lang]);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/testimonials$/);
    await page.getByRole('button', { name: w.publish(w.testimonial(name)), exact: true }).click();
    await expect(page.getByRole('button', { name: w.unpublish(w.testimonial(name)), exact: true })).toBeVisible();

    // A featured case study with its before and after photos.
    await page.goto('/admin/case-studies/new');
    await hydrated(page);
    await page.locator('#case-study-location').fill('Marbella');
    await page.locator('#case-study-beforeEnergyCost').fill('4100');
    await page.locator('#case-study-afterEnergyCost').fill('1500');
    await page.locator('#case-study-featured').check();
    for (const l of ['en', 'es'] as const) {
      const suffix = l === 'en' ? 'En' : 'Es';
      await page.locator(`#case-study-title${suffix}`).fill(title[l]);
      await page
        .locator(`#case-study-beforeSystem${suffix}`)
        .fill(l === 'en' ? 'An old heating oil boiler.' : 'Una caldera de gasóleo antigua.');
      await page.locator(`#case-study-afterSystem${suffix}`).fill(l === 'en' ? 'An air-to-water heat pump.' : 'Una aerotermia aire-agua.');
      await page.locator(`#case-study-beforeIssues${suffix}`).fill(l === 'en' ? 'High bills' : 'Facturas altas');
      await page.locator(`#case-study-afterBenefits${suffix}`).fill(l === 'en' ? 'Lower bills' : 'Facturas más bajas');
    }
    await pick(page, w.beforePhoto, before[lang]);
    await pick(page, w.afterPhoto, after[lang]);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/case-studies$/);
    await page.getByRole('button', { name: w.publish(title.en), exact: true }).click();
    await expect(page.getByRole('button', { name: w.unpublish(title.en), exact: true })).toBeVisible();

    // The home page of that language: the photos as <picture>, alt texts in its language, the review in the data.
    await page.goto(home);
    const card = page.getByRole('listitem').filter({ hasText: review[lang] });
    await expectLibraryPicture(card.getByRole('img', { name: before[lang] }), before[lang]);
    const figures = page.locator('figure');
    await expectLibraryPicture(figures.filter({ hasText: w.before }).getByRole('img'), before[lang]);
    await expectLibraryPicture(figures.filter({ hasText: w.after }).getByRole('img'), after[lang]);
    await expect(page.getByRole('heading', { name: title[lang] })).toBeVisible();
    expect(await reviewAuthors(page)).toContain(name);

    // Town photos: chosen and ordered in the admin, shown on the town page; then removed, and no gallery is left.
    await page.goto('/admin/page-photos');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: w.townPhotos })).toBeVisible();
    await page.getByLabel(w.town).selectOption('towns:marbella');
    await page.getByRole('button', { name: w.add(before[lang]) }).click();
    // Focus never falls to the top of the page: it goes on to a control that does the same job.
    await expect(page.locator(':focus')).toHaveAttribute('data-focus', /^(add:|save$)/);
    await page.getByRole('button', { name: w.add(after[lang]) }).click();
    await expect(page.locator(':focus')).toHaveAttribute('data-focus', /^(add:|save$)/);
    await page.getByRole('button', { name: w.moveUp(after[lang]) }).click();
    // Now first, its Move up is disabled: focus is on its Move down.
    await expect(page.getByRole('button', { name: w.moveDown(after[lang]) })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: w.savePhotos }).click();
    await expect(page.getByRole('status').filter({ hasText: w.photosSaved })).toBeVisible();
    const townSlug = ((await (await page.request.get(`/api/locations/marbella?lang=${lang}`)).json()) as { slug: string }).slug;
    const townPath = `${lang === 'en' ? '/locations' : '/es/ubicaciones'}/${townSlug}`;
    await page.goto(townPath);
    const gallery = page.getByRole('list', { name: w.gallery });
    await expect(gallery.getByRole('img')).toHaveCount(2);
    await expectLibraryPicture(gallery.getByRole('img').first(), after[lang]);
    await expectLibraryPicture(gallery.getByRole('img').nth(1), before[lang]);
    await page.goto('/admin/page-photos');
    await hydrated(page);
    await page.getByLabel(w.town).selectOption('towns:marbella');
    await page.getByRole('button', { name: w.remove(before[lang]) }).click();
    await expect(page.getByRole('button', { name: w.remove(after[lang]) })).toBeFocused();
    await page.getByRole('button', { name: w.remove(after[lang]) }).click();
    await page.getByRole('button', { name: w.savePhotos }).click();
    await expect(page.getByRole('status').filter({ hasText: w.photosSaved })).toBeVisible();
    await page.goto(townPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: w.gallery })).toHaveCount(0);

    // Service pages take photos the same way: the first leads the air conditioning page under its h1, the other
    // forms the gallery; then none again.
    await page.goto('/admin/page-photos');
    await hydrated(page);
    await page.getByLabel(w.town).selectOption('services:airConditioning');
    await page.getByRole('button', { name: w.add(before[lang]) }).click();
    await page.getByRole('button', { name: w.add(after[lang]) }).click();
    await page.getByRole('button', { name: w.savePhotos }).click();
    await expect(page.getByRole('status').filter({ hasText: w.photosSaved })).toBeVisible();
    await page.goto(w.servicePath);
    const lead = page.getByRole('article').getByRole('img', { name: before[lang], exact: true });
    await expect(lead).toHaveAttribute('fetchpriority', 'high');
    await expect(lead.locator('xpath=..').locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\/media\/[0-9a-f-]{36}\/320\.avif/,
    );
    const serviceGallery = page.getByRole('list', { name: w.serviceGallery });
    await expect(serviceGallery.getByRole('img')).toHaveCount(1);
    await expectLibraryPicture(serviceGallery.getByRole('img').first(), after[lang]);
    await page.goto('/admin/page-photos');
    await hydrated(page);
    await page.getByLabel(w.town).selectOption('services:airConditioning');
    await page.getByRole('button', { name: w.remove(before[lang]) }).click();
    await page.getByRole('button', { name: w.remove(after[lang]) }).click();
    await page.getByRole('button', { name: w.savePhotos }).click();
    await expect(page.getByRole('status').filter({ hasText: w.photosSaved })).toBeVisible();
    await page.goto(w.servicePath);
    await expect(page.getByRole('list', { name: w.serviceGallery })).toHaveCount(0);
    await expect(page.getByRole('article').locator('picture')).toHaveCount(0);

    // An image in use cannot be deleted, and the library says why.
    await page.goto('/admin/media');
    await hydrated(page);
    const usedCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: before[lang] }) });
    await expect(usedCard.getByText(w.usedIn)).toBeVisible();
    await expect(usedCard.getByRole('button', { name: `${w.delete} ${before[lang]}` })).toBeDisabled();
    const refused = await page.request.delete(
      `/api/admin/media/${await usedCard.getByRole('img').evaluate((img) => img.getAttribute('src')?.split('/')[2])}`,
      {
        headers: auth,
      },
    );
    expect(refused.status()).toBe(409);

    // Unpublished, both are gone from the home page and its data.
    await page.goto('/admin/testimonials');
    await hydrated(page);
    await page.getByRole('button', { name: w.unpublish(w.testimonial(name)), exact: true }).click();
    await expect(page.getByRole('button', { name: w.publish(w.testimonial(name)), exact: true })).toBeVisible();
    await page.goto('/admin/case-studies');
    await hydrated(page);
    await page.getByRole('button', { name: w.unpublish(title.en), exact: true }).click();
    await expect(page.getByRole('button', { name: w.publish(title.en), exact: true })).toBeVisible();
    await page.goto(home);
    await expect(page.getByText(review[lang])).toHaveCount(0);
    await expect(page.getByRole('img', { name: before[lang] })).toHaveCount(0);
    await expect(page.getByRole('img', { name: after[lang] })).toHaveCount(0);
    expect(await reviewAuthors(page)).not.toContain(name);

    // The uses removed (the content deleted), both images are deleted after a confirmation.
    const list = async (path: string) =>
      ((await (await page.request.get(path, { headers: auth })).json()) as { data: { id: string }[] }).data;
    const testimonialId = (await list('/api/admin/testimonials')).find((item) => 'name' in item && item.name === name)?.id;
    const caseStudyId = (await list('/api/admin/case-studies')).find((item) => 'titleEn' in item && item.titleEn === title.en)?.id;
    expect((await page.request.delete(`/api/admin/testimonials/${testimonialId}`, { headers: auth })).status()).toBe(204);
    expect((await page.request.delete(`/api/admin/case-studies/${caseStudyId}`, { headers: auth })).status()).toBe(204);
    await page.goto('/admin/media');
    await hydrated(page);
    for (const alt of [before[lang], after[lang]]) {
      await page.getByRole('button', { name: `${w.delete} ${alt}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: w.delete }).click();
      await expect(page.getByRole('status').filter({ hasText: w.deleted })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: alt })).toHaveCount(0);
    }
    if (featuredBefore)
      expect((await page.request.post(`/api/admin/case-studies/${featuredBefore}/feature`, { headers: auth })).status()).toBe(200);
  });
}
