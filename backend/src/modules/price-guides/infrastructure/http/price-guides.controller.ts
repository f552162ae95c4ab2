import { CONTENT_CACHE } from '@costa-sol/common';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { LangQueryDto } from '../../../../shared/http/lang-query.dto';
import { ListPriceGuides } from '../../application/list-price-guides.use-case';
import { PriceGuideListDto } from './price-guides.dto';

@ApiTags('Services')
@Controller('price-guides')
export class PriceGuidesController {
  constructor(private readonly list: ListPriceGuides) {}

  @Get()
  @Header('cache-control', `public, max-age=${CONTENT_CACHE.staleMs / 1000}`)
  @ApiOperation({
    summary: 'The "from €X" price guides of the service pages, as the owner set them',
    description:
      'Only the guides the service pages show, in the order of the services menu; the note in the language asked. A service without one is left out. Browsers may keep the answer 5 minutes.',
  })
  @ApiOkResponse({ type: PriceGuideListDto })
  async guides(@Query() query: LangQueryDto): Promise<PriceGuideListDto> {
    return { data: await this.list.execute(query.lang ?? 'en') };
  }
}
