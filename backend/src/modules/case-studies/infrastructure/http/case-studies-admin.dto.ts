import { CASE_STUDY_FIELD_LIMITS } from '@costa-sol/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { PhotoId } from '../../../../shared/http/photo.dto';
import { RequiredText } from '../../../../shared/http/text-field.decorators';
import { rule } from '../../../../shared/http/validation-rule';
import type { CaseStudyChanges, CaseStudyInput } from '../../application/admin/case-study-inputs';
import type { CaseStudy } from '../../domain/case-study';
import { EuroAmount, LineList } from './case-study-fields.decorators';

const L = CASE_STUDY_FIELD_LIMITS;
const TITLE = { ...L.title, minRule: 'textTooShort' } as const;
const SYSTEM = { ...L.system, minRule: 'textTooShort', multiline: true } as const;

/** Texts are plain text: shown as written, never as HTML. The annual savings are computed (before - after). */
export class CaseStudyInputDto {
  @RequiredText({ example: 'Nueva Andalucía villa: from heating oil to aerotermia', ...TITLE })
  titleEn!: string;

  @RequiredText({ example: 'Villa en Nueva Andalucía: del gasóleo a la aerotermia', ...TITLE })
  titleEs!: string;

  @RequiredText({ example: 'Nueva Andalucía, Marbella', ...L.location, minRule: 'textTooShort' })
  location!: string;

  @RequiredText({ example: 'A 20-year-old heating oil boiler and six old splits.', ...SYSTEM })
  beforeSystemEn!: string;

  @RequiredText({ example: 'Una caldera de gasóleo de 20 años y seis splits antiguos.', ...SYSTEM })
  beforeSystemEs!: string;

  @EuroAmount(6850)
  beforeEnergyCost!: number;

  @LineList(['Rising heating oil costs'])
  beforeIssuesEn!: string[];

  @LineList(['Gasto en gasóleo cada vez mayor'])
  beforeIssuesEs!: string[];

  @RequiredText({ example: 'A 14 kW air-to-water heat pump and 10 kWp of solar panels.', ...SYSTEM })
  afterSystemEn!: string;

  @RequiredText({ example: 'Una aerotermia de 14 kW y 10 kWp de placas solares.', ...SYSTEM })
  afterSystemEs!: string;

  @EuroAmount(2460)
  afterEnergyCost!: number;

  @LineList(['No more heating oil'])
  afterBenefitsEn!: string[];

  @LineList(['Adiós al gasóleo'])
  afterBenefitsEs!: string[];

  @PhotoId('An image of the media library: the place before the work; null for none.')
  beforePhotoId?: string | null;

  @PhotoId('An image of the media library: the place after the work; null for none.')
  afterPhotoId?: string | null;

  @ApiPropertyOptional({ default: false, description: 'The one on the home page; featuring one unfeatures any other.' })
  @IsOptional()
  @IsBoolean(rule('invalidInput'))
  featured?: boolean;

  @ApiPropertyOptional({ default: false, description: 'Published case studies are public; drafts are not.' })
  @IsOptional()
  @IsBoolean(rule('invalidInput'))
  isPublished?: boolean;
}

export class CaseStudyUpdateDto extends PartialType(CaseStudyInputDto) {}

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

export function caseStudyInput(dto: CaseStudyInputDto): CaseStudyInput {
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
export function caseStudyChanges(dto: CaseStudyUpdateDto): CaseStudyChanges {
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
