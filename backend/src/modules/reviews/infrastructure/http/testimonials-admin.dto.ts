import { type TestimonialChangesBody, testimonialChangesSchema, testimonialSchema } from '@costa-sol/common';
import { ApiProperty } from '@nestjs/swagger';
import { entityApiSchema } from '../../../../shared/http/entity-api-schema';
import type { TestimonialChanges } from '../../application/admin/testimonial-inputs';
import type { Testimonial } from '../../domain/testimonial';

/** The bodies staff send: common's testimonial schema (an edit, every field optional). */
export const TESTIMONIAL_BODY = entityApiSchema('TestimonialInputDto', testimonialSchema);
export const TESTIMONIAL_CHANGES_BODY = entityApiSchema('TestimonialUpdateDto', testimonialChangesSchema);

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
export function testimonialChanges(dto: TestimonialChangesBody): TestimonialChanges {
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
