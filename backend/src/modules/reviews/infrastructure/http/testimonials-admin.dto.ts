import { TESTIMONIAL_FIELD_LIMITS } from '@costa-sol/common';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PhotoId } from '../../../../shared/http/photo.dto';
import { AllowedCharacters, OptionalText, RequiredText } from '../../../../shared/http/text-field.decorators';
import { rule } from '../../../../shared/http/validation-rule';
import type { TestimonialChanges } from '../../application/admin/testimonial-inputs';
import type { Testimonial } from '../../domain/testimonial';

const L = TESTIMONIAL_FIELD_LIMITS;

function Rating(): PropertyDecorator {
  return applyDecorators(
    IsDefined(rule('required')),
    IsInt(rule('ratingInvalid')),
    Min(L.rating.min, rule('ratingInvalid')),
    Max(L.rating.max, rule('ratingInvalid')),
    ApiProperty({ example: 5, minimum: L.rating.min, maximum: L.rating.max, description: 'Stars, a whole number.' }),
  );
}

/** Texts are plain text: shown as written, never as HTML. */
export class TestimonialInputDto {
  @RequiredText({ example: 'Sarah Thompson', ...L.name, minRule: 'textTooShort' })
  name!: string;

  @OptionalText({ example: 'Marbella', max: L.location.max })
  @AllowedCharacters()
  location?: string;

  @Rating()
  rating!: number;

  @PhotoId('An image of the media library shown on the card; null for none.')
  photoId?: string | null;

  @RequiredText({ example: 'Ducted air conditioning with Airzone', ...L.service, minRule: 'textTooShort' })
  serviceEn!: string;

  @RequiredText({ example: 'Aire por conductos con Airzone', ...L.service, minRule: 'textTooShort' })
  serviceEs!: string;

  @RequiredText({ description: 'Plain text; line breaks allowed.', ...L.review, minRule: 'textTooShort', multiline: true })
  reviewEn!: string;

  @RequiredText({ description: 'Plain text; line breaks allowed.', ...L.review, minRule: 'textTooShort', multiline: true })
  reviewEs!: string;

  @ApiPropertyOptional({ default: false, description: 'Published testimonials are public; drafts are not.' })
  @IsOptional()
  @IsBoolean(rule('invalidInput'))
  isPublished?: boolean;
}

export class TestimonialUpdateDto extends PartialType(TestimonialInputDto) {}

export class AdminTestimonialDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating!: number;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'An image of the media library.' }) photoId!: string | null;
  @ApiProperty() serviceEn!: string;
  @ApiProperty() serviceEs!: string;
  @ApiProperty() reviewEn!: string;
  @ApiProperty() reviewEs!: string;
  @ApiProperty({ description: 'Shown on the public site (isActive in the public API).' }) isPublished!: boolean;
  @ApiProperty({ description: 'Place in the list, 0 first.' }) position!: number;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;

  static from(t: Testimonial): AdminTestimonialDto {
    return {
      id: t.id,
      name: t.name,
      location: t.location ?? null,
      rating: t.rating,
      photoId: t.photoId ?? null,
      serviceEn: t.service.en,
      serviceEs: t.service.es,
      reviewEn: t.review.en,
      reviewEs: t.review.es,
      isPublished: t.isActive,
      position: t.position,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    };
  }
}

export class AdminTestimonialListDto {
  @ApiProperty({ type: [AdminTestimonialDto] }) data!: AdminTestimonialDto[];

  static from(testimonials: Testimonial[]): AdminTestimonialListDto {
    return { data: testimonials.map((t) => AdminTestimonialDto.from(t)) };
  }
}

function bilingual(en: string | undefined, es: string | undefined): Partial<Record<'en' | 'es', string>> {
  return { ...(en !== undefined && { en }), ...(es !== undefined && { es }) };
}

/** The flat admin fields as the domain's change; absent fields stay as they are, an empty location clears it. */
export function testimonialChanges(dto: TestimonialUpdateDto): TestimonialChanges {
  return {
    name: dto.name,
    review: bilingual(dto.reviewEn, dto.reviewEs),
    rating: dto.rating,
    service: bilingual(dto.serviceEn, dto.serviceEs),
    location: dto.location === undefined ? undefined : dto.location || null,
    photoId: dto.photoId,
    isActive: dto.isPublished,
  };
}
