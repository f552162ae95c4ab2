import { type PriceGuideBody, priceGuideSchema } from '@costa-sol/common';
import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DeleteRoute } from '../../../../shared/http/collection-routes.decorator';
import { EntityBodyPipe } from '../../../../shared/http/entity-body.pipe';
import { ErrorDto, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import { Allowed, StaffOnly } from '../../../auth/staff-only.decorator';
import { ListAdminPriceGuides } from '../../application/list-admin-price-guides.use-case';
import { RemovePriceGuide } from '../../application/remove-price-guide.use-case';
import { SetPriceGuide } from '../../application/set-price-guide.use-case';
import { isPublic } from '../../domain/price-guide';
import { AppConfig } from '../../../../config/app-config';
import { SERVICE_PARAM } from './price-guide-params';
import { AdminPriceGuideDto, AdminPriceGuideListDto, PRICE_GUIDE_BODY, priceGuideInput } from './price-guides.dto';

/** The "from €X" price of each service page: prices are the owner's to set; a change is public at once. */
@ApiTags('Admin: price guides')
@StaffOnly('priceGuides.edit')
@Controller('admin/price-guides')
export class PriceGuidesAdminController {
  constructor(
    private readonly list: ListAdminPriceGuides,
    private readonly setGuide: SetPriceGuide,
    private readonly removeGuide: RemovePriceGuide,
    private readonly config: AppConfig,
  ) {}

  @Allowed('priceGuides.read')
  @Get()
  @ApiOperation({ summary: 'Every service page with its price guide, or null where it shows none' })
  @ApiOkResponse({ type: AdminPriceGuideListDto })
  async guides(): Promise<AdminPriceGuideListDto> {
    return AdminPriceGuideListDto.from(await this.list.execute());
  }

  @Put(':service')
  @SERVICE_PARAM
  @ApiOperation({ summary: "Set a service page's price guide (a sample saved becomes the owner's own; public at once if shown)" })
  @ApiBody({ schema: PRICE_GUIDE_BODY.ref })
  @ApiOkResponse({ type: AdminPriceGuideDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto, description: 'fieldErrors per field.' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such service page.' })
  async setOne(
    @Param('service') service: string,
    @Body(new EntityBodyPipe(priceGuideSchema)) dto: PriceGuideBody,
  ): Promise<AdminPriceGuideDto> {
    const guide = await this.setGuide.execute(service, priceGuideInput(dto));
    return AdminPriceGuideDto.from(guide, isPublic(guide, this.config.production));
  }

  @DeleteRoute(':service', "Remove a service page's price guide: the page shows no price", SERVICE_PARAM)
  async removeOne(@Param('service') service: string): Promise<void> {
    await this.removeGuide.execute(service);
  }
}
