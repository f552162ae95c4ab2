import {
  type Language,
  routePath,
  VALIDATION_MESSAGES,
  type ValidationMessageCode,
  VISIT_KIND_LABELS,
  VISIT_KINDS,
  type VisitFormPost,
  type VisitKind,
} from '@costa-sol/common';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useBusiness } from '../../../lib/business';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-errors';
import { type BookedVisit, bookVisit } from '../api/book-visit';
import { fetchFreeSlots, type FreeSlots } from '../api/free-slots';
import { bookingText } from '../content/booking-text';
import { shownDay, slotDays } from '../visit-times';
import { SlotPicker } from './slot-picker';
import { VisitConfirmation } from './visit-confirmation';
import { VisitField } from './visit-field';

export interface TownChoice {
  /** The English slug, as visits store it. */
  slug: string;
  name: string;
}

export interface VisitFormProps {
  towns: TownChoice[];
  kind?: VisitKind;
  town?: string;
  /** The free times of the kind and town chosen, read by the server. */
  slots?: FreeSlots;
  /** The day whose times are shown (`?day=YYYY-MM-DD`); the first day with free times when absent. */
  day?: string;
  /** The form posted without JavaScript and answered with its errors. */
  post?: VisitFormPost;
}

type FieldErrors = Record<string, ValidationMessageCode>;

/** What the live region says once times are shown: how many the day shown has. */
function shownCount(slots: FreeSlots | undefined, language: Language, say: (count: number) => string, day?: string): string {
  if (!slots) return '';
  return say(shownDay(slotDays(slots.slots, language), undefined, day)?.slots.length ?? 0);
}

/** The booking page's query for a kind, a town and maybe a day. */
const bookQuery = (kind: VisitKind, town: string, day?: string) =>
  `?${new URLSearchParams({ kind, town, ...(day ? { day } : {}) }).toString()}`;

/**
 * The booking form (issue 25): step one a GET form (kind and town), step two a POST form (a free time and the
 * visitor's details), both real HTML forms the server answers without JavaScript. Hydrated, choosing a kind or town
 * loads the times at once, and booking goes to POST /api/bookings; a time taken meanwhile reloads the times.
 */
