import { type BusinessFacts, businessFacts, seedBusinessSettings } from '@costa-sol/common';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * The company's facts as the owner last saved them in the admin (business settings): the server renders each page
 * with them; islands get the same facts from the page (islands/business-facts.ts). Outside a page (unit tests),
 * the first start's seed.
 */
const BusinessContext = createContext<BusinessFacts>(businessFacts(seedBusinessSettings()));

export function BusinessProvider({ facts, children }: { facts: BusinessFacts; children: ReactNode }) {
  return <BusinessContext.Provider value={facts}>{children}</BusinessContext.Provider>;
}

export function useBusiness(): BusinessFacts {
  return useContext(BusinessContext);
}
