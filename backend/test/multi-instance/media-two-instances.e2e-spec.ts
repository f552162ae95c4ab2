import sharp from 'sharp';
import { adminAuthorization, startTestApp, type TestApp } from '../support/test-app';
import { query } from '../support/test-database';
import { countRows, emptyMediaLibrary, upload } from '../media/media-support';

const bytesOf = async (t: TestApp, path: string): Promise<Buffer> => {
  const response = await fetch(`${t.baseUrl}${path}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};

// Two app instances on one PostgreSQL, each with its own memory, as behind a load balancer (in this process: the
// images need no built site). Not on the embedded database, which belongs to one process.
describe('media library: two instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  let id: string;
  beforeAll(async () => {
    [a, b] = await Promise.all([startTestApp(), startTestApp()]);
    await emptyMediaLibrary();
    const picture = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer();
    id = (await upload(a.http, await adminAuthorization(a), picture, 'shared.jpg').expect(201)).body.id;
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('serve the same bytes for an image uploaded on one of them', async () => {
    const fromB = await bytesOf(b, `/media/${id}/640.avif`);
    const fromA = await bytesOf(a, `/media/${id}/640.avif`);
    expect(fromA.equals(fromB)).toBe(true);
    expect(await countRows('media_variant')).toBe(1);
  });

  it('serve the same bytes when both make a variant at the same moment (the first stored wins)', async () => {
    const [fromA, fromB] = await Promise.all([bytesOf(a, `/media/${id}/960.webp`), bytesOf(b, `/media/${id}/960.webp`)]);
    expect(fromA.equals(fromB)).toBe(true);
    expect(await query('select 1 from media_variant where media_id = $1 and width = 960', [id])).toHaveLength(1);
  });

  it('reuse the variant another instance stored instead of making it again', async () => {
    const madeByA = await bytesOf(a, `/media/${id}/320.webp`);
    // The stored copy is swapped for another picture: an instance that encoded the variant itself would not serve it.
    const marker = await sharp({ create: { width: 320, height: 192, channels: 3, background: '#ff00ff' } })
      .webp()
      .toBuffer();
    await query('update media_variant set bytes = $1 where media_id = $2 and width = 320 and format = $3', [marker, id, 'webp']);
    expect((await bytesOf(b, `/media/${id}/320.webp`)).equals(marker)).toBe(true);
    // A keeps serving the copy it holds in memory.
    expect((await bytesOf(a, `/media/${id}/320.webp`)).equals(madeByA)).toBe(true);
  });

  it('drop an image deleted on one of them from the memory of the other', async () => {
    await bytesOf(b, `/media/${id}/640.avif`);
    await a.http
      .delete(`/api/admin/media/${id}`)
      .set('authorization', await adminAuthorization(a))
      .expect(204);
    const deadline = Date.now() + 2000;
    while ((await fetch(`${b.baseUrl}/media/${id}/640.avif`)).status !== 404) {
      if (Date.now() > deadline) throw new Error('still served by the other instance after 2 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
