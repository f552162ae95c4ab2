import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SLUG_PATTERN, TOWN_LIMITS } from '@costa-sol/common';
import type { TownRecord } from '../../application/town-repository.port';
import { COMARCAS, type ComarcaId } from '../../domain/town-file';

/*
 * The OpenAPI description of a town as the admin sends and reads it: the fields of content/towns/{slug}.yaml. The body
 * is checked by that file's own schema (TownBodyPipe), so these classes only describe it.
 */

class BilingualTextDto {
  @ApiProperty({ minLength: 1, example: 'A white village in the Sierra de las Nieves.' }) en!: string;
  @ApiProperty({ minLength: 1, example: 'Un pueblo blanco de la Sierra de las Nieves.' }) es!: string;
}

class TownCoordinatesDto {
  @ApiProperty({ minimum: 36, maximum: 37.5, example: 36.6858 }) lat!: number;
  @ApiProperty({ minimum: -5.7, maximum: -3.7, example: -4.8656 }) lng!: number;
}

class TownDetailDto {
  @ApiProperty({ type: BilingualTextDto }) heroTitle!: BilingualTextDto;
  @ApiProperty({ type: BilingualTextDto }) heroDescription!: BilingualTextDto;
  @ApiProperty({ type: BilingualTextDto }) climateNotes!: BilingualTextDto;
  @ApiPropertyOptional({ type: [BilingualTextDto], description: "The town hall's own tax bonuses; they replace the generic tip." })
  localIncentives?: BilingualTextDto[];
  @ApiProperty({ type: [String], example: ['Casco Antiguo'] }) neighborhoods!: string[];
  @ApiProperty({ type: [String], example: ['Iglesia de San Juan'] }) landmarks!: string[];
  @ApiProperty({ type: [String], example: ['29109'], description: 'Málaga postal codes (29xxx).' }) postalCodes!: string[];
}

export class TownBodyDto {
  @ApiProperty({ minLength: 2, example: 'Tolox', description: 'As written locally, with accents; the slugs are made from it.' })
  name!: string;
  @ApiPropertyOptional({ minLength: 2, description: 'English name, only where it differs.' }) nameEn?: string;
  @ApiPropertyOptional({
    pattern: SLUG_PATTERN.source,
    description: 'Only where it differs from the one made of the name; another one moves the town (301 from the old paths).',
  })
  slugEn?: string;
  @ApiPropertyOptional({
    pattern: SLUG_PATTERN.source,
    description: 'Only where it differs from the one made of the name; another one moves the town (301 from the old paths).',
  })
  slugEs?: string;
  @ApiProperty({ enum: COMARCAS }) comarca!: ComarcaId;
  @ApiPropertyOptional({ minLength: 2, description: 'For a locality that is not a municipality.' }) municipality?: string;
  @ApiPropertyOptional({ type: TownCoordinatesDto, description: 'Without them the town has no nearby towns and is nobody’s.' })
  coordinates?: TownCoordinatesDto;
  @ApiPropertyOptional({ minimum: 0, maximum: 2000, description: 'Whole metres, as the English summary states it.' }) altitudeM?: number;
  @ApiProperty({ type: BilingualTextDto }) summary!: BilingualTextDto;
  @ApiPropertyOptional({ type: BilingualTextDto }) about?: BilingualTextDto;
  @ApiPropertyOptional({
    type: BilingualTextDto,
    description: `The search title, used as written: at most ${TOWN_LIMITS.seoTitle.max} characters.`,
  })
  seoTitle?: BilingualTextDto;
  @ApiPropertyOptional({
    type: BilingualTextDto,
    description: `The meta description, used as written: at most ${TOWN_LIMITS.seoDescription.max} characters.`,
  })
  seoDescription?: BilingualTextDto;
  @ApiPropertyOptional({ type: TownDetailDto, description: 'Only for the detailed towns: all of its fields or none.' })
  detail?: TownDetailDto;
}

