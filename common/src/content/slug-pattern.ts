/**
 * Slugs of every kind (towns and their sub-pages, Q&A categories and pages, article anchors, content file names):
 * lowercase letters and digits, single hyphens between words.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
