import {
  type QaCategoryBody,
  type QaCategoryChangesBody,
  qaCategoryChangesSchema,
  qaCategorySchema,
  type QaPageBody,
  type QaPageChangesBody,
  qaPageChangesSchema,
  qaPageSchema,
} from '@costa-sol/common';
import { Body, Controller, Get, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { DeleteRoute, PublicationRoute } from '../../../../shared/http/collection-routes.decorator';
import { EntityBodyPipe } from '../../../../shared/http/entity-body.pipe';
import { ErrorDto, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import { UuidParam } from '../../../../shared/http/uuid-param.decorator';
import { Allowed, StaffOnly } from '../../../auth/staff-only.decorator';
import { CreateQaCategory } from '../../application/admin/create-qa-category.use-case';
import { CreateQaPage } from '../../application/admin/create-qa-page.use-case';
import { DeleteQaCategory } from '../../application/admin/delete-qa-category.use-case';
import { GetQaCategory } from '../../application/admin/get-qa-category.use-case';
import { GetQaPage } from '../../application/admin/get-qa-page.use-case';
import { ListQaCategories } from '../../application/admin/list-qa-categories.use-case';
import { ListQaPages } from '../../application/admin/list-qa-pages.use-case';
import { QaPageCollection } from '../../application/admin/qa-page-collection';
import { UpdateQaCategory } from '../../application/admin/update-qa-category.use-case';
import { UpdateQaPage } from '../../application/admin/update-qa-page.use-case';
import type { StaffPrincipal } from '../../../auth/application/staff-principal';
import { CurrentStaff } from '../../../auth/current-staff.decorator';
import {
  AdminQaCategoryDto,
  AdminQaCategoryListDto,
  AdminQaPageDto,
  AdminQaPageListDto,
  categoryChanges,
  pageChanges,
  QA_CATEGORY_BODY,
  QA_CATEGORY_CHANGES_BODY,
  QA_PAGE_BODY,
  QA_PAGE_CHANGES_BODY,
  QaPageListQueryDto,
} from './qa-admin.dto';

@ApiTags('Admin: Q&A')
@StaffOnly('content.edit')
@ApiBadRequestResponse({ type: ValidationErrorDto })
@Controller('admin/qa')
export class QaAdminController {
  constructor(
    private readonly listCategories: ListQaCategories,
    private readonly getCategory: GetQaCategory,
    private readonly createCategory: CreateQaCategory,
    private readonly updateCategory: UpdateQaCategory,
    private readonly deleteCategory: DeleteQaCategory,
    private readonly listPages: ListQaPages,
    private readonly getPage: GetQaPage,
    private readonly createPage: CreateQaPage,
    private readonly updatePage: UpdateQaPage,
    private readonly pageCollection: QaPageCollection,
  ) {}

  @Allowed('content.read')
  @Get('categories')
  @ApiOperation({ summary: 'All categories with their published and draft page counts' })
  @ApiOkResponse({ type: AdminQaCategoryListDto })
  async categories(): Promise<AdminQaCategoryListDto> {
    return { data: (await this.listCategories.execute()).map((c) => AdminQaCategoryDto.from(c)) };
  }

  @Post('categories')
  @ApiOperation({ summary: 'Create a category' })
  @ApiBody({ schema: QA_CATEGORY_BODY.ref })
  @ApiCreatedResponse({ type: AdminQaCategoryDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'The slug is taken (fieldErrors.slug).' })
  async create(@Body(new EntityBodyPipe(qaCategorySchema)) dto: QaCategoryBody): Promise<AdminQaCategoryDto> {
    const changes = categoryChanges(dto);
    return AdminQaCategoryDto.from(
      await this.createCategory.execute({
        slug: dto.slug,
        name: { en: dto.nameEn, es: dto.nameEs },
        description: { en: changes.description?.en ?? '', es: changes.description?.es ?? '' },
        position: dto.position ?? 0,
      }),
    );
  }

  @Allowed('content.read')
  @Get('categories/:id')
  @ApiOperation({ summary: 'One category' })
  @ApiOkResponse({ type: AdminQaCategoryDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async category(@UuidParam() id: string): Promise<AdminQaCategoryDto> {
    return AdminQaCategoryDto.from(await this.getCategory.execute(id));
  }

  @Patch('categories/:id')
  @ApiOperation({ summary: 'Edit a category (only the fields sent change)' })
  @ApiBody({ schema: QA_CATEGORY_CHANGES_BODY.ref })
  @ApiOkResponse({ type: AdminQaCategoryDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'The slug is taken (fieldErrors.slug).' })
  async update(
    @UuidParam() id: string,
    @Body(new EntityBodyPipe(qaCategoryChangesSchema)) dto: QaCategoryChangesBody,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<AdminQaCategoryDto> {
    return AdminQaCategoryDto.from(await this.updateCategory.execute(id, categoryChanges(dto), staff.email));
  }

  @DeleteRoute(
    'categories/:id',
    'Delete an empty category',
    ApiConflictResponse({ type: ErrorDto, description: 'The category still has pages.' }),
  )
  async remove(@UuidParam() id: string): Promise<void> {
    await this.deleteCategory.execute(id);
  }

  @Allowed('content.read')
  @Get('pages')
  @ApiOperation({ summary: 'Pages, newest edit first, by category and status' })
  @ApiOkResponse({ type: AdminQaPageListDto })
  async pages(@Query() query: QaPageListQueryDto): Promise<AdminQaPageListDto> {
    return { data: (await this.listPages.execute(query)).map((p) => AdminQaPageDto.from(p)) };
  }

  @Post('pages')
  @ApiOperation({ summary: 'Create a page (a draft unless isPublished is true)' })
  @ApiBody({ schema: QA_PAGE_BODY.ref })
  @ApiCreatedResponse({ type: AdminQaPageDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such category.' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The slug is taken in this category (fieldErrors.slug).' })
  async createOne(@Body(new EntityBodyPipe(qaPageSchema)) dto: QaPageBody): Promise<AdminQaPageDto> {
    return AdminQaPageDto.from(
      await this.createPage.execute({
        categoryId: dto.categoryId,
        slug: dto.slug,
        question: { en: dto.questionEn, es: dto.questionEs },
        answer: { en: dto.answerEn, es: dto.answerEs },
        shortQuestion: { en: dto.shortQuestionEn ?? '', es: dto.shortQuestionEs ?? '' },
        seoTitle: { en: dto.seoTitleEn ?? '', es: dto.seoTitleEs ?? '' },
        seoDescription: { en: dto.seoDescriptionEn ?? '', es: dto.seoDescriptionEs ?? '' },
        isPublished: dto.isPublished ?? false,
      }),
    );
  }

  @Allowed('content.read')
  @Get('pages/:id')
  @ApiOperation({ summary: 'One page' })
  @ApiOkResponse({ type: AdminQaPageDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async page(@UuidParam() id: string): Promise<AdminQaPageDto> {
    return AdminQaPageDto.from(await this.getPage.execute(id));
  }

  @Patch('pages/:id')
  @ApiOperation({ summary: 'Edit a page; send isPublished to publish or unpublish' })
  @ApiBody({ schema: QA_PAGE_CHANGES_BODY.ref })
  @ApiOkResponse({ type: AdminQaPageDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'The slug is taken in this category (fieldErrors.slug).' })
  async updateOne(
    @UuidParam() id: string,
    @Body(new EntityBodyPipe(qaPageChangesSchema)) dto: QaPageChangesBody,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<AdminQaPageDto> {
    return AdminQaPageDto.from(await this.updatePage.execute(id, pageChanges(dto), staff.email));
  }

  @Allowed('content.publish')
  @PublicationRoute('pages/:id/publish', 'Publish a page', AdminQaPageDto)
  async publish(@UuidParam() id: string): Promise<AdminQaPageDto> {
    return AdminQaPageDto.from(await this.pageCollection.setPublished(id, true));
  }

  @Allowed('content.publish')
  @PublicationRoute('pages/:id/unpublish', 'Unpublish a page (it answers 404 publicly at once)', AdminQaPageDto)
  async unpublish(@UuidParam() id: string): Promise<AdminQaPageDto> {
    return AdminQaPageDto.from(await this.pageCollection.setPublished(id, false));
  }

  @DeleteRoute('pages/:id', 'Delete a page')
  async removeOne(@UuidParam() id: string): Promise<void> {
    await this.pageCollection.delete(id);
  }
}
