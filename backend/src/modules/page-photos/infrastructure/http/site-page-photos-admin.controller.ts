import { photoPageKey } from '@costa-sol/common';
import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorDto, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import { Allowed, StaffOnly } from '../../../auth/staff-only.decorator';
import { brandPhotoPage, guidePhotoPage } from '../../application/article-photo-pages';
import { GetPagePhotoIds } from '../../application/get-page-photo-ids.use-case';
import { SetPagePhotos } from '../../application/set-page-photos.use-case';
import { BRAND_SLUG_PARAM, GUIDE_KEY_PARAM } from './page-photo-params';
import { PagePhotoIdsDto } from './page-photos.dto';

const SET_REFUSED = 'An id of no image of the library (imageUnknown), or too many.';

/**
 * The photos of the home page's hero, the contact page, the manufacturer pages and the guides (the first one leads
 * the page, in both languages); a change is public at once. The town and service pages: PagePhotosAdminController.
 */
@ApiTags('Admin: page photos')
@StaffOnly('content.edit')
@Controller('admin/page-photos')
export class SitePagePhotosAdminController {
  constructor(
    private readonly getIds: GetPagePhotoIds,
    private readonly setPhotos: SetPagePhotos,
  ) {}

  @Allowed('content.read')
  @Get('home')
  @ApiOperation({ summary: "The home page hero's photo: media ids in order (the first one is shown; none: the drawing)" })
  @ApiOkResponse({ type: PagePhotoIdsDto })
  async homePhotos(): Promise<PagePhotoIdsDto> {
    return { mediaIds: await this.getIds.execute(photoPageKey.homeHero) };
  }

  @Put('home')
  @ApiOperation({ summary: "Set the home page hero's photo (the first id is shown; an empty list brings the drawing back)" })
  @ApiOkResponse({ type: PagePhotoIdsDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto, description: SET_REFUSED })
  async setHomePhotos(@Body() dto: PagePhotoIdsDto): Promise<PagePhotoIdsDto> {
    return { mediaIds: await this.setPhotos.execute(photoPageKey.homeHero, dto.mediaIds) };
  }

  @Allowed('content.read')
  @Get('contact')
  @ApiOperation({ summary: "The contact page's photo: media ids in order (the first one is shown)" })
  @ApiOkResponse({ type: PagePhotoIdsDto })
  async contactPhotos(): Promise<PagePhotoIdsDto> {
    return { mediaIds: await this.getIds.execute(photoPageKey.contact) };
  }

  @Put('contact')
  @ApiOperation({ summary: "Set the contact page's photo (the first id is shown; an empty list removes it)" })
  @ApiOkResponse({ type: PagePhotoIdsDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto, description: SET_REFUSED })
  async setContactPhotos(@Body() dto: PagePhotoIdsDto): Promise<PagePhotoIdsDto> {
    return { mediaIds: await this.setPhotos.execute(photoPageKey.contact, dto.mediaIds) };
  }

  @Allowed('content.read')
  @Get('brands/:slug')
  @BRAND_SLUG_PARAM
  @ApiOperation({ summary: "A manufacturer page's photos: media ids in the order shown (the page by its slug, e.g. daikin)" })
  @ApiOkResponse({ type: PagePhotoIdsDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such manufacturer page.' })
  async brandPhotos(@Param('slug') slug: string): Promise<PagePhotoIdsDto> {
    return { mediaIds: await this.getIds.execute(brandPhotoPage(slug)) };
  }

  @Put('brands/:slug')
  @BRAND_SLUG_PARAM
  @ApiOperation({ summary: "Set a manufacturer page's photos, in order (the first leads the page; an empty list removes them)" })
  @ApiOkResponse({ type: PagePhotoIdsDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto, description: SET_REFUSED })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such manufacturer page.' })
  async setBrandPhotos(@Param('slug') slug: string, @Body() dto: PagePhotoIdsDto): Promise<PagePhotoIdsDto> {
    return { mediaIds: await this.setPhotos.execute(brandPhotoPage(slug), dto.mediaIds) };
  }

  @Allowed('content.read')
  @Get('guides/:key')
  @GUIDE_KEY_PARAM
  @ApiOperation({ summary: "A guide's photos: media ids in the order shown (the guide by its route key, e.g. hvacSizingGuide)" })
  @ApiOkResponse({ type: PagePhotoIdsDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such guide.' })
  async guidePhotos(@Param('key') key: string): Promise<PagePhotoIdsDto> {
    return { mediaIds: await this.getIds.execute(guidePhotoPage(key)) };
  }

  @Put('guides/:key')
  @GUIDE_KEY_PARAM
  @ApiOperation({ summary: "Set a guide's photos, in order (the first leads the page; an empty list removes them)" })
  @ApiOkResponse({ type: PagePhotoIdsDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto, description: SET_REFUSED })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such guide.' })
  async setGuidePhotos(@Param('key') key: string, @Body() dto: PagePhotoIdsDto): Promise<PagePhotoIdsDto> {
    return { mediaIds: await this.setPhotos.execute(guidePhotoPage(key), dto.mediaIds) };
  }
}
