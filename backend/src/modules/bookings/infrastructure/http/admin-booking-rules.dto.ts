import { VISIT_RULE_LIMITS, type VisitRules } from '@costa-sol/common';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsDefined, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { rule } from '../../../../shared/http/validation-rule';

const TOWN_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function BoundedInteger(limits: { min: number; max: number }, description: string, example: number): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ minimum: limits.min, maximum: limits.max, example, description })(target, key);
    Max(limits.max, rule('tooLarge'))(target, key);
    Min(limits.min, rule('tooSmall'))(target, key);
    IsInt(rule('invalidInput'))(target, key);
    IsDefined(rule('required'))(target, key);
  };
}

function TownList(description: string): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ type: [String], example: ['nerja'], description, maxItems: 200 })(target, key);
    Matches(TOWN_SLUG, { ...rule('invalidOption'), each: true })(target, key);
    MaxLength(80, { ...rule('tooLong'), each: true })(target, key);
    IsString({ ...rule('invalidInput'), each: true })(target, key);
    ArrayMaxSize(200, rule('tooLong'))(target, key);
    IsArray(rule('invalidInput'))(target, key);
    IsDefined(rule('required'))(target, key);
  };
}

const { visitMinutes, bufferMinutes, minNoticeHours, maxDaysAhead } = VISIT_RULE_LIMITS;

/** The office's booking rules, one field per setting (the visit lengths side by side). */
export class VisitRulesDto {
  @BoundedInteger(visitMinutes, 'Minutes a survey visit takes.', 60)
  surveyMinutes!: number;

  @BoundedInteger(visitMinutes, 'Minutes a maintenance visit takes.', 90)
  maintenanceMinutes!: number;

  @BoundedInteger(visitMinutes, 'Minutes a repair visit takes.', 120)
  repairMinutes!: number;

  @BoundedInteger(bufferMinutes, 'Minutes kept free after each visit to travel to the next.', 30)
  bufferMinutes!: number;

  @BoundedInteger(minNoticeHours, 'How soon a visit can be booked online, in hours from now.', 12)
  minNoticeHours!: number;

  @BoundedInteger(maxDaysAhead, 'How far ahead a visit can be booked online, in days from today.', 28)
  maxDaysAhead!: number;

  @TownList('Towns (slugs, English or Spanish; answered in English) whose visits the office arranges by phone.')
  appointmentOnlyTowns!: string[];

  @TownList('Towns (slugs, English or Spanish; answered in English) not served at all.')
  unservedTowns!: string[];

  static from(rules: VisitRules): VisitRulesDto {
    return {
      surveyMinutes: rules.visitMinutes.survey,
      maintenanceMinutes: rules.visitMinutes.maintenance,
      repairMinutes: rules.visitMinutes.repair,
      bufferMinutes: rules.bufferMinutes,
      minNoticeHours: rules.minNoticeHours,
      maxDaysAhead: rules.maxDaysAhead,
      appointmentOnlyTowns: rules.appointmentOnlyTowns,
      unservedTowns: rules.unservedTowns,
    };
  }
}

export function visitRulesOf(dto: VisitRulesDto): VisitRules {
  return {
    visitMinutes: { survey: dto.surveyMinutes, maintenance: dto.maintenanceMinutes, repair: dto.repairMinutes },
    bufferMinutes: dto.bufferMinutes,
    minNoticeHours: dto.minNoticeHours,
    maxDaysAhead: dto.maxDaysAhead,
    appointmentOnlyTowns: dto.appointmentOnlyTowns,
    unservedTowns: dto.unservedTowns,
  };
}
