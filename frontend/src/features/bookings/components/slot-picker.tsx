import type { Language } from '@costa-sol/common';
import type { MouseEvent } from 'react';
import { useCatalogue } from '../../../i18n/i18n-context';
import { bookingText } from '../content/booking-text';
import { shownDay, slotDays } from '../visit-times';

interface Props {
  slots: readonly { start: string; end: string }[];
  language: Language;
  chosen?: string;
  error?: string;
  /** The day asked for (`?day=YYYY-MM-DD`); the first day with free times when absent or full. */
  day?: string;
  /** The page again with a day in its query: each day's link, followed without JavaScript. */
  dayHref: (day: string) => string;
  /** With JavaScript: shows another day's times without a reload. */
  onDay?: (day: string) => void;
}

/** A plain click on a day's link (not one that opens a new tab). */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Day first, then its times: the days with free times as links (the page again with `day=` in its query, so it works
 * without JavaScript; an island switches days in place), then the chosen day's times as plain radio buttons in one
 * fieldset (name "start"), so the arrow keys move between times and Tab leaves the group. One day's times fit a
 * phone's screen or two where all of them took thousands of pixels.
 */
export function SlotPicker({ slots, language, chosen, error, day, dayHref, onDay }: Props) {
  const t = useCatalogue(bookingText).times;
  const days = slotDays(slots, language);
  const shown = shownDay(days, chosen, day);
  return (
    <div id="visit-start" className={error ? 'slot-picker field--invalid' : 'slot-picker'} tabIndex={-1}>
      <p className="form-note">{t.zone}</p>
      {error && (
        <p className="field__helper" id="visit-start-helper-text">
          {error}
        </p>
      )}
      <h3 id="visit-days-heading" className="slot-picker__heading">
        {t.days}
      </h3>
      <ul className="slot-picker__days" aria-labelledby="visit-days-heading">
        {days.map((candidate) => (
          <li key={candidate.day}>
            <a
              href={dayHref(candidate.day)}
              className="slot-picker__day-link"
              aria-current={candidate.day === shown?.day ? 'date' : undefined}
              onClick={(event) => {
                if (!onDay || !plainClick(event)) return;
                event.preventDefault();
                onDay(candidate.day);
              }}
            >
              {candidate.short}
            </a>
          </li>
        ))}
      </ul>
      {shown && (
        <fieldset key={shown.day} className="choice-group slot-picker__day">
          <legend>{t.dayTimes(shown.label)}</legend>
          {shown.slots.map((slot) => (
            <label key={slot.start} className="slot-picker__time">
              <input
                type="radio"
                name="start"
                value={slot.start}
                defaultChecked={slot.start === chosen}
                required
                aria-describedby={error ? 'visit-start-helper-text' : undefined}
              />
              <span>{slot.time}</span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
