import { PUBLICATION_STATUSES, type PublicationStatus, QA_FIELD_LIMITS, SLUG_PATTERN } from '@costa-sol/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { OptionalText, RequiredText } from '../../../../shared/http/text-field.decorators';
import { rule } from '../../../../shared/http/validation-rule';
import type { QaCategoryChanges, QaPageChanges } from '../../application/admin/qa-inputs';
import type { QaCategoryWithCounts, QaPage } from '../../domain/qa';

const L = QA_FIELD_LIMITS;

const SLUG = { regex: SLUG_PATTERN, rule: 'slugInvalid' } as const;

export class QaCategoryInputDto {
  @RequiredText({ example: 'heat-pumps', ...L.slug, minRule: 'textTooShort', pattern: SLUG })
  slug!: string;

  @RequiredText({ example: 'Heat pumps', ...L.categoryName, minRule: 'textTooShort' })
  nameEn!: string;

  @RequiredText({ example: 'Bombas de calor', ...L.categoryName, minRule: 'textTooShort' })
  nameEs!: string;

  @OptionalText({ example: 'Aerothermal heating and cooling explained.', max: L.categoryDescription.max })
  descriptionEn?: string;

  @OptionalText({ example: 'La aerotermia explicada.', max: L.categoryDescription.max })
  descriptionEs?: string;

  @ApiPropertyOptional({
    example: 0,
    minimum: L.position.min,
    maximum: L.position.max,
    description: 'Order on the public index, smallest first.',
  })
  @IsOptional()
  @Max(L.position.max, rule('invalidInput'))
  @Min(L.position.min, rule('invalidInput'))
  @IsInt(rule('invalidInput'))
  position?: number;
}

export class QaCategoryUpdateDto extends PartialType(QaCategoryInputDto) {}

export class QaPageInputDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', rule('invalidInput'))
  @IsDefined(rule('required'))
  categoryId!: string;

  @RequiredText({ example: 'how-efficient-is-a-heat-pump', ...L.slug, minRule: 'textTooShort', pattern: SLUG })
  slug!: string;

  @RequiredText({ example: 'How efficient is a heat pump?', ...L.question, minRule: 'textTooShort' })
  questionEn!: string;

  @RequiredText({ example: '¿Qué eficiencia tiene una bomba de calor?', ...L.question, minRule: 'textTooShort' })
  questionEs!: string;

  @RequiredText({ description: 'Markdown.', ...L.answer, minRule: 'textTooShort', multiline: true })
  answerEn!: string;

  @RequiredText({ description: 'Markdown.', ...L.answer, minRule: 'textTooShort', multiline: true })
  answerEs!: string;

  @OptionalText({ example: 'Surplus solar electricity: what happens to it', max: L.shortQuestion.max })
  shortQuestionEn?: string;

  @OptionalText({ example: 'Excedentes solares: qué pasa con ellos', max: L.shortQuestion.max })
  shortQuestionEs?: string;

  @OptionalText({ example: 'Solar surplus compensation in Spain | Costa Sol HVAC', max: L.seoTitle.max })
  seoTitleEn?: string;

  @OptionalText({ example: 'Compensación de excedentes solares | Costa Sol HVAC', max: L.seoTitle.max })
  seoTitleEs?: string;

  @OptionalText({ example: 'What the grid pays for the solar electricity you do not use.', max: L.seoDescription.max })
  seoDescriptionEn?: string;

  @OptionalText({ example: 'Lo que paga la red por la electricidad solar que no consumes.', max: L.seoDescription.max })
  seoDescriptionEs?: string;

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
  @ApiProperty({ description: "A shorter form of the question for the page title; '' for none." }) shortQuestionEn!: string;
  @ApiProperty() shortQuestionEs!: string;
  @ApiProperty({ description: "The owner's search title, used as written; '' for none." }) seoTitleEn!: string;
  @ApiProperty() seoTitleEs!: string;
  @ApiProperty({ description: "The owner's meta description, used as written; '' for none." }) seoDescriptionEn!: string;
  @ApiProperty() seoDescriptionEs!: string;
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
      shortQuestionEn: page.shortQuestion.en,
      shortQuestionEs: page.shortQuestion.es,
      seoTitleEn: page.seoTitle.en,
      seoTitleEs: page.seoTitle.es,
      seoDescriptionEn: page.seoDescription.en,
      seoDescriptionEs: page.seoDescription.es,
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
    shortQuestion: bilingual(dto.shortQuestionEn, dto.shortQuestionEs),
    seoTitle: bilingual(dto.seoTitleEn, dto.seoTitleEs),
    seoDescription: bilingual(dto.seoDescriptionEn, dto.seoDescriptionEs),
    isPublished: dto.isPublished,
  };
}
