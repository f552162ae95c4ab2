import { CONTENT_CACHE } from '@costa-sol/common';
import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorDto } from '../../../../shared/http/error-responses.dto';
import { LangQueryDto } from '../../../../shared/http/lang-query.dto';
import { ListPagePhotos } from '../../application/list-page-photos.use-case';
import { servicePhotoPage } from '../../application/service-photo-pages';
import { TownPhotoPages } from '../../application/town-photo-pages';
import { SERVICE_KEY_PARAM, TOWN_SLUG_PARAM } from './page-photo-params';
import { PagePhotoListDto } from './page-photos.dto';

@ApiTags('Locations')
@Controller('page-photos')
export class PagePhotosController {
  constructor(
    private readonly towns: TownPhotoPages,
    private readonly list: ListPagePhotos,
  ) {}

  @Get('towns/:slug')
  @TOWN_SLUG_PARAM
  @Header('cache-control', `public, max-age=${CONTENT_CACHE.staleMs / 1000}`)
  @ApiOperation({
    summary: "A town page's photos in the order the admin set, alternative texts in the language asked",
    description: 'The town by its English or Spanish slug; an empty list when it has none. Browsers may keep the answer 5 minutes.',
  })
  @ApiOkResponse({ type: PagePhotoListDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such town.' })
  async townPhotos(@Param('slug') slug: string, @Query() query: LangQueryDto): Promise<PagePhotoListDto> {
    return { data: await this.list.execute(this.towns.pageOf(slug), query.lang ?? 'en') };
  }

  @Get('services/:key')
  @SERVICE_KEY_PARAM
  @Header('cache-control', `public, max-age=${CONTENT_CACHE.staleMs / 1000}`)
  @ApiOperation({
    summary: "A service page's photos in the order the admin set, alternative texts in the language asked",
    description:
      'The page by its route key (e.g. airConditioning); an empty list when it has none. Browsers may keep the answer 5 minutes.',
  })
  @ApiOkResponse({ type: PagePhotoListDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such service page.' })
  async servicePhotos(@Param('key') key: string, @Query() query: LangQueryDto): Promise<PagePhotoListDto> {
    return { data: await this.list.execute(servicePhotoPage(key), query.lang ?? 'en') };
  }
}
