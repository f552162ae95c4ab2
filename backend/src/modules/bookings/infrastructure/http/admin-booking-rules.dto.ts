import { type VisitRules, type VisitRulesBody, visitRulesSchema } from '@costa-sol/common';
import { ApiProperty } from '@nestjs/swagger';
import { entityApiSchema } from '../../../../shared/http/entity-api-schema';

/** The body the office sends: common's booking-rules schema. */
export const VISIT_RULES_BODY = entityApiSchema('VisitRulesInputDto', visitRulesSchema);

/** The office's booking rules as saved, one field per setting (the visit lengths side by side). */
export class VisitRulesDto {
  @ApiProperty({ example: 60, description: 'Minutes a survey visit takes.' })
  surveyMinutes!: number;

  @ApiProperty({ example: 90, description: 'Minutes a maintenance visit takes.' })
  maintenanceMinutes!: number;

  @ApiProperty({ example: 120, description: 'Minutes a repair visit takes.' })
  repairMinutes!: number;

  @ApiProperty({ example: 30, description: 'Minutes kept free after each visit to travel to the next.' })
  bufferMinutes!: number;

  @ApiProperty({ example: 12, description: 'How soon a visit can be booked online, in hours from now.' })
  minNoticeHours!: number;

  @ApiProperty({ example: 28, description: 'How far ahead a visit can be booked online, in days from today.' })
  maxDaysAhead!: number;

  @ApiProperty({
    type: [String],
    example: ['nerja'],
    description: 'Towns (slugs, English or Spanish; answered in English) whose visits the office arranges by phone.',
  })
  appointmentOnlyTowns!: string[];

  @ApiProperty({
    type: [String],
    example: ['nerja'],
    description: 'Towns (slugs, English or Spanish; answered in English) not served at all.',
  })
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

export function visitRulesOf(dto: VisitRulesBody): VisitRules {
  return {
    visitMinutes: { survey: dto.surveyMinutes, maintenance: dto.maintenanceMinutes, repair: dto.repairMinutes },
    bufferMinutes: dto.bufferMinutes,
    minNoticeHours: dto.minNoticeHours,
    maxDaysAhead: dto.maxDaysAhead,
    appointmentOnlyTowns: dto.appointmentOnlyTowns,
    unservedTowns: dto.unservedTowns,
  };
}
