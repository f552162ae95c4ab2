import type { BusinessFacts } from '@costa-sol/common';

/**
 * The company's facts as a JSON data block in the page (never executed: the CSP allows no inline script), written
 * once by the server next to the islands and read by each island in the browser, so a phone number changed in the
 * admin reaches the islands with the page, with no request of their own.
 */
const SELECTOR = 'script[data-business-facts]';

export function businessFactsBlock(facts: BusinessFacts): string {
  return `<script type="application/json" data-business-facts>${JSON.stringify(facts).replace(/</g, '\\u003c')}</script>`;
}

let read: BusinessFacts | undefined;

/** The page's facts (undefined on a page without the block: the islands then use the seed). */
export function pageBusinessFacts(): BusinessFacts | undefined {
  const block = document.querySelector(SELECTOR);
  if (!read && block?.textContent) read = JSON.parse(block.textContent) as BusinessFacts;
  return read;
}
