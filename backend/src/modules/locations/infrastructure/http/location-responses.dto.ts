import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { HEATING_EMPHASES, type HeatingEmphasis } from '../../domain/heating-emphasis';
import { COMPASS_POINTS, type CompassPoint } from '../../domain/service-reach';
import { COMARCAS, type ComarcaId } from '../../domain/town-file';

class TownSlugsDto {
  @ApiProperty({ example: 'new-andalusia' }) en!: string;
  @ApiProperty({ example: 'nueva-andalucia' }) es!: string;
}

class ComarcaRefDto {
  @ApiProperty({ enum: COMARCAS, example: 'malaga-costa-del-sol' }) id!: ComarcaId;
  @ApiProperty({ example: 'Málaga-Costa del Sol' }) name!: string;
}

class CoordinatesDto {
  @ApiProperty({ example: 36.5101 }) lat!: number;
  @ApiProperty({ example: -4.8824 }) lng!: number;
}

class FaqDto {
  @ApiProperty() question!: string;
  @ApiProperty() answer!: string;
}

class TownLinkDto {
  @ApiProperty({ example: 'Marbella' }) name!: string;
  @ApiProperty({ example: 'marbella', description: 'The slug in the language asked for' }) slug!: string;
}

class ServiceReachDto {
  @ApiProperty({ example: 38, description: 'Straight-line distance from the base (the map position of the business settings), whole km' })
  distanceKm!: number;
  @ApiProperty({ enum: COMPASS_POINTS, example: 'N', description: 'Which way the town lies from the base' })
  direction!: CompassPoint;
  @ApiProperty({
    description:
      'Inside the standard-response area (the service radius around the base, both from the business settings: visits on any working day, emergencies within the emergency response hours); otherwise served by appointment',
  })
  standardResponse!: boolean;
}

class AltitudeDto {
  @ApiProperty({ example: 640, description: 'Approximate altitude of the town centre, metres, as the town’s summary states it' })
  metres!: number;
  @ApiProperty({
    enum: HEATING_EMPHASES,
    description: 'What the altitude means for a heat pump: below 200 m cooling, 200-499 m balanced, from 500 m heating',
  })
  emphasis!: HeatingEmphasis;
}

class NearbyTownDto extends TownLinkDto {
  @ApiProperty({ example: 6, description: 'Straight-line distance from this town, whole km' }) distanceKm!: number;
  @ApiProperty({ enum: COMPASS_POINTS, example: 'NE', description: 'Which way it lies from this town' }) direction!: CompassPoint;
  @ApiPropertyOptional({
    example: -120,
    description:
      'How much higher it stands than this town, metres to the nearest 10 (negative: lower); only where both altitudes are known and differ',
  })
  climbM?: number;
}

class CapitalDto {
  @ApiProperty({ example: 'Málaga' }) name!: string;
  @ApiProperty({ example: 29, description: 'Straight-line distance from this town, whole km' }) distanceKm!: number;
  @ApiProperty({ enum: COMPASS_POINTS, example: 'SW', description: 'Which way it lies from this town' }) direction!: CompassPoint;
}

class HubTownDto extends ServiceReachDto {
  @ApiProperty({ example: 'Tolox' }) name!: string;
  @ApiPropertyOptional({ example: 320, description: 'Approximate altitude, metres, where the town data gives it' }) altitudeM?: number;
  @ApiProperty({ example: 'tolox', description: 'The slug in the language asked for' }) slug!: string;
}

export class ComarcaHubDto {
  @ApiProperty({ enum: COMARCAS }) id!: ComarcaId;
  @ApiProperty({ example: 'Sierra de las Nieves' }) name!: string;
  @ApiProperty({ description: 'What the comarca’s climate means for heating and cooling' }) climate!: string;
  @ApiProperty({ type: [HubTownDto], description: 'Every town of the comarca, nearest to the base first' }) towns!: HubTownDto[];
}

class TownServicePageRefDto {
  @ApiProperty({ example: 'heat-pumps' }) key!: string;
  @ApiProperty({ description: 'The slug in the language asked for' }) slug!: string;
  @ApiProperty({ type: TownSlugsDto }) slugs!: TownSlugsDto;
  @ApiProperty() title!: string;
}

class LocationSummaryDto {
  @ApiProperty({ description: 'The slug in the language asked for' }) slug!: string;
  @ApiProperty({ type: TownSlugsDto }) slugs!: TownSlugsDto;
  @ApiProperty({ example: 'Marbella' }) name!: string;
  @ApiProperty({ type: ComarcaRefDto }) comarca!: ComarcaRefDto;
  @ApiProperty({ type: CoordinatesDto }) coordinates!: CoordinatesDto;
  @ApiProperty({ description: 'A short description of the town and what its homes need' }) summary!: string;
}

