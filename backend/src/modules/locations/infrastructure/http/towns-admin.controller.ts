import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { townSchema } from '@costa-sol/common';
import { EntityBodyPipe } from '../../../../shared/http/entity-body.pipe';
import { ErrorDto, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import type { StaffPrincipal } from '../../../auth/application/staff-principal';
import { CurrentStaff } from '../../../auth/current-staff.decorator';
import { StaffOnly } from '../../../auth/staff-only.decorator';
import { CreateTown } from '../../application/admin/create-town.use-case';
import { GetTown } from '../../application/admin/get-town.use-case';
import { ListTowns } from '../../application/admin/list-towns.use-case';
import { ReplaceTownPages } from '../../application/admin/replace-town-pages.use-case';
import { UpdateTown } from '../../application/admin/update-town.use-case';
import type { TownRecord } from '../../application/town-repository.port';
import { townSlugs } from '../../domain/location';
import type { TownFile, TownServicePageFile } from '../../domain/town-file';
import { TownPagesBodyPipe } from './town-body.pipe';
import { AdminTownDto, AdminTownListDto, AdminTownPagesDto, TOWN_BODY, TownPagesBodyDto } from './towns-admin.dto';

const SLUG_PARAM = ApiParam({ name: 'slug', description: "The town's English slug", example: 'tolox' });

const toDto = (record: TownRecord) => AdminTownDto.from(record, townSlugs(record.town));
const toPagesDto = (record: TownRecord) => AdminTownPagesDto.from(record, townSlugs(record.town));

/** The towns, edited and added by the office and the owner; a change is on every page of every instance at once. */
@ApiTags('Admin: towns')
@StaffOnly('towns.edit')
@Controller('admin/towns')
export class TownsAdminController {
  constructor(
    private readonly listTowns: ListTowns,
    private readonly getTown: GetTown,
    private readonly createTown: CreateTown,
    private readonly updateTown: UpdateTown,
    private readonly replacePages: ReplaceTownPages,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every town with all of its fields, by name' })
  @ApiOkResponse({ type: AdminTownListDto })
  async list(): Promise<AdminTownListDto> {
    return { data: (await this.listTowns.execute()).map(toDto) };
  }

  @Get(':slug')
  @SLUG_PARAM
  @ApiOperation({ summary: 'One town with all of its fields' })
  @ApiOkResponse({ type: AdminTownDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async one(@Param('slug') slug: string): Promise<AdminTownDto> {
    return toDto(await this.getTown.execute(slug));
  }

  @Post()
  @ApiOperation({ summary: 'Add a town: its page in both languages, its sitemap entry and its nearby-town links, at once' })
  @ApiBody({ schema: TOWN_BODY.ref })
  @ApiCreatedResponse({ type: AdminTownDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto, description: 'fieldErrors per field ("summary.es").' })
  @ApiConflictResponse({ type: ErrorDto, description: 'Another town already uses one of its slugs.' })
  async create(@Body(new EntityBodyPipe(townSchema)) town: TownFile, @CurrentStaff() staff: StaffPrincipal): Promise<AdminTownDto> {
    return toDto(await this.createTown.execute(town, staff.email));
  }

  @Put(':slug')
  @SLUG_PARAM
  @ApiOperation({
    summary: "Replace a town's fields",
    description:
      'A renamed town keeps its paths. A different slugEn or slugEs moves the town and its sub-pages in that language: ' +
      'each old path answers 301 with its new one (listed among the redirects), and visits, booking rules and photos ' +
      'kept under its English slug follow it. The answer’s id is the town’s English slug after the change.',
  })
  @ApiBody({ schema: TOWN_BODY.ref })
  @ApiOkResponse({ type: AdminTownDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto, description: 'fieldErrors per field ("summary.es"); slugInvalid for a new slug.' })
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'Another town already uses the new slug (slugTaken).' })
  async replace(
    @Param('slug') slug: string,
    @Body(new EntityBodyPipe(townSchema)) town: TownFile,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<AdminTownDto> {
    return toDto(await this.updateTown.execute(slug, town, staff.email));
  }

  @Get(':slug/pages')
  @SLUG_PARAM
  @ApiOperation({ summary: "A town's service sub-pages, in their order, both languages" })
  @ApiOkResponse({ type: AdminTownPagesDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async pages(@Param('slug') slug: string): Promise<AdminTownPagesDto> {
    return toPagesDto(await this.getTown.execute(slug));
  }

  @Put(':slug/pages')
  @SLUG_PARAM
  @ApiOperation({
    summary: "Replace a town's service sub-pages",
    description:
      'Each page answers at /locations/{town}/{slugEn} and /es/ubicaciones/{town}/{slugEs}, is in the sitemap and is linked ' +
      'from the town page at once, on every instance. A page (by key) given another slug leaves a 301 from its old path; ' +
      'a page left out of the list is gone.',
  })
  @ApiBody({ type: TownPagesBodyDto })
  @ApiOkResponse({ type: AdminTownPagesDto })
  @ApiBadRequestResponse({
    type: ValidationErrorDto,
    description: 'fieldErrors per field ("pages.2.intro.es"); slugTaken for a key or slug an earlier page of the town has.',
  })
  @ApiNotFoundResponse({ type: ErrorDto })
  async replaceServicePages(
    @Param('slug') slug: string,
    @Body(TownPagesBodyPipe) pages: TownServicePageFile[],
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<AdminTownPagesDto> {
    return toPagesDto(await this.replacePages.execute(slug, pages, staff.email));
  }
}
