import { type Language, MANUFACTURER_SLUGS, type ManufacturerSlug, manufacturerPath, type RouteKey, routePath } from '@costa-sol/common';
import type { LinkTarget } from './article-types';

const isManufacturer = (target: LinkTarget): target is ManufacturerSlug => (MANUFACTURER_SLUGS as readonly string[]).includes(target);

/** The path of a link target in a language. */
export function linkPath(target: LinkTarget, language: Language): string {
  return isManufacturer(target) ? manufacturerPath(target, language) : routePath(target as RouteKey, language);
}
