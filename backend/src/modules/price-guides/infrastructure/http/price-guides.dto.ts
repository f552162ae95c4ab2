import { type PriceGuideBody, priceGuideSchema, SERVICE_ROUTE_KEYS, type ServiceRouteKey } from '@costa-sol/common';
import { ApiProperty } from '@nestjs/swagger';
import { entityApiSchema } from '../../../../shared/http/entity-api-schema';
import type { PriceGuideInput } from '../../application/set-price-guide.use-case';
import type { AdminPriceGuideRow } from '../../application/list-admin-price-guides.use-case';
import type { PriceGuide } from '../../domain/price-guide';

/** The body the owner sends: common's price-guide schema. */
export const PRICE_GUIDE_BODY = entityApiSchema('PriceGuideInputDto', priceGuideSchema);

export function priceGuideInput(dto: PriceGuideBody): PriceGuideInput {
  return { fromEur: dto.fromEur, note: { en: dto.noteEn, es: dto.noteEs }, shown: dto.shown };
}

export class AdminPriceGuideDto {
  @ApiProperty({ enum: SERVICE_ROUTE_KEYS }) service!: ServiceRouteKey;
  @ApiProperty({ description: 'Whole euros.' }) fromEur!: number;
  @ApiProperty() noteEn!: string;
  @ApiProperty() noteEs!: string;
  @ApiProperty({ description: "The owner's switch." }) shown!: boolean;
  @ApiProperty({ description: 'A development sample: never shown in production; saving it makes it the owner’s own.' })
  sample!: boolean;
  @ApiProperty({ description: 'Visitors see it now: shown, and not a sample in production.' }) isPublic!: boolean;
  @ApiProperty() updatedAt!: Date;

  static from(guide: PriceGuide, isPublic: boolean): AdminPriceGuideDto {
    const { service, fromEur, note, shown, sample, updatedAt } = guide;
    return { service, fromEur, noteEn: note.en, noteEs: note.es, shown, sample, isPublic, updatedAt };
  }
}

class AdminPriceGuideRowDto {
  @ApiProperty({ enum: SERVICE_ROUTE_KEYS, description: 'The route key of a service page.' }) service!: ServiceRouteKey;
  @ApiProperty({ type: AdminPriceGuideDto, nullable: true, description: 'null: the page shows no price.' })
  guide!: AdminPriceGuideDto | null;
}

export class AdminPriceGuideListDto {
  @ApiProperty({ type: [AdminPriceGuideRowDto], description: 'Every service page, in the order of the services menu.' })
  data!: AdminPriceGuideRowDto[];

  static from(rows: AdminPriceGuideRow[]): AdminPriceGuideListDto {
    return { data: rows.map((row) => ({ service: row.service, guide: row.guide && AdminPriceGuideDto.from(row.guide, row.isPublic) })) };
  }
}

class PriceGuideDto {
  @ApiProperty({ enum: SERVICE_ROUTE_KEYS, description: 'The route key of a service page.' }) service!: ServiceRouteKey;
  @ApiProperty({ example: 1200, description: 'Whole euros: the price a job of this kind starts at.' }) fromEur!: number;
  @ApiProperty({ description: 'What the price covers, in the language asked.' }) note!: string;
}

export class PriceGuideListDto {
  @ApiProperty({ type: [PriceGuideDto] }) data!: PriceGuideDto[];
}
