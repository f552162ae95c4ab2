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
import { ErrorDto, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import type { StaffPrincipal } from '../../../auth/application/staff-principal';
import { CurrentStaff } from '../../../auth/current-staff.decorator';
import { StaffOnly } from '../../../auth/staff-only.decorator';
import { CreateTown } from '../../application/admin/create-town.use-case';
import { GetTown } from '../../application/admin/get-town.use-case';
import { ListTowns } from '../../application/admin/list-towns.use-case';
import { UpdateTown } from '../../application/admin/update-town.use-case';
import type { TownRecord } from '../../application/town-repository.port';
import { townSlugs } from '../../domain/location';
import type { TownFile } from '../../domain/town-file';
import { TownBodyPipe } from './town-body.pipe';
import { AdminTownDto, AdminTownListDto, TownBodyDto } from './towns-admin.dto';

const SLUG_PARAM = ApiParam({ name: 'slug', description: "The town's English slug", example: 'tolox' });

const toDto = (record: TownRecord) => AdminTownDto.from(record, townSlugs(record.town));

/** The towns, edited and added by the office and the owner; a change is on every page of every instance at once. */
@ApiTags('Admin: towns')
@StaffOnly('owner', 'office')
@Controller('admin/towns')
export class TownsAdminController {
  constructor(
    private readonly listTowns: ListTowns,
    private readonly getTown: GetTown,
    private readonly createTown: CreateTown,
    private readonly updateTown: UpdateTown,
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
  @ApiBody({ type: TownBodyDto })
  @ApiCreatedResponse({ type: AdminTownDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto, description: 'fieldErrors per field ("summary.es").' })
  @ApiConflictResponse({ type: ErrorDto, description: 'Another town already uses one of its slugs.' })
  async create(@Body(TownBodyPipe) town: TownFile, @CurrentStaff() staff: StaffPrincipal): Promise<AdminTownDto> {
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
  @ApiBody({ type: TownBodyDto })
  @ApiOkResponse({ type: AdminTownDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto, description: 'fieldErrors per field ("summary.es"); slugInvalid for a new slug.' })
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'Another town already uses the new slug (slugTaken).' })
  async replace(
    @Param('slug') slug: string,
    @Body(TownBodyPipe) town: TownFile,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<AdminTownDto> {
    return toDto(await this.updateTown.execute(slug, town, staff.email));
  }
}
