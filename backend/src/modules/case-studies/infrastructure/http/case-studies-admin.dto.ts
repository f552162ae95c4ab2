import { type CaseStudyBody, type CaseStudyChangesBody, caseStudyChangesSchema, caseStudySchema } from '@costa-sol/common';
import { ApiProperty } from '@nestjs/swagger';
import { entityApiSchema } from '../../../../shared/http/entity-api-schema';
import type { CaseStudyChanges, CaseStudyInput } from '../../application/admin/case-study-inputs';
import type { CaseStudy } from '../../domain/case-study';

/** The bodies staff send: common's case study schema (an edit, every field optional). */
export const CASE_STUDY_BODY = entityApiSchema('CaseStudyInputDto', caseStudySchema);
export const CASE_STUDY_CHANGES_BODY = entityApiSchema('CaseStudyUpdateDto', caseStudyChangesSchema);

export class AdminCaseStudyDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() titleEn!: string;
  @ApiProperty() titleEs!: string;
  @ApiProperty() location!: string;
  @ApiProperty() beforeSystemEn!: string;
  @ApiProperty() beforeSystemEs!: string;
  @ApiProperty({ description: 'Euros per year.' }) beforeEnergyCost!: number;
  @ApiProperty({ type: [String] }) beforeIssuesEn!: string[];
  @ApiProperty({ type: [String] }) beforeIssuesEs!: string[];
  @ApiProperty() afterSystemEn!: string;
  @ApiProperty() afterSystemEs!: string;
  @ApiProperty({ description: 'Euros per year.' }) afterEnergyCost!: number;
  @ApiProperty({ type: [String] }) afterBenefitsEn!: string[];
  @ApiProperty({ type: [String] }) afterBenefitsEs!: string[];
  @ApiProperty({ description: 'Euros per year: beforeEnergyCost - afterEnergyCost.' }) annualSavings!: number;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'An image of the media library.' })
  beforePhotoId!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'An image of the media library.' })
  afterPhotoId!: string | null;
  @ApiProperty({ description: 'The one on the home page; at most one is.' }) featured!: boolean;
  @ApiProperty({ description: 'Shown on the public site.' }) isPublished!: boolean;
  @ApiProperty({ description: 'Place in the list, 0 first.' }) position!: number;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;

  static from(c: CaseStudy): AdminCaseStudyDto {
    return {
      id: c.id,
      titleEn: c.title.en,
      titleEs: c.title.es,
      location: c.location,
      beforeSystemEn: c.beforeSystem.en,
      beforeSystemEs: c.beforeSystem.es,
      beforeEnergyCost: c.beforeEnergyCost,
      beforeIssuesEn: c.beforeIssues.map((item) => item.en),
      beforeIssuesEs: c.beforeIssues.map((item) => item.es),
      afterSystemEn: c.afterSystem.en,
      afterSystemEs: c.afterSystem.es,
      afterEnergyCost: c.afterEnergyCost,
      afterBenefitsEn: c.afterBenefits.map((item) => item.en),
      afterBenefitsEs: c.afterBenefits.map((item) => item.es),
      annualSavings: c.annualSavings,
      beforePhotoId: c.beforePhotoId ?? null,
      afterPhotoId: c.afterPhotoId ?? null,
      featured: c.featured,
      isPublished: c.isPublished,
      position: c.position,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    };
  }
}

export class AdminCaseStudyListDto {
  @ApiProperty({ type: [AdminCaseStudyDto] }) data!: AdminCaseStudyDto[];

  static from(caseStudies: CaseStudy[]): AdminCaseStudyListDto {
    return { data: caseStudies.map((c) => AdminCaseStudyDto.from(c)) };
  }
}

function pair<T>(en: T | undefined, es: T | undefined): Partial<Record<'en' | 'es', T>> {
  return { ...(en !== undefined && { en }), ...(es !== undefined && { es }) };
}

export function caseStudyInput(dto: CaseStudyBody): CaseStudyInput {
  return {
    title: { en: dto.titleEn, es: dto.titleEs },
    location: dto.location,
    beforeSystem: { en: dto.beforeSystemEn, es: dto.beforeSystemEs },
    beforeEnergyCost: dto.beforeEnergyCost,
    beforeIssues: { en: dto.beforeIssuesEn, es: dto.beforeIssuesEs },
    afterSystem: { en: dto.afterSystemEn, es: dto.afterSystemEs },
    afterEnergyCost: dto.afterEnergyCost,
    afterBenefits: { en: dto.afterBenefitsEn, es: dto.afterBenefitsEs },
    beforePhotoId: dto.beforePhotoId ?? null,
    afterPhotoId: dto.afterPhotoId ?? null,
    featured: dto.featured ?? false,
    isPublished: dto.isPublished ?? false,
  };
}

/** The flat admin fields as the domain's change; absent fields stay as they are. */
export function caseStudyChanges(dto: CaseStudyChangesBody): CaseStudyChanges {
  return {
    title: pair(dto.titleEn, dto.titleEs),
    location: dto.location,
    beforeSystem: pair(dto.beforeSystemEn, dto.beforeSystemEs),
    beforeEnergyCost: dto.beforeEnergyCost,
    beforeIssues: pair(dto.beforeIssuesEn, dto.beforeIssuesEs),
    afterSystem: pair(dto.afterSystemEn, dto.afterSystemEs),
    afterEnergyCost: dto.afterEnergyCost,
    afterBenefits: pair(dto.afterBenefitsEn, dto.afterBenefitsEs),
    beforePhotoId: dto.beforePhotoId,
    afterPhotoId: dto.afterPhotoId,
    featured: dto.featured,
    isPublished: dto.isPublished,
  };
}
