import {
  type BusinessFacts,
  factTexts,
  hiddenFigures,
  type SitePageBody,
  sitePageSchema,
  WRITTEN_KINDS,
  type WrittenKind,
} from '@costa-sol/common';
import { type ArticleLanguageRecord, type ArticleRecord, parseArticle } from '@costa-sol/common/content-files';
import { ApiProperty } from '@nestjs/swagger';
import { entityApiSchema } from '../../../../shared/http/entity-api-schema';
import type { ArticlePageDetail } from '../../application/get-article-page.use-case';
import type { ArticlePageSummary } from '../../application/list-article-pages.use-case';
import { sameRecord } from '../../domain/article-page';

/** The draft the owner sends: common's site-page schema. */
export const SITE_PAGE_BODY = entityApiSchema('ArticleDraftInputDto', sitePageSchema);

export function articleRecordOf(dto: SitePageBody): ArticleRecord {
  return {
    en: {
      markdown: dto.markdownEn,
      seoTitle: dto.seoTitleEn ?? null,
      seoDescription: dto.seoDescriptionEn ?? null,
      shareText: dto.shareTextEn ?? null,
    },
    es: {
      markdown: dto.markdownEs,
      seoTitle: dto.seoTitleEs ?? null,
      seoDescription: dto.seoDescriptionEs ?? null,
      shareText: dto.shareTextEs ?? null,
    },
  };
}

class ArticleLanguageDto {
  @ApiProperty({ description: 'The page file (front matter and body).' }) markdown!: string;
  @ApiProperty({ type: String, nullable: true }) seoTitle!: string | null;
  @ApiProperty({ type: String, nullable: true }) seoDescription!: string | null;
  @ApiProperty({ type: String, nullable: true }) shareText!: string | null;
  @ApiProperty({ description: "The page's title as its front matter writes it; empty when the Markdown cannot be read." })
  title!: string;
}

class ArticleContentDto {
  @ApiProperty({ type: ArticleLanguageDto }) en!: ArticleLanguageDto;
  @ApiProperty({ type: ArticleLanguageDto }) es!: ArticleLanguageDto;
}

class ArticlePathsDto {
  @ApiProperty({ example: '/services/air-conditioning' }) en!: string;
  @ApiProperty({ example: '/es/servicios/aire-acondicionado' }) es!: string;
}

function contentOf(record: ArticleRecord): ArticleContentDto {
  const parsed = parseArticle({ en: record.en.markdown, es: record.es.markdown });
  const language = (which: 'en' | 'es', text: ArticleLanguageRecord): ArticleLanguageDto => ({
    ...text,
    title: parsed.ok ? parsed[which].title : '',
  });
  return { en: language('en', record.en), es: language('es', record.es) };
}

class ArticleRevisionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() createdAt!: Date;
  @ApiProperty({ type: String, nullable: true, description: 'The e-mail of who published it.' }) createdBy!: string | null;
}

export class ArticlePageSummaryDto {
  @ApiProperty({ example: 'air-conditioning', description: 'The Markdown name; in paths, "/" is written "~" (brands~daikin).' })
  key!: string;
  @ApiProperty({ enum: WRITTEN_KINDS }) kind!: WrittenKind;
  @ApiProperty({ type: ArticlePathsDto }) paths!: ArticlePathsDto;
  @ApiProperty() titleEn!: string;
  @ApiProperty() titleEs!: string;
  @ApiProperty() publishedAt!: Date;
  @ApiProperty({ type: String, nullable: true, description: "null while the page is the first start's text." }) publishedBy!: string | null;
  @ApiProperty({ description: 'The draft differs from what the site shows.' }) unpublishedChanges!: boolean;

  static from({ registry, page }: ArticlePageSummary): ArticlePageSummaryDto {
    const published = contentOf(page.published);
    return {
      key: page.key,
      kind: registry.kind,
      paths: registry.paths,
      titleEn: published.en.title,
      titleEs: published.es.title,
      publishedAt: page.publishedAt,
      publishedBy: page.publishedBy,
      unpublishedChanges: !sameRecord(page.draft, page.published),
    };
  }
}

export class ArticlePageListDto {
  @ApiProperty({ type: [ArticlePageSummaryDto], description: "In the page registry's order." }) data!: ArticlePageSummaryDto[];
}

export class AdminArticlePageDto {
  @ApiProperty({ example: 'air-conditioning' }) key!: string;
  @ApiProperty({ enum: WRITTEN_KINDS }) kind!: WrittenKind;
  @ApiProperty({ type: ArticlePathsDto }) paths!: ArticlePathsDto;
  @ApiProperty({ type: ArticleContentDto }) draft!: ArticleContentDto;
  @ApiProperty() draftUpdatedAt!: Date;
  @ApiProperty({ type: String, nullable: true }) draftUpdatedBy!: string | null;
  @ApiProperty({ type: ArticleContentDto, description: 'What the site shows.' }) published!: ArticleContentDto;
  @ApiProperty() publishedAt!: Date;
  @ApiProperty({ type: String, nullable: true }) publishedBy!: string | null;
  @ApiProperty() unpublishedChanges!: boolean;
  @ApiProperty({ type: [ArticleRevisionDto], description: 'Every publish, newest first.' }) revisions!: ArticleRevisionDto[];
  @ApiProperty({
    example: 'Costa Sol HVAC',
    description: "The brand the page's title ends with (the business settings' brand with its trade), for the search-result preview.",
  })
  titleBrand!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
    example: { en: { 'claims.rebatesUpToEur': '€7,500', 'business.brand': 'Costa Sol' }, es: { 'claims.rebatesUpToEur': '7.500 €' } },
    description:
      'Per language ("en", "es"), the text of each {{claims.…}} and {{business.…}} reference as the site fills it from the business settings now, for the live preview.',
  })
  referenceTexts!: Record<'en' | 'es', Record<string, string>>;
  @ApiProperty({
    type: [String],
    example: ['warrantyUpToYears'],
    description:
      'The figures switched off in the business settings: on the home page and the tools, a paragraph or list item naming one is left out.',
  })
  hiddenFigures!: string[];

  static from({ registry, page, revisions }: ArticlePageDetail, facts: BusinessFacts): AdminArticlePageDto {
    return {
      key: page.key,
      kind: registry.kind,
      paths: registry.paths,
      draft: contentOf(page.draft),
      draftUpdatedAt: page.draftUpdatedAt,
      draftUpdatedBy: page.draftUpdatedBy,
      published: contentOf(page.published),
      publishedAt: page.publishedAt,
      publishedBy: page.publishedBy,
      unpublishedChanges: !sameRecord(page.draft, page.published),
      revisions: revisions.map(({ id, createdAt, createdBy }) => ({ id, createdAt, createdBy })),
      titleBrand: facts.brandWithTrade,
      referenceTexts: { en: factTexts(facts, 'en'), es: factTexts(facts, 'es') },
      hiddenFigures: hiddenFigures(facts),
    };
  }
}
