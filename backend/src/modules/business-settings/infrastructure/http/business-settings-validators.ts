import {
  BUSINESS_SETTINGS_RULES,
  daysListedOnce,
  isCalendarDate,
  isClaimsShape,
  isOpeningHoursShape,
  opensBeforeCloses,
  type ValidationMessageCode,
} from '@costa-sol/common';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsInt, IsNumber, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { AllowedCharacters } from '../../../../shared/http/text-field.decorators';
import { rule, Trim } from '../../../../shared/http/validation-rule';

/* Rule order as in shared/http/text-field.decorators.ts: presence and type first, then the field's own rules. */

const R = BUSINESS_SETTINGS_RULES;

function check(name: string, code: ValidationMessageCode, valid: (value: unknown) => boolean): PropertyDecorator {
  return ValidateBy({ name, validator: { validate: valid } }, rule(code));
}

/** One line of text, trimmed, at most 200 characters; optionally a pattern with its own message. */
export function SettingText(example: string, pattern?: { regex: RegExp; code: ValidationMessageCode }): PropertyDecorator {
  return applyDecorators(
    IsDefined(rule('required')),
    IsString(rule('invalidInput')),
    AllowedCharacters(),
    Trim(),
    check('notBlank', 'required', (value) => typeof value === 'string' && value.length > 0),
    MaxLength(R.text.max, rule('tooLong')),
    ...(pattern ? [Matches(pattern.regex, rule(pattern.code))] : []),
    ApiProperty({ example, maxLength: R.text.max, ...(pattern && { pattern: pattern.regex.source }) }),
  );
}

export const SettingUrl = (example: string) => SettingText(example, { regex: R.httpsUrl, code: 'urlInvalid' });

export function SettingEmail(example: string): PropertyDecorator {
  return applyDecorators(
    IsDefined(rule('required')),
    IsString(rule('invalidInput')),
    Trim(),
    MaxLength(R.text.max, rule('tooLong')),
    check('settingEmail', 'emailInvalid', (value) => typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)),
    ApiProperty({ example, maxLength: R.text.max }),
  );
}

/** A number within a range (whole when `integer`). */
export function SettingNumber(example: number, range: { min: number; max: number }, integer = true): PropertyDecorator {
  return applyDecorators(
    IsDefined(rule('required')),
    integer ? IsInt(rule('invalidInput')) : IsNumber({ allowNaN: false, allowInfinity: false }, rule('invalidInput')),
    Min(range.min, rule('tooSmall')),
    Max(range.max, rule('tooLarge')),
    ApiProperty({ example, minimum: range.min, maximum: range.max, type: integer ? 'integer' : 'number' }),
  );
}

/** An on/off switch: true or false, nothing else. */
export function SettingSwitch(description: string): PropertyDecorator {
  return applyDecorators(IsDefined(rule('required')), IsBoolean(rule('invalidInput')), ApiProperty({ type: Boolean, description }));
}

/** The weekly hours: rows of days with opening and closing times (HH:MM, opens before closes, each day once). */
export function WeeklyHours(): PropertyDecorator {
  return applyDecorators(
    IsDefined(rule('required')),
    check('weeklyHoursShape', 'hoursInvalid', isOpeningHoursShape),
    check('opensBeforeCloses', 'hoursOrder', (value) => isOpeningHoursShape(value) && opensBeforeCloses(value)),
    check('daysListedOnce', 'hoursDayTwice', (value) => isOpeningHoursShape(value) && daysListedOnce(value)),
  );
}

/** Holiday closures: real calendar days as YYYY-MM-DD. */
export function HolidayClosures(): PropertyDecorator {
  return applyDecorators(
    IsDefined(rule('required')),
    check(
      'holidayClosures',
      'dateInvalid',
      (value) => Array.isArray(value) && value.length <= R.holidayClosures.max && value.every(isCalendarDate),
    ),
    ApiProperty({ type: [String], example: ['2026-12-25', '2027-01-01'], maxItems: R.holidayClosures.max }),
  );
}

/** Every home-page figure, each with its value and its "show" switch. */
export function Claims(): PropertyDecorator {
  return applyDecorators(IsDefined(rule('required')), check('claims', 'claimsInvalid', isClaimsShape));
}
