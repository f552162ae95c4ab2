import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '@costa-sol/common';

export type ConsentChoice = 'granted' | 'denied';

interface StoredConsent {
  analytics: ConsentChoice;
  version: number;
  /** When the visitor chose (proof of consent, GDPR art. 7.1). */
  at: string;
}

/** The visitor's choice for this version of the notice, or undefined when they have not chosen (or storage is off). */
export function readConsent(storage: Storage | undefined = globalThis.localStorage): ConsentChoice | undefined {
  try {
    const stored = JSON.parse(storage?.getItem(CONSENT_STORAGE_KEY) ?? 'null') as StoredConsent | null;
    if (stored?.version !== CONSENT_VERSION) return undefined;
    return stored.analytics === 'granted' || stored.analytics === 'denied' ? stored.analytics : undefined;
  } catch {
    return undefined;
  }
}

export function storeConsent(choice: ConsentChoice, storage: Storage | undefined = globalThis.localStorage, now = new Date()): void {
  const value: StoredConsent = { analytics: choice, version: CONSENT_VERSION, at: now.toISOString() };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage refused (private mode): the choice holds for this page only, and the notice asks again next time.
  }
}