export function VisitForm({ towns, kind: initialKind, town: initialTown, slots: initialSlots, day: initialDay, post }: VisitFormProps) {
  const language = useLanguage();
  const t = useCatalogue(bookingText);
  const business = useBusiness();
  const [kind, setKind] = useState<VisitKind>(initialKind ?? 'survey');
  const [town, setTown] = useState(initialTown ?? '');
  const [slots, setSlots] = useState(initialSlots);
  const [day, setDay] = useState(initialDay);
  const [announcement, setAnnouncement] = useState(() =>
    initialSlots?.message ? '' : shownCount(initialSlots, language, t.times.count, initialDay),
  );
  const [errors, setErrors] = useState<FieldErrors>(post?.fieldErrors ?? {});
  const [failed, setFailed] = useState(post?.failed ?? false);
  const [submitting, setSubmitting] = useState(false);
  const [booked, setBooked] = useState<BookedVisit>();
  const [errorsShown, setErrorsShown] = useState(0);
  const latestLoad = useRef(0);
  const summaryRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (errorsShown > 0) summaryRef.current?.focus();
  }, [errorsShown]);

  async function loadSlots(nextKind: VisitKind, nextTown: string, nextDay?: string): Promise<void> {
    const load = ++latestLoad.current;
    if (!nextTown) {
      setSlots(undefined);
      return;
    }
    setAnnouncement(t.choose.loading);
    try {
      const found = await fetchFreeSlots(nextKind, nextTown, language);
      if (load !== latestLoad.current) return;
      setSlots(found);
      setDay(nextDay);
      setAnnouncement(found.message ? '' : shownCount(found, language, t.times.count, nextDay));
      window.history.replaceState(null, '', bookQuery(nextKind, nextTown, nextDay));
    } catch {
      if (load === latestLoad.current) setAnnouncement(t.choose.failed);
    }
  }

  function choose(nextKind: VisitKind, nextTown: string): void {
    setKind(nextKind);
    setTown(nextTown);
    void loadSlots(nextKind, nextTown);
  }

  function showDay(nextDay: string): void {
    setDay(nextDay);
    setAnnouncement(shownCount(slots, language, t.times.count, nextDay));
    window.history.replaceState(null, '', bookQuery(kind, town, nextDay));
  }

  function onChoose(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    void loadSlots(kind, town);
  }

  async function onBook(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const optional = (name: 'address' | 'notes') => (text(name) ? { [name]: text(name) } : {});
    setSubmitting(true);
    setFailed(false);
    try {
      const visit = await bookVisit({
        kind,
        town,
        start: text('start'),
        name: text('name'),
        email: text('email'),
        phone: text('phone'),
        ...optional('address'),
        ...optional('notes'),
        language,
      });
      setBooked(visit);
    } catch (error) {
      const problems = Object.fromEntries(serverFieldErrors(error));
      setErrors(problems);
      setFailed(Object.keys(problems).length === 0 || (error instanceof ApiError && error.status >= 500));
      setErrorsShown((count) => count + 1);
      if (error instanceof ApiError && error.status === 409) await loadSlots(kind, town, day);
    } finally {
      setSubmitting(false);
    }
  }

  if (booked) {
    const townName = towns.find((candidate) => candidate.slug === booked.town)?.name ?? booked.town;
    return <VisitConfirmation visit={booked} townName={townName} focus />;
  }

  const message = (field: string) => {
    const code = errors[field];
    return code ? VALIDATION_MESSAGES[language][code] : undefined;
  };
  const posted = post?.values ?? {};
  const problems = Object.entries(errors);
  const bookable = slots && slots.availability === 'online' && slots.slots.length > 0;
  return (
    <div className="visit-form">
      <form method="get" className="panel" aria-label={t.choose.legend} onSubmit={onChoose}>
        <fieldset className="choice-group">
          <legend>{t.choose.legend}</legend>
          <div className="form-grid">
            <div className="field">
              <label className="field__label" htmlFor="visit-kind">
                {t.choose.kind}
              </label>
              <select
                id="visit-kind"
                name="kind"
                className="field__control"
                value={kind}
                onChange={(event) => choose(VISIT_KINDS.find((known) => known === event.target.value) ?? 'survey', town)}
              >
                {VISIT_KINDS.map((known) => (
                  <option key={known} value={known}>
                    {VISIT_KIND_LABELS[language][known]}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label className="field__label" htmlFor="visit-town">
                {t.choose.town}
              </label>
              <select
                id="visit-town"
                name="town"
                className="field__control"
                value={town}
                required
                onChange={(event) => choose(kind, event.target.value)}
              >
                <option value="">{t.choose.chooseTown}</option>
                {towns.map((candidate) => (
                  <option key={candidate.slug} value={candidate.slug}>
                    {candidate.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>
        <button type="submit" className="button button--outlined">
          {t.choose.show}
        </button>
      </form>
      {/* One live region: the count of times, or the town's message with the ways to reach us, said once (issue 41). */}
      <div role="status" className="visit-form__status">
        {slots && !bookable ? (
          <div className="notice notice--warning">
            <p>{slots.message}</p>
            <p>
              <a href={business.phoneHref}>{t.times.call(business.phone)}</a>
              {' · '}
              <a href={`${routePath('home', language)}#quote`}>{t.times.quote}</a>
            </p>
          </div>
        ) : (
          <p>{announcement}</p>
        )}
      </div>
      {slots && bookable && (
        <form
          method="post"
          action={bookQuery(kind, town, day)}
          noValidate
          aria-labelledby="visit-times-heading"
          onSubmit={(event) => void onBook(event)}
        >
          {(problems.length > 0 || failed) && (
            <div className="form-summary" role="alert" aria-labelledby="visit-summary-heading">
              <h3 id="visit-summary-heading" ref={summaryRef} tabIndex={-1}>
                {t.details.summary}
              </h3>
              {failed && <p>{t.details.failed}</p>}
              {problems.length > 0 && (
                <ul>
                  {problems.map(([field, code]) => (
                    <li key={field}>
                      <a href={`#visit-${field}`}>{VALIDATION_MESSAGES[language][code]}</a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="town" value={town} />
          <h2 id="visit-times-heading">{t.times.heading}</h2>
          <SlotPicker
            slots={slots.slots}
            language={language}
            chosen={posted.start}
            error={message('start')}
            day={day}
            dayHref={(next) => `${bookQuery(kind, town, next)}#visit-times-heading`}
            onDay={showDay}
          />
          <h2>{t.details.heading}</h2>
          <p className="form-note">{t.required}</p>
          <div className="form-grid">
            <VisitField
              name="name"
              label={t.details.name}
              required
              autoComplete="name"
              defaultValue={posted.name}
              error={message('name')}
            />
            <VisitField
              name="email"
              label={t.details.email}
              required
              type="email"
              autoComplete="email"
              inputMode="email"
              defaultValue={posted.email}
              error={message('email')}
            />
            <VisitField
              name="phone"
              label={t.details.phone}
              required
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              defaultValue={posted.phone}
              error={message('phone')}
            />
            <VisitField
              name="address"
              label={t.details.address}
              autoComplete="street-address"
              defaultValue={posted.address}
              error={message('address')}
            />
            <div className="form-grid__wide">
              <VisitField name="notes" label={t.details.notes} multiline defaultValue={posted.notes} error={message('notes')} />
            </div>
          </div>
          <button type="submit" className="button button--contained button--large" disabled={submitting}>
            {submitting ? t.details.submitting : t.details.submit}
          </button>
        </form>
      )}
    </div>
  );
}
