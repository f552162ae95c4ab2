import type { ReactNode } from 'react';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { calculatorText } from '../content/calculator-text';
import { formatResult, type Sizing } from '../sizing-summary';

function Figure({ label, value, unit, main }: { label: string; value: string; unit: string; main?: boolean }) {
  return (
    <div>
      <dt className="hvac-result__label">{label}</dt>
      <dd className={main ? 'hvac-result__value hvac-result__value--main' : 'hvac-result__value'}>
        {value} {unit}
      </dd>
    </div>
  );
}

/**
 * The estimate in three units, the split size (or why there is none), how it was reached, and the caller's actions.
 * Plain elements; its classes (.hvac-result*) are at the end of components/form/form.css.
 */
export function SizingResult({ sizing, actions }: { sizing: Sizing; actions?: ReactNode }) {
  const language = useLanguage();
  const t = useCatalogue(calculatorText).result;
  const figures = formatResult(sizing.result, language);
  return (
    <section className="panel hvac-result" aria-labelledby="hvac-result-heading">
      <h2 id="hvac-result-heading" className="hvac-result__heading">
        {t.heading}
      </h2>
      <dl className="hvac-result__figures">
        <Figure label={t.kw} value={figures.kw} unit="kW" main />
        <Figure label={t.btu} value={figures.btu} unit="BTU/h" />
        <Figure label={t.frigorias} value={figures.frigorias} unit="frigorías/h" />
      </dl>
      {figures.splitKw ? (
        <div className="notice notice--success hvac-result__notice">
          <strong className="notice__title">{t.split(figures.splitKw)}</strong>
          {t.splitNote}
        </div>
      ) : (
        <div className="notice notice--warning hvac-result__notice">
          <strong className="notice__title">{t.overHeading(figures.largestSplitKw)}</strong>
          {t.overText(figures.largestSplitKw)}
        </div>
      )}
      <p className="hvac-result__comparison">
        {t.comparison(figures.ruleBtu, figures.tableBtu)} {sizing.result.decidedBy === 'rule' ? t.decidedByRule : t.decidedByTable}
      </p>
      <p className={actions ? 'hvac-result__caveat hvac-result__caveat--before-actions' : 'hvac-result__caveat'}>{t.caveat}</p>
      {actions}
    </section>
  );
}
