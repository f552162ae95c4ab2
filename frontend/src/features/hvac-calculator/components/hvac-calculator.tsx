import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { calculatorText } from '../content/calculator-text';
import { sizeRoom, type SizingInput } from '../sizing';
import { formatResult, type Sizing } from '../sizing-summary';
import { CalculatorForm } from './calculator-form';
import { SizingResult } from './sizing-result';

/** One sentence for screen readers each time the estimate changes; the panel itself is not live, it is too long. */
function Announcement({ sizing }: { sizing: Sizing | undefined }) {
  const language = useLanguage();
  const t = useCatalogue(calculatorText).result;
  let text = '';
  if (sizing) {
    const figures = formatResult(sizing.result, language);
    text = `${t.heading}: ${figures.kw} kW. ${figures.splitKw ? t.split(figures.splitKw) : t.overHeading(figures.largestSplitKw)}.`;
  }
  return (
    <div className="visually-hidden" role="status">
      {text}
    </div>
  );
}

/**
 * The calculator: the room questions, then the estimate once calculated. `actions` lets the page that shows it
 * put its own buttons under the estimate (a quote request, a WhatsApp message) without this feature knowing them.
 * Plain elements, no MUI: its classes (.hvac-*) are at the end of components/form/form.css.
 */
export function HvacCalculator({ actions }: { actions?: (sizing: Sizing) => ReactNode }) {
  const [input, setInput] = useState<SizingInput>();
  const onInput = useCallback((next: SizingInput | undefined) => setInput(next), []);
  const sizing = useMemo(() => (input ? { input, result: sizeRoom(input) } : undefined), [input]);
  return (
    <div className="hvac-calculator">
      <CalculatorForm onInput={onInput} />
      <Announcement sizing={sizing} />
      {sizing && <SizingResult sizing={sizing} actions={actions?.(sizing)} />}
    </div>
  );
}
