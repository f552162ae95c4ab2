import type { Test } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { query } from '../support/test-database';

export const ALT = { altEn: 'A heat pump outside a white villa', altEs: 'Una bomba de calor junto a una villa blanca' };

/** POST /api/admin/media as the admin's form sends it: the alternative texts, then the file. */
export function upload(
  http: TestAgent,
  authorization: string | undefined,
  file: Buffer,
  filename: string,
  options: { contentType?: string; alt?: Record<string, string> } = {},
): Test {
  const request = http.post('/api/admin/media');
  if (authorization) void request.set('authorization', authorization);
  for (const [name, value] of Object.entries(options.alt ?? ALT)) void request.field(name, value);
  return request.attach('file', file, { filename, contentType: options.contentType ?? 'application/octet-stream' });
}

export async function countRows(table: 'media' | 'media_variant'): Promise<number> {
  const [row] = await query<{ count: string }>(`select count(*)::text as count from ${table}`);
  return Number(row.count);
}

export async function emptyMediaLibrary(): Promise<void> {
  await query('truncate table media cascade');
}
