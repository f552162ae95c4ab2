import sharp from 'sharp';
import { adminAuthorization, startTestApp, type TestApp } from '../support/test-app';
import { query } from '../support/test-database';
import { countRows, emptyMediaLibrary, upload } from './media-support';

/** A plain 1400 × 900 picture (no orientation tag): offered at 320, 640, 960 and 1280 pixels. */
const picture = (hue: number) =>
  sharp({ create: { width: 1400, height: 900, channels: 3, background: { r: hue, g: 120, b: 60 } } })
    .png()
    .toBuffer();

describe('media library: variants', () => {
  let t: TestApp;
  let auth: string;
  let id: string;
  beforeAll(async () => {
    t = await startTestApp();
    auth = await adminAuthorization(t);
    await emptyMediaLibrary();
    const created = await upload(t.http, auth, await picture(10), 'wide.png').expect(201);
    id = created.body.id;
    expect(created.body.widths).toEqual([320, 640, 960, 1280]);
  });
  afterAll(() => t.close());

  it.each([
    [640, 'avif', 'image/avif', 'heif'],
    [320, 'webp', 'image/webp', 'webp'],
    [1280, 'webp', 'image/webp', 'webp'],
  ] as const)('serves %i.%s with its type, size and immutable caching', async (width, format, contentType, decodedAs) => {
    const response = await t.http
      .get(`/media/${id}/${width}.${format}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const metadata = await sharp(response.body as Buffer).metadata();
    expect(metadata.format).toBe(decodedAs);
    expect([metadata.width, metadata.height]).toEqual([width, Math.round((900 * width) / 1400)]);
    await t.http.get(`/media/${id}/${width}.${format}`).set('if-none-match', response.headers.etag).expect(304);
  });

  it('makes each variant once and stores it; a second request does not make it again', async () => {
    const path = `/media/${id}/960.webp`;
    const first = await t.http.get(path).expect(200);
    const [stored] = await query<{ created_at: Date }>(`select created_at from media_variant where media_id = $1 and width = 960`, [id]);
    const rows = await countRows('media_variant');
    const second = await t.http.get(path).expect(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(await countRows('media_variant')).toBe(rows);
    const [after] = await query<{ created_at: Date }>(`select created_at from media_variant where media_id = $1 and width = 960`, [id]);
    expect(after.created_at).toEqual(stored.created_at);
  });

  it.each([
    ['a width wider than the original', () => `/media/${id}/1920.webp`],
    ['a width outside the fixed set', () => `/media/${id}/500.webp`],
    ['another format', () => `/media/${id}/640.png`],
    ['no format', () => `/media/${id}/640`],
    ['an unknown image', () => '/media/00000000-0000-4000-8000-000000000000/640.webp'],
    ['an id that is no uuid', () => '/media/not-an-id/640.webp'],
  ])('answers 404 to %s', async (_label, path) => {
    const response = await t.http.get(path());
    expect(response.status).toBe(404);
    expect(response.headers['cache-control']).not.toContain('immutable');
  });

  it('serves a small image at the smallest width only, never enlarged', async () => {
    const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#abcdef' } })
      .jpeg()
      .toBuffer();
    const created = await upload(t.http, auth, small, 'small.jpg').expect(201);
    expect(created.body.widths).toEqual([320]);
    const response = await t.http.get(`/media/${created.body.id}/320.webp`).expect(200);
    expect(await sharp(response.body as Buffer).metadata()).toMatchObject({ width: 200, height: 100 });
  });

  it('edits the alternative text without touching the picture, then deletes the image and its variants', async () => {
    const edited = await t.http
      .patch(`/api/admin/media/${id}`)
      .set('authorization', auth)
      .send({ altEs: 'Vista de una azotea con placas solares' })
      .expect(200);
    expect(edited.headers['cache-control']).toBe('no-store');
    expect(edited.body).toMatchObject({ id, altEn: 'A heat pump outside a white villa', altEs: 'Vista de una azotea con placas solares' });
    await t.http.patch(`/api/admin/media/${id}`).set('authorization', auth).send({ altEn: '' }).expect(400);
    await t.http.get(`/media/${id}/640.avif`).expect(200);

    await t.http.delete(`/api/admin/media/${id}`).set('authorization', auth).expect(204);
    expect(await query('select 1 from media_variant where media_id = $1', [id])).toEqual([]);
    await t.http.get(`/media/${id}/640.avif`).expect(404);
    await t.http.delete(`/api/admin/media/${id}`).set('authorization', auth).expect(404);
  });
});