export class LocationListDto {
  @ApiProperty({ type: [LocationSummaryDto] }) data!: LocationSummaryDto[];
}

class ComarcaSummaryDto {
  @ApiProperty({ enum: COMARCAS }) id!: ComarcaId;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Number of towns' }) count!: number;
  @ApiProperty({ type: [TownLinkDto] }) towns!: TownLinkDto[];
}

export class ComarcaListDto {
  @ApiProperty({ type: [ComarcaSummaryDto] }) data!: ComarcaSummaryDto[];
}

/** The spec's Location fields, plus the slug pair, the summary, nearby towns and service pages. */
export class LocationDto {
  @ApiProperty({ example: 'marbella' }) id!: string;
  @ApiProperty({ description: 'The slug in the language asked for' }) slug!: string;
  @ApiProperty({ type: TownSlugsDto }) slugs!: TownSlugsDto;
  @ApiProperty({ example: 'Marbella' }) name!: string;
  @ApiProperty({ example: 'Málaga' }) province!: string;
  @ApiProperty({ type: ComarcaRefDto }) comarca!: ComarcaRefDto;
  @ApiProperty() metaTitle!: string;
  @ApiProperty() metaDescription!: string;
  @ApiProperty({ type: [String], minItems: 7, maxItems: 7 }) keywords!: string[];
  @ApiProperty({ description: 'The town page on this site, in the language asked for' }) canonicalUrl!: string;
  @ApiProperty() heroTitle!: string;
  @ApiProperty() heroDescription!: string;
  @ApiProperty() climateNotes!: string;
  @ApiProperty({ type: [String] }) localIncentives!: string[];
  @ApiProperty({
    description: 'The town has climate and incentive notes of its own; otherwise they are its comarca’s, shown on the comarca hub page',
  })
  ownNotes!: boolean;
  @ApiProperty({ type: CoordinatesDto, description: 'Defaults to 36.72, -4.42 where unknown' }) coordinates!: CoordinatesDto;
  @ApiProperty({ type: ServiceReachDto }) reach!: ServiceReachDto;
  @ApiPropertyOptional({ type: AltitudeDto, description: 'Where the town data gives it' }) altitude?: AltitudeDto;
  @ApiProperty({ type: [FaqDto], minItems: 3, maxItems: 3 }) faqs!: FaqDto[];
  @ApiProperty() summary!: string;
  @ApiPropertyOptional({ description: 'More of the town’s own text (its setting, what it is known for, its homes), where written' })
  about?: string;
  @ApiPropertyOptional({ type: CapitalDto, description: 'Where the provincial capital lies from the town; not on the capital’s own page' })
  capital?: CapitalDto;
  @ApiPropertyOptional({ description: 'For localities that are not municipalities: the municipality they belong to' })
  municipality?: string;
  @ApiPropertyOptional({ type: [String] }) neighborhoods?: string[];
  @ApiPropertyOptional({ type: [String] }) landmarks?: string[];
  @ApiPropertyOptional({ type: [String] }) postalCodes?: string[];
  @ApiPropertyOptional({ type: [TownServicePageRefDto] }) servicePages?: TownServicePageRefDto[];
  @ApiPropertyOptional({ type: [NearbyTownDto], description: 'The closest towns' }) nearby?: NearbyTownDto[];
}

class ServicePageSectionDto {
  @ApiProperty() heading!: string;
  @ApiProperty() body!: string;
}

class ServicePageTownDto {
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ type: TownSlugsDto }) slugs!: TownSlugsDto;
}

export class TownServicePageDto {
  @ApiProperty({ example: 'heat-pumps' }) key!: string;
  @ApiProperty({ description: 'The slug in the language asked for' }) slug!: string;
  @ApiProperty({ type: TownSlugsDto }) slugs!: TownSlugsDto;
  @ApiProperty({ type: ServicePageTownDto }) town!: ServicePageTownDto;
  @ApiProperty() title!: string;
  @ApiProperty({
    description: 'The title for search results, before the brand: a shorter form where the title and the brand do not fit, else the title',
  })
  metaTitle!: string;
  @ApiProperty() metaDescription!: string;
  @ApiProperty() intro!: string;
  @ApiProperty({ type: [ServicePageSectionDto] }) sections!: ServicePageSectionDto[];
}
