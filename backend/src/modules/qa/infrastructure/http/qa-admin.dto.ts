import { PUBLICATION_STATUSES, type PublicationStatus, QA_FIELD_LIMITS, SLUG_PATTERN } from '@costa-sol/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { rule, Trim } from '../../../../shared/http/validation-rule';
import type { QaCategoryChanges, QaPageChanges } from '../../application/admin/qa-inputs';
import type { QaCategoryWithCounts, QaPage } from '../../domain/qa';

const L = QA_FIELD_LIMITS;

/* Rule order: the type check sits nearest the property (see leads/quote-request.dto.ts). */
export class QaCategoryInputDto {
  @ApiProperty({ example: 'heat-pumps', pattern: SLUG_PATTERN.source, minLength: L.slug.min, maxLength: L.slug.max })
  @Trim()
  @Matches(SLUG_PATTERN, rule('slugInvalid'))
  @MaxLength(L.slug.max, rule('tooLong'))
  @MinLength(L.slug.min, rule('textTooShort'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  slug!: string;

  @ApiProperty({ example: 'Heat pumps', minLength: L.categoryName.min, maxLength: L.categoryName.max })
  @Trim()
  @MaxLength(L.categoryName.max, rule('tooLong'))
  @MinLength(L.categoryName.min, rule('textTooShort'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  nameEn!: string;

  @ApiProperty({ example: 'Bombas de calor', minLength: L.categoryName.min, maxLength: L.categoryName.max })
  @Trim()
  @MaxLength(L.categoryName.max, rule('tooLong'))
  @MinLength(L.categoryName.min, rule('textTooShort'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  nameEs!: string;

  @ApiPropertyOptional({ example: 'Aerothermal heating and cooling explained.', maxLength: L.categoryDescription.max })
  @Trim()
  @IsOptional()
  @MaxLength(L.categoryDescription.max, rule('tooLong'))
  @IsString(rule('invalidInput'))
  descriptionEn?: string;

  @ApiPropertyOptional({ example: 'La aerotermia explicada.', maxLength: L.categoryDescription.max })
  @Trim()
  @IsOptional()
  @MaxLength(L.categoryDescription.max, rule('tooLong'))
  @IsString(rule('invalidInput'))
  descriptionEs?: string;

  @ApiPropertyOptional({ example: 0, minimum: 0, maximum: 1000, description: 'Order on the public index, smallest first.' })
  @IsOptional()
  @Max(1000, rule('invalidInput'))
  @Min(0, rule('invalidInput'))
  @IsInt(rule('invalidInput'))
  position?: number;
}

export class QaCategoryUpdateDto extends PartialType(QaCategoryInputDto) {}

export class QaPageInputDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', rule('invalidInput'))
  @IsDefined(rule('required'))
  categoryId!: string;

  @ApiProperty({ example: 'how-efficient-is-a-heat-pump', pattern: SLUG_PATTERN.source, minLength: L.slug.min, maxLength: L.slug.max })
  @Trim()
  @Matches(SLUG_PATTERN, rule('slugInvalid'))
  @MaxLength(L.slug.max, rule('tooLong'))
  @MinLength(L.slug.min, rule('textTooShort'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  slug!: string;

  @ApiProperty({ example: 'How efficient is a heat pump?', minLength: L.question.min, maxLength: L.question.max })
  @Trim()
  @MaxLength(L.question.max, rule('tooLong'))
  @MinLength(L.question.min, rule('textTooShort'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  questionEn!: string;

  @ApiProperty({ example: '¿Qué eficiencia tiene una bomba de calor?', minLength: L.question.min, maxLength: L.question.max })
  @Trim()
  @MaxLength(L.question.max, rule('tooLong'))
  @MinLength(L.question.min, rule('textTooShort'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  questionEs!: string;

  @ApiProperty({ description: 'Markdown.', minLength: L.answer.min, maxLength: L.answer.max })
  @Trim()
  @MaxLength(L.answer.max, rule('tooLong'))
  @MinLength(L.answer.min, rule('textTooShort'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  answerEn!: string;

  @ApiProperty({ description: 'Markdown.', minLength: L.answer.min, maxLength: L.answer.max })
  @Trim()
  @MaxLength(L.answer.max, rule('tooLong'))
  @MinLength(L.answer.min, rule('textTooShort'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  answerEs!: string;

  @ApiPropertyOptional({ default: false, description: 'Published pages are public; drafts are not.' })
  @IsOptional()
  @IsBoolean(rule('invalidInput'))
  isPublished?: boolean;
}

export class QaPageUpdateDto extends PartialType(QaPageInputDto) {}

export class QaPageListQueryDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', rule('invalidInput'))
  categoryId?: string;

  @ApiPropertyOptional({ enum: PUBLICATION_STATUSES })
  @IsOptional()
  @IsIn(PUBLICATION_STATUSES, rule('invalidOption'))
  status?: PublicationStatus;
}

export class AdminQaCategoryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() nameEn!: string;
  @ApiProperty() nameEs!: string;
  @ApiProperty() descriptionEn!: string;
  @ApiProperty() descriptionEs!: string;
  @ApiProperty() position!: number;
  @ApiProperty() publishedPages!: number;
  @ApiProperty() draftPages!: number;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;

  static from(category: Omit<QaCategoryWithCounts, 'publishedPages' | 'draftPages'> & Partial<QaCategoryWithCounts>): AdminQaCategoryDto {
    return {
      id: category.id,
      slug: category.slug,
      nameEn: category.name.en,
      nameEs: category.name.es,
      descriptionEn: category.description.en,
      descriptionEs: category.description.es,
      position: category.position,
      publishedPages: category.publishedPages ?? 0,
      draftPages: category.draftPages ?? 0,
      createdAt: category.createdAt,
      updatedAt: category.updatedAt,
    };
  }
}

export class AdminQaPageDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) categoryId!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() questionEn!: string;
  @ApiProperty() questionEs!: string;
  @ApiProperty() answerEn!: string;
  @ApiProperty() answerEs!: string;
  @ApiProperty() isPublished!: boolean;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;

  static from(page: QaPage): AdminQaPageDto {
    return {
      id: page.id,
      categoryId: page.categoryId,
      slug: page.slug,
      questionEn: page.question.en,
      questionEs: page.question.es,
      answerEn: page.answer.en,
      answerEs: page.answer.es,
      isPublished: page.isPublished,
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
    };
  }
}

export class AdminQaCategoryListDto {
  @ApiProperty({ type: [AdminQaCategoryDto] }) data!: AdminQaCategoryDto[];
}

export class AdminQaPageListDto {
  @ApiProperty({ type: [AdminQaPageDto] }) data!: AdminQaPageDto[];
}

function bilingual(en: string | undefined, es: string | undefined): Partial<Record<'en' | 'es', string>> {
  return { ...(en !== undefined && { en }), ...(es !== undefined && { es }) };
}

/** Converts the flat admin fields into the domain's change shape; absent fields stay as they are. */
export function categoryChanges(dto: QaCategoryUpdateDto): QaCategoryChanges {
  return {
    slug: dto.slug,
    name: bilingual(dto.nameEn, dto.nameEs),
    description: bilingual(dto.descriptionEn, dto.descriptionEs),
    position: dto.position,
  };
}

export function pageChanges(dto: QaPageUpdateDto): QaPageChanges {
  return {
    categoryId: dto.categoryId,
    slug: dto.slug,
    question: bilingual(dto.questionEn, dto.questionEs),
    answer: bilingual(dto.answerEn, dto.answerEs),
    isPublished: dto.isPublished,
  };
}
