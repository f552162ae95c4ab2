import { HONEYPOT_FIELD } from '@costa-sol/common';
import type { Ref } from 'react';
import { useCatalogue } from '../../../i18n/i18n-context';
import { formText } from '../content/form-text';

/**
 * The spam trap: a field named `website` that people neither see nor reach with the keyboard, so they leave it
 * empty; form-filling bots fill it. Uncontrolled: the form reads it through `inputRef` when it sends.
 */
export function Honeypot({ idPrefix, inputRef }: { idPrefix: 'quote' | 'contact'; inputRef: Ref<HTMLInputElement> }) {
  const t = useCatalogue(formText);
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="visually-hidden">
      <label htmlFor={id}>{t.honeypotLabel}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" ref={inputRef} />
    </div>
  );
}
