/** Name → slug: lowercase, accents removed, every run of other characters one hyphen ('Alhaurín el Grande' → 'alhaurin-el-grande'). */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
