import { articleKeyOfParam, type SitePageBody, sitePageSchema } from '@costa-sol/common';
import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentBusinessFacts } from '../../../../shared/application/current-business-facts.port';
import { EntityBodyPipe } from '../../../../shared/http/entity-body.pipe';
import { ErrorDto, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import { UuidParam } from '../../../../shared/http/uuid-param.decorator';
import type { StaffPrincipal } from '../../../auth/application/staff-principal';
import { CurrentStaff } from '../../../auth/current-staff.decorator';
import { StaffOnly } from '../../../auth/staff-only.decorator';
import { type ArticlePageDetail, GetArticlePage } from '../../application/get-article-page.use-case';
import { ListArticlePages } from '../../application/list-article-pages.use-case';
import { PublishArticlePage } from '../../application/publish-article-page.use-case';
import { RestoreArticleRevision } from '../../application/restore-article-revision.use-case';
import { SaveArticleDraft } from '../../application/save-article-draft.use-case';
import { AdminArticlePageDto, ArticlePageListDto, ArticlePageSummaryDto, articleRecordOf, SITE_PAGE_BODY } from './article-pages.dto';

const KEY_PARAM = ApiParam({
  name: 'key',
  example: 'air-conditioning',
  description: 'The Markdown name, "/" written "~" (brands~daikin).',
});
const NOT_FOUND = ApiNotFoundResponse({ type: ErrorDto, description: 'No such page (or revision).' });

/** The article pages (services, brands, guides, legal): draft, publish, revisions and restore (issue 22). */
@ApiTags('Admin: pages')
@StaffOnly('sitePages.edit')
@Controller('admin/pages')
export class ArticlePagesAdminController {
  constructor(
    private readonly list: ListArticlePages,
    private readonly get: GetArticlePage,
    private readonly saveDraft: SaveArticleDraft,
    private readonly publish: PublishArticlePage,
    private readonly restore: RestoreArticleRevision,
    private readonly facts: CurrentBusinessFacts,
  ) {}

  private async detail(page: Promise<ArticlePageDetail>): Promise<AdminArticlePageDto> {
    const [detail, facts] = await Promise.all([page, this.facts.read()]);
    return AdminArticlePageDto.from(detail, facts);
  }

  @Get()
  @ApiOperation({ summary: 'Every article page with its published titles and whether its draft has unpublished changes' })
  @ApiOkResponse({ type: ArticlePageListDto })
  async index(): Promise<ArticlePageListDto> {
    return { data: (await this.list.execute()).map((summary) => ArticlePageSummaryDto.from(summary)) };
  }

  @Get(':key')
  @KEY_PARAM
  @ApiOperation({ summary: 'One page: its draft, what the site shows, and its revisions' })
  @ApiOkResponse({ type: AdminArticlePageDto })
  @NOT_FOUND
  async show(@Param('key') key: string): Promise<AdminArticlePageDto> {
    return this.detail(this.get.execute(articleKeyOfParam(key)));
  }

  @Put(':key')
  @KEY_PARAM
  @ApiOperation({ summary: "Save the page's draft (the site goes on showing the published copy)" })
  @ApiBody({ schema: SITE_PAGE_BODY.ref })
  @ApiOkResponse({ type: AdminArticlePageDto })
  @ApiBadRequestResponse({
    type: ValidationErrorDto,
    description: 'fieldErrors per field; articleMarkdownInvalid lists the problems in message.',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorDto, description: 'The body is larger than 1 MB (this route only; others take 16 KB).' })
  @NOT_FOUND
  async put(
    @Param('key') key: string,
    @Body(new EntityBodyPipe(sitePageSchema)) dto: SitePageBody,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<AdminArticlePageDto> {
    return this.detail(this.saveDraft.execute(articleKeyOfParam(key), articleRecordOf(dto), staff.email));
  }

  @Post(':key/publish')
  @HttpCode(200)
  @KEY_PARAM
  @ApiOperation({ summary: 'Publish the draft: every instance shows it at once; kept as a revision' })
  @ApiOkResponse({ type: AdminArticlePageDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto, description: 'The draft cannot be shown (articleMarkdownInvalid).' })
  @NOT_FOUND
  async publishDraft(@Param('key') key: string, @CurrentStaff() staff: StaffPrincipal): Promise<AdminArticlePageDto> {
    return this.detail(this.publish.execute(articleKeyOfParam(key), staff.email));
  }

  @Post(':key/revisions/:revisionId/restore')
  @HttpCode(200)
  @KEY_PARAM
  @ApiOperation({ summary: 'Restore a revision: it becomes the draft and is published at once (a new revision)' })
  @ApiOkResponse({ type: AdminArticlePageDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto, description: 'The revision id is not a UUID, or its text can no longer be shown.' })
  @NOT_FOUND
  async restoreRevision(
    @Param('key') key: string,
    @UuidParam('revisionId') revisionId: string,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<AdminArticlePageDto> {
    return this.detail(this.restore.execute(articleKeyOfParam(key), revisionId, staff.email));
  }
}
