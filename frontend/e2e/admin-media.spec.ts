import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, helperOf, signIn, unique } from './admin-support';

/** A PNG drawn here (a colour gradient, different each run): the library refuses a file it already holds. */
function gradientPng(width: number, height: number, seed: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // 8 bits per channel
  header.writeUInt8(2, 9); // RGB
  const rows = Buffer.alloc((1 + width * 3) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (1 + width * 3) + 1 + x * 3;
      rows[at] = (x + seed) % 256;
      rows[at + 1] = (y * 2) % 256;
      rows[at + 2] = seed % 256;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
