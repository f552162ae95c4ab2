import { mediaVariantPath } from '@costa-sol/common';
import sharp from 'sharp';

/** The bench's admin account (set in the app's environment by run.ts). */
export const BENCH_ADMIN = { email: 'bench@costasol.test', password: 'Bench-Admin-Password-1' };

/** A 1600 × 1000 photo-like JPEG (gradients and noise, so its variants are of a realistic size). */
async function benchPhoto(): Promise<Buffer> {
  const width = 1600;
  const height = 1000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const x = i % width;
    const y = Math.floor(i / width);
    pixels[i * 3] = (x / 7 + Math.random() * 40) & 255;
    pixels[i * 3 + 1] = (y / 5 + Math.random() * 40) & 255;
    pixels[i * 3 + 2] = ((x + y) / 11) & 255;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * Uploads a photo to the media library through the admin API and asks once for its 640-pixel AVIF (made, stored and
 * kept in memory), so the measured requests are the cached case. Returns the variant's path.
 */
export async function cachedVariantPath(app: string): Promise<string> {
  const login = await fetch(`${app}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const form = new FormData();
  form.append('altEn', 'Bench photo');
  form.append('altEs', 'Foto de la prueba');
  form.append('file', new Blob([await benchPhoto()], { type: 'image/jpeg' }), 'bench.jpg');
  const upload = await fetch(`${app}/api/admin/media`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` }, body: form });
  if (upload.status !== 201) throw new Error(`Uploading the bench photo failed: ${upload.status} ${await upload.text()}`);
  const { id } = (await upload.json()) as { id: string };
  const path = mediaVariantPath(id, 640, 'avif');
  const first = await fetch(`${app}${path}`);
  if (!first.ok) throw new Error(`${path} answered ${first.status}`);
  return path;
}
