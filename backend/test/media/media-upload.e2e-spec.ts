import sharp from 'sharp';
import { adminAuthorization, startTestApp, type TestApp } from '../support/test-app';
import { query } from '../support/test-database';
import { ALT, countRows, emptyMediaLibrary, upload } from './media-support';
import { decompressionBomb, EXIF_MARK, hasGpsDirectory, photo } from './test-images';

describe('media library: uploads', () => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => {
    t = await startTestApp();
    auth = await adminAuthorization(t);
  });
  beforeEach(() => emptyMediaLibrary());
  afterAll(() => t.close());

  describe.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ] as const)('a %s photo', (format, mimeType) => {
    it('is stored re-encoded: EXIF and GPS position gone, orientation applied', async () => {
      const bytes = await photo(format, 40);
      const sent = await sharp(bytes).metadata();
      expect(hasGpsDirectory(sent.exif)).toBe(true);
      expect(sent.orientation).toBe(6);

      const response = await upload(t.http, auth, bytes, `holiday.${format}`).expect(201);
      expect(response.headers['cache-control']).toBe('no-store');
      // Shown turned a quarter: 1000 × 700 as taken, 700 × 1000 as seen.
      expect(response.body).toMatchObject({ mimeType, width: 700, height: 1000, ...ALT, uses: 0, widths: [320, 640] });

      const [row] = await query<{ original: Buffer; byte_size: number }>('select original, byte_size from media where id = $1', [
        response.body.id,
      ]);
      const stored = await sharp(row.original).metadata();
      expect(stored.format).toBe(format);
      expect([stored.width, stored.height]).toEqual([700, 1000]);
      expect(stored.exif).toBeUndefined();
      expect(hasGpsDirectory(stored.exif)).toBe(false);
      expect(stored.orientation ?? 1).toBe(1);
      expect(row.original.includes(Buffer.from(EXIF_MARK))).toBe(false);
      expect(row.byte_size).toBe(row.original.length);
    });
  });

  it('lists what is stored, newest first, with the alternative texts', async () => {
    const first = await upload(t.http, auth, await photo('png', 1), 'first.png').expect(201);
    const second = await upload(t.http, auth, await photo('webp', 2), 'second.webp', {
      alt: { altEn: 'Second one', altEs: 'La segunda' },
    }).expect(201);
    const list = await t.http.get('/api/admin/media').set('authorization', auth).expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.data.map((item: { id: string }) => item.id)).toEqual([second.body.id, first.body.id]);
    expect(list.body.data[0]).toMatchObject({ altEn: 'Second one', altEs: 'La segunda', uses: 0 });
    expect(list.body.data[0]).not.toHaveProperty('original');
  });

  it('refuses the same file twice (409), keeping the first', async () => {
    const bytes = await photo('jpeg', 3);
    await upload(t.http, auth, bytes, 'a.jpg').expect(201);
    const again = await upload(t.http, auth, bytes, 'b.jpg').expect(409);
    expect(again.body).toMatchObject({ code: 'MEDIA.DUPLICATE', fieldErrors: { file: { code: 'imageDuplicate' } } });
    expect(await countRows('media')).toBe(1);
  });

  describe('refusals: a clear message, and nothing stored', () => {
    afterEach(async () => {
      expect(await countRows('media')).toBe(0);
    });

    it.each([
      ['a Windows executable', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 0x90)])],
      ['a Linux executable', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(4000, 0)])],
      ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n')],
    ])('%s renamed photo.jpg and sent as image/jpeg (400)', async (_label, bytes) => {
      const response = await upload(t.http, auth, bytes, 'photo.jpg', { contentType: 'image/jpeg' }).expect(400);
      expect(response.body).toMatchObject({ code: 'MEDIA.TYPE_REFUSED', fieldErrors: { file: { code: 'imageType' } } });
      expect(response.body.message).toMatch(/Only PNG, JPEG and WebP images are accepted/);
    });

    it.each([
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ])('an SVG with a script, sent as %s (400)', async (filename, contentType) => {
      const svg = Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
      );
      const response = await upload(t.http, auth, svg, filename, { contentType }).expect(400);
      expect(response.body).toMatchObject({ code: 'MEDIA.TYPE_REFUSED' });
      expect(response.body.message).toMatch(/SVG images are not accepted/);
    });

    it('a 20 MB file (413)', async () => {
      const big = Buffer.concat([await photo('png', 4), Buffer.alloc(20 * 1024 * 1024, 7)]);
      const response = await upload(t.http, auth, big, 'huge.png', { contentType: 'image/png' }).expect(413);
      expect(response.body).toMatchObject({ code: 'MEDIA.TOO_LARGE', message: 'The image is larger than 15 MB.' });
    });

    it('a 20 MB file streamed without a declared length: cut off at 15 MB (413)', async () => {
      const boundary = 'media-test-boundary';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="altEn"\r\n\r\n${ALT.altEn}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="altEs"\r\n\r\n${ALT.altEs}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      const megabyte = Buffer.alloc(1024 * 1024, 7);
      async function* body() {
        yield head;
        yield await photo('png', 9);
        for (let i = 0; i < 20; i++) yield megabyte;
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      }
      const response = await fetch(`${t.baseUrl}/api/admin/media`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: ReadableStream.from(body()),
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'MEDIA.TOO_LARGE', fieldErrors: { file: { code: 'imageTooLarge' } } });
    });

    it('a 20,000 × 20,000 pixel PNG of 50 KB, a decompression bomb (400)', async () => {
      const bomb = decompressionBomb();
      expect(bomb.length).toBeLessThan(100 * 1024);
      expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
      const response = await upload(t.http, auth, bomb, 'bomb.png', { contentType: 'image/png' }).expect(400);
      expect(response.body).toMatchObject({ code: 'MEDIA.TOO_MANY_PIXELS', fieldErrors: { file: { code: 'imageTooManyPixels' } } });
      expect(response.body.message).toContain('20000 × 20000');
    });

    it.each(['jpeg', 'png', 'webp'] as const)('a truncated %s (400)', async (format) => {
      const whole = await photo(format, 5, { width: 1200, height: 900 });
      const response = await upload(t.http, auth, whole.subarray(0, Math.floor(whole.length * 0.6)), `cut.${format}`).expect(400);
      expect(response.body).toMatchObject({ code: 'MEDIA.UNREADABLE', fieldErrors: { file: { code: 'imageUnreadable' } } });
      expect(response.body.message).toMatch(/damaged or incomplete/);
    });

    it('a PNG signature in front of something else (400)', async () => {
      const jpeg = await photo('jpeg', 6);
      const forged = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpeg]);
      await upload(t.http, auth, forged, 'forged.png').expect(400);
    });

    it('a photo without its alternative texts, or with one too long (400, per field)', async () => {
      const bytes = await photo('png', 7);
      const missing = await upload(t.http, auth, bytes, 'a.png', { alt: { altEn: 'Only English' } }).expect(400);
      expect(missing.body.fieldErrors).toEqual({ altEs: { code: 'required', message: 'Required' } });
      const long = await upload(t.http, auth, bytes, 'a.png', { alt: { altEn: 'x'.repeat(251), altEs: 'Bien' } }).expect(400);
      expect(long.body.fieldErrors.altEn.code).toBe('tooLong');
    });

    it('a form without a file, a JSON body, and two files (400 or 415)', async () => {
      const noFile = await t.http.post('/api/admin/media').set('authorization', auth).field('altEn', ALT.altEn).field('altEs', ALT.altEs);
      expect(noFile.status).toBe(400);
      expect(noFile.body.fieldErrors.file.code).toBe('required');
      const json = await t.http.post('/api/admin/media').set('authorization', auth).send({ altEn: 'x', altEs: 'y' });
      expect(json.status).toBe(415);
      const bytes = await photo('png', 8);
      const two = await upload(t.http, auth, bytes, 'a.png').attach('file', bytes, 'b.png');
      expect(two.status).toBe(400);
    });
  });
});