class TownSlugPairDto {
  @ApiProperty({ example: 'tolox' }) en!: string;
  @ApiProperty({ example: 'tolox' }) es!: string;
}

export class AdminTownDto {
  @ApiProperty({ example: 'tolox', description: 'The English slug: the town’s key in the admin.' }) id!: string;
  @ApiProperty({ type: TownSlugPairDto }) slugs!: TownSlugPairDto;
  @ApiProperty({ type: TownBodyDto }) town!: TownBodyDto;
  @ApiProperty({ description: 'Service sub-pages the town has (GET /api/admin/towns/{slug}/pages).' }) pageCount!: number;
  @ApiProperty() updatedAt!: Date;
  @ApiProperty({ type: String, nullable: true, description: 'Who saved it last; null for a town loaded from content/.' })
  updatedBy!: string | null;

  static from(record: TownRecord, slugs: { en: string; es: string }): AdminTownDto {
    return {
      id: record.slug,
      slugs,
      town: record.town,
      pageCount: record.pages.length,
      updatedAt: record.updatedAt,
      updatedBy: record.updatedBy,
    };
  }
}

export class AdminTownListDto {
  @ApiProperty({ type: [AdminTownDto], description: 'Every town, by name.' }) data!: AdminTownDto[];
}

const SLUG = { pattern: SLUG_PATTERN.source } as const;

class AdminTownPageSectionDto {
  @ApiProperty({ type: BilingualTextDto }) heading!: BilingualTextDto;
  @ApiProperty({ type: BilingualTextDto, description: 'One or two paragraphs of plain text.' }) body!: BilingualTextDto;
}

class AdminTownServicePageDto {
  @ApiProperty({
    ...SLUG,
    example: 'air-conditioning',
    description: 'The page’s own key in the town; it keeps the page when a slug changes.',
  })
  key!: string;
  @ApiProperty({ ...SLUG, example: 'air-conditioning', description: 'Another one leaves a 301 from the old path.' }) slugEn!: string;
  @ApiProperty({ ...SLUG, example: 'aire-acondicionado', description: 'Another one leaves a 301 from the old path.' }) slugEs!: string;
  @ApiProperty({ type: BilingualTextDto, description: 'The page’s heading.' }) title!: BilingualTextDto;
  @ApiPropertyOptional({ type: BilingualTextDto, description: 'A shorter title for search results; the title without it.' })
  metaTitle?: BilingualTextDto;
  @ApiProperty({ type: BilingualTextDto }) metaDescription!: BilingualTextDto;
  @ApiProperty({ type: BilingualTextDto }) intro!: BilingualTextDto;
  @ApiProperty({
    type: [AdminTownPageSectionDto],
    minItems: TOWN_LIMITS.servicePages.sections.min,
    maxItems: TOWN_LIMITS.servicePages.sections.max,
  })
  sections!: AdminTownPageSectionDto[];
}

export class TownPagesBodyDto {
  @ApiProperty({
    type: [AdminTownServicePageDto],
    maxItems: TOWN_LIMITS.servicePages.max,
    description: 'Every sub-page of the town in its order, each key and slug once; an empty list removes them all.',
  })
  pages!: AdminTownServicePageDto[];
}

export class AdminTownPagesDto extends TownPagesBodyDto {
  @ApiProperty({ example: 'alhaurin-el-grande', description: 'The town’s English slug.' }) id!: string;
  @ApiProperty({ example: 'Alhaurín el Grande' }) name!: string;
  @ApiProperty({ type: TownSlugPairDto }) slugs!: TownSlugPairDto;
  @ApiProperty() updatedAt!: Date;
  @ApiProperty({ type: String, nullable: true, description: 'Who saved the town or its pages last; null for content/.' })
  updatedBy!: string | null;

  static from(record: TownRecord, slugs: { en: string; es: string }): AdminTownPagesDto {
    return {
      id: record.slug,
      name: record.town.name,
      slugs,
      pages: record.pages,
      updatedAt: record.updatedAt,
      updatedBy: record.updatedBy,
    };
  }
}
