import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SLUG_PATTERN, TOWN_LIMITS, townSchema } from '@costa-sol/common';
import { entityApiSchema } from '../../../../shared/http/entity-api-schema';
import type { TownRecord } from '../../application/town-repository.port';
import type { TownFile } from '../../domain/town-file';

/** A town as the admin sends and reads it: common's townSchema, the fields of content/towns/{slug}.yaml. */
export const TOWN_BODY = entityApiSchema('TownBodyDto', townSchema);

class BilingualTextDto {
  @ApiProperty({ minLength: 1, example: 'A white village in the Sierra de las Nieves.' }) en!: string;
  @ApiProperty({ minLength: 1, example: 'Un pueblo blanco de la Sierra de las Nieves.' }) es!: string;
}

class TownSlugPairDto {
  @ApiProperty({ example: 'tolox' }) en!: string;
  @ApiProperty({ example: 'tolox' }) es!: string;
}

export class AdminTownDto {
  @ApiProperty({ example: 'tolox', description: 'The English slug: the town’s key in the admin.' }) id!: string;
  @ApiProperty({ type: TownSlugPairDto }) slugs!: TownSlugPairDto;
  @ApiProperty({ allOf: [TOWN_BODY.ref] }) town!: TownFile;
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
