import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorDto, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import { Allowed, StaffOnly } from '../../../auth/staff-only.decorator';
import { GetPagePhotoIds } from '../../application/get-page-photo-ids.use-case';
import { SetPagePhotos } from '../../application/set-page-photos.use-case';
import { servicePhotoPage } from '../../application/service-photo-pages';
import { TownPhotoPages } from '../../application/town-photo-pages';
import { SERVICE_KEY_PARAM, TOWN_SLUG_PARAM } from './page-photo-params';
import { PagePhotoIdsDto } from './page-photos.dto';

/** The photos of the town and service pages (a small gallery on each, in both languages); a change is public at once. */
@ApiTags('Admin: page photos')
@StaffOnly('content.edit')
@Controller('admin/page-photos')
export class PagePhotosAdminController {
  constructor(
    private readonly towns: TownPhotoPages,
    private readonly getIds: GetPagePhotoIds,
    private readonly setPhotos: SetPagePhotos,
  ) {}

  @Allowed('content.read')
  @Get('towns/:slug')
  @TOWN_SLUG_PARAM
  @ApiOperation({ summary: "A town page's photos: media ids in the order shown (the town by its English or Spanish slug)" })
  @ApiOkResponse({ type: PagePhotoIdsDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such town.' })
  async townPhotos(@Param('slug') slug: string): Promise<PagePhotoIdsDto> {
    return { mediaIds: await this.getIds.execute(this.towns.pageOf(slug)) };
  }

  @Put('towns/:slug')
  @TOWN_SLUG_PARAM
  @ApiOperation({ summary: "Set a town page's photos, in order (an empty list removes the gallery)" })
  @ApiOkResponse({ type: PagePhotoIdsDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto, description: 'An id of no image of the library (imageUnknown), or too many.' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such town.' })
  async setTownPhotos(@Param('slug') slug: string, @Body() dto: PagePhotoIdsDto): Promise<PagePhotoIdsDto> {
    return { mediaIds: await this.setPhotos.execute(this.towns.pageOf(slug), dto.mediaIds) };
  }

  @Allowed('content.read')
  @Get('services/:key')
  @SERVICE_KEY_PARAM
  @ApiOperation({ summary: "A service page's photos: media ids in the order shown (the page by its route key, e.g. airConditioning)" })
  @ApiOkResponse({ type: PagePhotoIdsDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such service page.' })
  async servicePhotos(@Param('key') key: string): Promise<PagePhotoIdsDto> {
    return { mediaIds: await this.getIds.execute(servicePhotoPage(key)) };
  }

  @Put('services/:key')
  @SERVICE_KEY_PARAM
  @ApiOperation({ summary: "Set a service page's photos, in order (an empty list removes the gallery)" })
  @ApiOkResponse({ type: PagePhotoIdsDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto, description: 'An id of no image of the library (imageUnknown), or too many.' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such service page.' })
  async setServicePhotos(@Param('key') key: string, @Body() dto: PagePhotoIdsDto): Promise<PagePhotoIdsDto> {
    return { mediaIds: await this.setPhotos.execute(servicePhotoPage(key), dto.mediaIds) };
  }
}
