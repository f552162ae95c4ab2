import { COMARCAS, type ComarcaId } from '../../domain/town-file';
import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ErrorDto } from '../../../../shared/http/error-responses.dto';
import { LangQueryDto } from '../../../../shared/http/lang-query.dto';
import { rule } from '../../../../shared/http/validation-rule';
import {
  type ComarcaHub,
  type ComarcaSummary,
  LocationDirectory,
  type LocationSummary,
  type TownServicePage,
} from '../../application/location-directory';
import type { Location } from '../../domain/location';
import { ComarcaHubDto, ComarcaListDto, LocationDto, LocationListDto, TownServicePageDto } from './location-responses.dto';

class LocationListQueryDto extends LangQueryDto {
  @ApiPropertyOptional({ enum: COMARCAS })
  @IsOptional()
  @IsIn(COMARCAS, rule('invalidOption'))
  comarca?: ComarcaId;
}

/** Towns are edited in the admin: browsers and proxies may keep them five minutes. */
@ApiTags('Locations')
@Controller('locations')
export class LocationsController {
  constructor(private readonly directory: LocationDirectory) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Every town (or those of one comarca), by name' })
  @ApiOkResponse({ type: LocationListDto })
  list(@Query() query: LocationListQueryDto): { data: LocationSummary[] } {
    return { data: this.directory.list(query.lang ?? 'en', query.comarca) };
  }

  @Get('comarcas')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'The six comarcas with their town count, names and slugs' })
  @ApiOkResponse({ type: ComarcaListDto })
  comarcas(@Query() query: LangQueryDto): { data: ComarcaSummary[] } {
    return { data: this.directory.comarcas(query.lang ?? 'en') };
  }

  @Get('comarcas/:id')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'One comarca’s hub: its climate and every town with its distance and service from the base' })
  @ApiParam({ name: 'id', example: 'malaga-costa-del-sol' })
  @ApiOkResponse({ type: ComarcaHubDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  comarca(@Param('id') id: string, @Query() query: LangQueryDto): ComarcaHub {
    return this.directory.comarca(id, query.lang ?? 'en');
  }

  @Get(':slug')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({
    summary: 'One town by its English or Spanish slug',
    description: 'The spec’s Location fields, plus nearby towns and service pages.',
  })
  @ApiParam({ name: 'slug', example: 'marbella', description: 'English or Spanish slug.' })
  @ApiOkResponse({ type: LocationDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  town(@Param('slug') slug: string, @Query() query: LangQueryDto): Location {
    return this.directory.find(slug, query.lang ?? 'en');
  }

  @Get(':slug/services/:serviceSlug')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'A service page of a town (Alhaurín el Grande has eleven)' })
  @ApiParam({ name: 'slug', example: 'alhaurin-el-grande' })
  @ApiParam({ name: 'serviceSlug', example: 'emergency-repair' })
  @ApiOkResponse({ type: TownServicePageDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  servicePage(@Param('slug') slug: string, @Param('serviceSlug') serviceSlug: string, @Query() query: LangQueryDto): TownServicePage {
    return this.directory.servicePage(slug, serviceSlug, query.lang ?? 'en');
  }
}
