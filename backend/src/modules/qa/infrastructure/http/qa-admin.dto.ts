import {
  PUBLICATION_STATUSES,
  type PublicationStatus,
  type QaCategoryChangesBody,
  qaCategoryChangesSchema,
  qaCategorySchema,
  type QaPageChangesBody,
  qaPageChangesSchema,
  qaPageSchema,
} from '@costa-sol/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { entityApiSchema } from '../../../../shared/http/entity-api-schema';
import { rule } from '../../../../shared/http/validation-rule';
import type { QaCategoryChanges, QaPageChanges } from '../../application/admin/qa-inputs';
import type { QaCategoryWithCounts, QaPage } from '../../domain/qa';

/** The bodies staff send: common's Q&A category and page schemas (an edit, every field optional). */
export const QA_CATEGORY_BODY = entityApiSchema('QaCategoryInputDto', qaCategorySchema);
export const QA_CATEGORY_CHANGES_BODY = entityApiSchema('QaCategoryUpdateDto', qaCategoryChangesSchema);
export const QA_PAGE_BODY = entityApiSchema('QaPageInputDto', qaPageSchema);
export const QA_PAGE_CHANGES_BODY = entityApiSchema('QaPageUpdateDto', qaPageChangesSchema);

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
export function categoryChanges(dto: QaCategoryChangesBody): QaCategoryChanges {
  return {
    slug: dto.slug,
    name: bilingual(dto.nameEn, dto.nameEs),
    description: bilingual(dto.descriptionEn, dto.descriptionEs),
    position: dto.position,
  };
}

export function pageChanges(dto: QaPageChangesBody): QaPageChanges {
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
