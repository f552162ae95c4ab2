import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ErrorDto } from '../../../../shared/http/error-responses.dto';
import { LangQueryDto } from '../../../../shared/http/lang-query.dto';
import { GetPublicQaCategory } from '../../application/public/get-public-qa-category.use-case';
import { GetPublicQaPage } from '../../application/public/get-public-qa-page.use-case';
import { ListPublicQaCategories } from '../../application/public/list-public-qa-categories.use-case';

class PublicQaCategorySummaryDto {
  @ApiProperty() slug!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ description: 'Published pages.' }) pageCount!: number;
}

class PublicQaCategoryListDto {
  @ApiProperty({ type: [PublicQaCategorySummaryDto] }) data!: PublicQaCategorySummaryDto[];
}

class PublicQaPageSummaryDto {
  @ApiProperty() slug!: string;
  @ApiProperty() question!: string;
  @ApiProperty() updatedAt!: Date;
}

class PublicQaCategoryDto extends PublicQaCategorySummaryDto {
  @ApiProperty({ type: [PublicQaPageSummaryDto] }) pages!: PublicQaPageSummaryDto[];
}

class PublicQaCategoryRefDto {
  @ApiProperty() slug!: string;
  @ApiProperty() name!: string;
}

class PublicQaPageDto {
  @ApiProperty() slug!: string;
  @ApiProperty() question!: string;
  @ApiProperty({ description: 'Markdown, as written by staff; render it without raw HTML.' }) answer!: string;
  @ApiProperty({
    description: 'A shorter form of the question for the page title (common fitTitle), or null.',
    type: String,
    nullable: true,
  })
  shortQuestion!: string | null;
  @ApiProperty({ description: "The owner's search title, used as written, or null.", type: String, nullable: true })
  seoTitle!: string | null;
  @ApiProperty({ description: "The owner's meta description, used as written, or null.", type: String, nullable: true })
  seoDescription!: string | null;
  @ApiProperty({ type: PublicQaCategoryRefDto }) category!: PublicQaCategoryRefDto;
  @ApiProperty({ enum: ['en', 'es'] }) language!: string;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
}

/** Published Q&A only: a draft answers 404 exactly like a page that does not exist. */
@ApiTags('Q&A')
@Controller('qa')
export class QaPublicController {
  constructor(
    private readonly listCategories: ListPublicQaCategories,
    private readonly getCategory: GetPublicQaCategory,
    private readonly getPage: GetPublicQaPage,
  ) {}

  @Get('categories')
  @Header('cache-control', 'public, max-age=60')
  @ApiOperation({ summary: 'Categories with published pages' })
  @ApiOkResponse({ type: PublicQaCategoryListDto })
  async categories(@Query() query: LangQueryDto): Promise<PublicQaCategoryListDto> {
    return { data: await this.listCategories.execute(query.lang ?? 'en') };
  }

  @Get('categories/:slug')
  @Header('cache-control', 'public, max-age=60')
  @ApiOperation({ summary: 'A category and its published questions' })
  @ApiParam({ name: 'slug', example: 'heat-pumps' })
  @ApiOkResponse({ type: PublicQaCategoryDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  category(@Param('slug') slug: string, @Query() query: LangQueryDto): Promise<PublicQaCategoryDto> {
    return this.getCategory.execute(slug, query.lang ?? 'en');
  }

  @Get('categories/:slug/pages/:pageSlug')
  @Header('cache-control', 'public, max-age=60')
  @ApiOperation({ summary: 'A published question and its answer' })
  @ApiParam({ name: 'slug', example: 'heat-pumps' })
  @ApiParam({ name: 'pageSlug', example: 'aerotermia-vs-gas-or-oil-boiler' })
  @ApiOkResponse({ type: PublicQaPageDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  page(@Param('slug') slug: string, @Param('pageSlug') pageSlug: string, @Query() query: LangQueryDto): Promise<PublicQaPageDto> {
    return this.getPage.execute(slug, pageSlug, query.lang ?? 'en');
  }
}
