import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, helperOf, signIn, unique } from './admin-support';
import { gradientPng } from './test-png';

const card = (page: Page, alt: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: alt }) });

test.describe('admin: media library', () => {
  test('uploads an image with its alternative texts, lists it, edits them and deletes it, axe clean in both languages', async ({
    page,
  }) => {
    const id = unique();
    const altEn = `Heat pump beside a white villa ${id}`;
    const altEs = `Bomba de calor junto a una villa blanca ${id}`;
    await signIn(page, '/admin/media');
    await expect(page).toHaveURL(/\/admin\/media$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Media' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations(page);

    // Checked before sending, in the server's words: an SVG is refused, and the texts are required.
    await page.getByLabel('Image file').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(helperOf(page, 'media-file')).toHaveText('Only PNG, JPEG and WebP images are accepted');
    await expect(helperOf(page, 'media-altEn')).toHaveText('Required');
    await expect(page.getByLabel('Image file')).toBeFocused();
    await expectNoAxeViolations(page);

    await page
      .getByLabel('Image file')
      .setInputFiles({ name: 'villa.png', mimeType: 'image/png', buffer: gradientPng(800, 500, Date.now() % 251) });
    await page.locator('#media-altEn').fill(altEn);
    await page.locator('#media-altEs').fill(altEs);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Image uploaded' })).toBeVisible();
    await expect(page.locator('#media-altEn')).toHaveValue('');

    const item = card(page, altEn);
    await expect(item).toBeVisible();
    await expect(item.getByText('800 × 500 pixels')).toBeVisible();
    await expect(item.getByText('Not used yet')).toBeVisible();
    // The thumbnail comes from /media/<id>/<width>.avif (the browser picks AVIF from the <picture>).
    const thumbnail = item.getByRole('img', { name: altEn });
    await expect(thumbnail).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/[0-9a-f-]{36}\/(320|640)\.avif$/);
    await expectNoAxeViolations(page);

    // The Spanish text is edited in place.
    const newAltEs = `Vista de la bomba de calor ${id}`;
    await item.getByLabel('Alternative text in Spanish').fill(newAltEs);
    await item.getByRole('button', { name: `Save the alternative text of ${altEn}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Alternative text saved' })).toBeVisible();

    // In Spanish: the card goes by its Spanish text.
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Biblioteca de imágenes' })).toBeVisible();
    const itemEs = card(page, newAltEs);
    await expect(itemEs.getByLabel('Texto alternativo en español')).toHaveValue(newAltEs);
    await expect(itemEs.getByText('Sin usar todavía')).toBeVisible();
    await expectNoAxeViolations(page);

    // Deleted after a confirmation, with the keyboard.
    await itemEs.getByRole('button', { name: `Eliminar ${newAltEs}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '¿Eliminar esta imagen?' });
    await expect(dialog).toBeVisible();
    // Once it has faded in (half-transparent text would fail the contrast rule).
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Imagen eliminada' })).toBeVisible();
    await expect(card(page, newAltEs)).toHaveCount(0);
    await page.getByRole('button', { name: 'English' }).click();
  });
});
