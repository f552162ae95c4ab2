import { PRICE_GUIDE_LIMITS, SERVICE_ROUTE_KEYS, type ServiceRouteKey } from '@costa-sol/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsInt, Max, Min } from 'class-validator';
import { RequiredText } from '../../../../shared/http/text-field.decorators';
import { rule } from '../../../../shared/http/validation-rule';
import type { PriceGuideInput } from '../../application/set-price-guide.use-case';
import type { AdminPriceGuideRow } from '../../application/list-admin-price-guides.use-case';
import type { PriceGuide } from '../../domain/price-guide';

const L = PRICE_GUIDE_LIMITS;
const NOTE = { min: L.note.min, max: L.note.max, minRule: 'textTooShort' as const };

/** A service page's price guide as the owner sets it. */
export class PriceGuideInputDto {
  @IsDefined(rule('required'))
  @IsInt(rule('invalidInput'))
  @Min(L.fromEur.min, rule('invalidInput'))
  @Max(L.fromEur.max, rule('invalidInput'))
  @ApiProperty({ example: 1200, minimum: L.fromEur.min, maximum: L.fromEur.max, description: 'Whole euros: "from €1,200".' })
  fromEur!: number;

  @RequiredText({ example: 'One wall-mounted split unit for a bedroom, supplied and installed, IVA included.', ...NOTE })
  noteEn!: string;

  @RequiredText({ example: 'Un split de pared para un dormitorio, con suministro e instalación, IVA incluido.', ...NOTE })
  noteEs!: string;

  @IsDefined(rule('required'))
  @IsBoolean(rule('invalidInput'))
  @ApiProperty({ description: 'Shown on the service page; a hidden guide stays saved.' })
  shown!: boolean;
}

export function priceGuideInput(dto: PriceGuideInputDto): PriceGuideInput {
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
