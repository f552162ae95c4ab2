import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE = join(__dirname, '..', '..');
const DTO_CLASS = /^(?:export\s+)?(?:abstract\s+)?class\s+(\w+Dto)\b/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

// @nestjs/swagger names each schema of the OpenAPI document after its class: two DTO classes of one name become one
// schema, and a route then documents the other's shape (the admin's town pages once read as the public sub-page).
describe('DTO class names', () => {
  it('are unique across the API, so each is its own schema in the OpenAPI document', () => {
    const files = new Map<string, string[]>();
    for (const file of sourceFiles(SOURCE))
      for (const [, name] of readFileSync(file, 'utf8').matchAll(DTO_CLASS)) files.set(name, [...(files.get(name) ?? []), file]);
    const twice = [...files].filter(([, where]) => where.length > 1).map(([name, where]) => `${name}: ${where.join(', ')}`);
    expect(twice).toEqual([]);
    expect(files.size).toBeGreaterThan(50);
  });
});
