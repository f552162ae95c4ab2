import { type CaseStudyBody, type CaseStudyChangesBody, caseStudyChangesSchema, caseStudySchema } from '@costa-sol/common';
import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { DeleteRoute, MoveRoute, PublicationRoute } from '../../../../shared/http/collection-routes.decorator';
import { EntityBodyPipe } from '../../../../shared/http/entity-body.pipe';
import { ErrorDto, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import { UuidParam } from '../../../../shared/http/uuid-param.decorator';
import { ListPositionDto } from '../../../../shared/http/list-position.dto';
import { Allowed, StaffOnly } from '../../../auth/staff-only.decorator';
import { CaseStudyCollection } from '../../application/admin/case-study-collection';
import { CreateCaseStudy } from '../../application/admin/create-case-study.use-case';
import { GetCaseStudy } from '../../application/admin/get-case-study.use-case';
import { ListAdminCaseStudies } from '../../application/admin/list-admin-case-studies.use-case';
import { UpdateCaseStudy } from '../../application/admin/update-case-study.use-case';
import {
  AdminCaseStudyDto,
  AdminCaseStudyListDto,
  caseStudyChanges,
  caseStudyInput,
  CASE_STUDY_BODY,
  CASE_STUDY_CHANGES_BODY,
} from './case-studies-admin.dto';

/** Every change is public at once: the home page is rendered again. */
@ApiTags('Admin: case studies')
@StaffOnly('content.edit')
@ApiBadRequestResponse({ type: ValidationErrorDto, description: 'fieldErrors per field (listMismatch, costAfterAboveBefore…).' })
@Controller('admin/case-studies')
export class CaseStudiesAdminController {
  constructor(
    private readonly list: ListAdminCaseStudies,
    private readonly getOne: GetCaseStudy,
    private readonly create: CreateCaseStudy,
    private readonly update: UpdateCaseStudy,
    private readonly collection: CaseStudyCollection,
  ) {}

  @Allowed('content.read')
  @Get()
  @ApiOperation({ summary: 'All case studies, published and drafts, in their order (position 0 first)' })
  @ApiOkResponse({ type: AdminCaseStudyListDto })
  async caseStudies(): Promise<AdminCaseStudyListDto> {
    return AdminCaseStudyListDto.from(await this.list.execute());
  }

  @Post()
  @ApiOperation({ summary: 'Create a case study, first in the list (a draft unless isPublished is true)' })
  @ApiBody({ schema: CASE_STUDY_BODY.ref })
  @ApiCreatedResponse({ type: AdminCaseStudyDto })
  async createOne(@Body(new EntityBodyPipe(caseStudySchema)) dto: CaseStudyBody): Promise<AdminCaseStudyDto> {
    return AdminCaseStudyDto.from(await this.create.execute(caseStudyInput(dto)));
  }

  @Allowed('content.read')
  @Get(':id')
  @ApiOperation({ summary: 'One case study' })
  @ApiOkResponse({ type: AdminCaseStudyDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async caseStudy(@UuidParam() id: string): Promise<AdminCaseStudyDto> {
    return AdminCaseStudyDto.from(await this.getOne.execute(id));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Edit a case study (only the fields sent change); isPublished and featured included' })
  @ApiBody({ schema: CASE_STUDY_CHANGES_BODY.ref })
  @ApiOkResponse({ type: AdminCaseStudyDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async updateOne(
    @UuidParam() id: string,
    @Body(new EntityBodyPipe(caseStudyChangesSchema)) dto: CaseStudyChangesBody,
  ): Promise<AdminCaseStudyDto> {
    return AdminCaseStudyDto.from(await this.update.execute(id, caseStudyChanges(dto)));
  }

  @Allowed('content.publish')
  @PublicationRoute(':id/publish', 'Publish a case study (public at once)', AdminCaseStudyDto)
  async publish(@UuidParam() id: string): Promise<AdminCaseStudyDto> {
    return AdminCaseStudyDto.from(await this.collection.setPublished(id, true));
  }

  @Allowed('content.publish')
  @PublicationRoute(':id/unpublish', 'Unpublish a case study (gone from the public site at once)', AdminCaseStudyDto)
  async unpublish(@UuidParam() id: string): Promise<AdminCaseStudyDto> {
    return AdminCaseStudyDto.from(await this.collection.setPublished(id, false));
  }

  @Post(':id/feature')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Feature a case study on the home page; any other featured one stops being featured' })
  @ApiOkResponse({ type: AdminCaseStudyDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  feature(@UuidParam() id: string): Promise<AdminCaseStudyDto> {
    return this.setFeatured(id, true);
  }

  @Post(':id/unfeature')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Stop featuring a case study (then none is)' })
  @ApiOkResponse({ type: AdminCaseStudyDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  unfeature(@UuidParam() id: string): Promise<AdminCaseStudyDto> {
    return this.setFeatured(id, false);
  }

  @MoveRoute('Move a case study to a place in the list; answers the whole list in its new order', AdminCaseStudyListDto)
  async moveOne(@UuidParam() id: string, @Body() dto: ListPositionDto): Promise<AdminCaseStudyListDto> {
    return AdminCaseStudyListDto.from(await this.collection.move(id, dto.position));
  }

  @DeleteRoute(':id', 'Delete a case study')
  async removeOne(@UuidParam() id: string): Promise<void> {
    await this.collection.delete(id);
  }

  private async setFeatured(id: string, featured: boolean): Promise<AdminCaseStudyDto> {
    return AdminCaseStudyDto.from(await this.update.execute(id, { featured }));
  }
}
