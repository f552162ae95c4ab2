import { MEDIA_LIMITS, MEDIA_MIME_TYPES, mediaVariantWidths } from '@costa-sol/common';
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { RequiredText } from '../../../../shared/http/text-field.decorators';
import type { MediaWithUses } from '../../application/list-media.use-case';

const ALT = { ...MEDIA_LIMITS.altText, minRule: 'textTooShort' } as const;

/** The text fields of an upload, checked like a JSON body (the same per-field 400). */
export class MediaUploadFieldsDto {
  @RequiredText({ example: 'Indoor unit of a split air conditioner above a sofa', description: 'Alternative text in English.', ...ALT })
  altEn!: string;

  @RequiredText({
    example: 'Unidad interior de un aire acondicionado split sobre un sofá',
    description: 'Texto alternativo en español.',
    ...ALT,
  })
  altEs!: string;
}

/** The upload form as the OpenAPI document shows it (multipart/form-data). */
export class MediaUploadDto extends MediaUploadFieldsDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: `A PNG, JPEG or WebP image (told by its content, not its name), at most ${MEDIA_LIMITS.maxBytes / 1024 / 1024} MB and ${MEDIA_LIMITS.maxPixels / 1_000_000} megapixels.`,
  })
  file!: string;
}

export class MediaAltUpdateDto extends PartialType(MediaUploadFieldsDto) {}

export class AdminMediaDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: MEDIA_MIME_TYPES, description: 'Type of the stored original.' }) mimeType!: string;
  @ApiProperty({ description: 'Width of the original in pixels (orientation applied).' }) width!: number;
  @ApiProperty() height!: number;
  @ApiProperty({ description: 'Size of the stored original (metadata stripped) in bytes.' }) byteSize!: number;
  @ApiProperty() altEn!: string;
  @ApiProperty() altEs!: string;
  @ApiProperty() createdAt!: Date;
  @ApiProperty({ description: 'Pieces of content showing the image; it can be deleted only at 0.' }) uses!: number;
  @ApiProperty({
    type: [Number],
    description: 'The widths it is served at, /media/{id}/{width}.avif and .webp (never wider than the original).',
  })
  widths!: number[];

  static from(media: MediaWithUses): AdminMediaDto {
    return {
      id: media.id,
      mimeType: media.mimeType,
      width: media.width,
      height: media.height,
      byteSize: media.byteSize,
      altEn: media.alt.en,
      altEs: media.alt.es,
      createdAt: media.createdAt,
      uses: media.uses,
      widths: mediaVariantWidths(media.width),
    };
  }
}

export class AdminMediaListDto {
  @ApiProperty({ type: [AdminMediaDto] }) data!: AdminMediaDto[];
}
