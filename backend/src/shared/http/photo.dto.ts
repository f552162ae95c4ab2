import { ApiProperty } from '@nestjs/swagger';

/** An image of the media library as a public page draws it (frontend ResponsiveImage). */
export class PhotoDto {
  @ApiProperty({ format: 'uuid', description: 'Its variants are /media/{id}/{width}.avif and .webp.' }) id!: string;
  @ApiProperty({ example: 1600, description: 'Width of the original in pixels (for the img width attribute).' }) width!: number;
  @ApiProperty({ example: 1000 }) height!: number;
  @ApiProperty({ example: 'A heat pump beside a white villa', description: 'Alternative text in the language asked.' }) alt!: string;
  @ApiProperty({ type: [Number], example: [320, 640, 960, 1280], description: 'The widths it is served at (for srcset).' })
  widths!: number[];
}
