import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { rule } from './validation-rule';

/** An image of the media library as a public page draws it (frontend ResponsiveImage). */
export class PhotoDto {
  @ApiProperty({ format: 'uuid', description: 'Its variants are /media/{id}/{width}.avif and .webp.' }) id!: string;
  @ApiProperty({ example: 1600, description: 'Width of the original in pixels (for the img width attribute).' }) width!: number;
  @ApiProperty({ example: 1000 }) height!: number;
  @ApiProperty({ example: 'A heat pump beside a white villa', description: 'Alternative text in the language asked.' }) alt!: string;
  @ApiProperty({ type: [Number], example: [320, 640, 960, 1280], description: 'The widths it is served at (for srcset).' })
  widths!: number[];
}

/**
 * An optional photo field of an admin form: the id of an image of the media library, or null for no photo (absent:
 * unchanged). An id of no image is refused by the use case (imageUnknown).
 */
export function PhotoId(description: string): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    IsUUID('4', rule('invalidInput')),
    ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description }),
  );
}
