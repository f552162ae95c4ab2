import { PAGE_PHOTO_LIMITS } from '@costa-sol/common';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsDefined, IsUUID } from 'class-validator';
import { PhotoDto } from '../../../../shared/http/photo.dto';
import { rule } from '../../../../shared/http/validation-rule';

/** A page's photos as the admin sets them: media ids, first to last (an empty list removes them all). */
export class PagePhotoIdsDto {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    maxItems: PAGE_PHOTO_LIMITS.max,
    example: ['3f0c6d7e-8a51-4f7e-9f55-2b6f1b0f8c11'],
    description: `Images of the media library in the order shown, at most ${PAGE_PHOTO_LIMITS.max}; a repeated id counts once.`,
  })
  @IsUUID('4', { ...rule('imageUnknown'), each: true })
  @ArrayMaxSize(PAGE_PHOTO_LIMITS.max, rule('tooLong'))
  @IsArray(rule('invalidInput'))
  @IsDefined(rule('required'))
  mediaIds!: string[];
}

export class PagePhotoListDto {
  @ApiProperty({ type: [PhotoDto] }) data!: PhotoDto[];
}
