import type { Language } from '@costa-sol/common';
import { useCatalogue } from '../../../i18n/i18n-context';
import { bookingText } from '../content/booking-text';
import { slotDays } from '../visit-times';

interface Props {
  slots: readonly { start: string; end: string }[];
  language: Language;
  chosen?: string;
  error?: string;
}

/**
 * The free times as plain radio buttons, one fieldset per day: one group (name "start"), so the arrow keys move
 * between times and Tab leaves the group, with or without JavaScript.
 */
export function SlotPicker({ slots, language, chosen, error }: Props) {
  const t = useCatalogue(bookingText).times;
  const days = slotDays(slots, language);
  return (
    <div id="visit-start" className={error ? 'slot-picker field--invalid' : 'slot-picker'} tabIndex={-1}>
      <p className="form-note">{t.zone}</p>
      {error && (
        <p className="field__helper" id="visit-start-helper-text">
          {error}
        </p>
      )}
      {days.map((day) => (
        <fieldset key={day.day} className="choice-group slot-picker__day">
          <legend>{day.label}</legend>
          {day.slots.map((slot) => (
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
      ))}
    </div>
  );
}
