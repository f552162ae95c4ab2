import { routePath, VISIT_KIND_LABELS, type VisitKind } from '@costa-sol/common';
import { useEffect, useRef } from 'react';
import { CheckCircleGlyph } from '../../../components/form/icons';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { bookingText } from '../content/booking-text';
import { visitDay, visitTime } from '../visit-times';

interface Props {
  visit: { kind: VisitKind; start: string };
  townName: string;
  /** Move focus to the heading (after booking in the page), so a screen reader says the visit is booked. */
  focus?: boolean;
}

/** The booked visit's kind, time and town: never the visitor's own details (the page is reached by the visit's id). */
export function VisitConfirmation({ visit, townName, focus }: Props) {
  const language = useLanguage();
  const t = useCatalogue(bookingText).confirmation;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);
  return (
    <section aria-labelledby="visit-booked-heading" className="thank-you">
      <span className="thank-you__icon">
        <CheckCircleGlyph />
      </span>
      <h2 id="visit-booked-heading" ref={headingRef} tabIndex={-1}>
        {t.heading}
      </h2>
      <dl className="visit-summary">
        <dt>{t.kind}</dt>
        <dd>{VISIT_KIND_LABELS[language][visit.kind]}</dd>
        <dt>{t.when}</dt>
        <dd>{`${visitDay(visit.start, language)}, ${visitTime(visit.start, language)}`}</dd>
        <dt>{t.town}</dt>
        <dd>{townName}</dd>
      </dl>
      <p>{t.body}</p>
      <a className="button button--outlined" href={routePath('book', language)}>
        {t.again}
      </a>
    </section>
  );
}
