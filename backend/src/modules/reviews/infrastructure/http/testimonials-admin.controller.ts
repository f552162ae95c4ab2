import { type TestimonialBody, type TestimonialChangesBody, testimonialChangesSchema, testimonialSchema } from '@costa-sol/common';
import { Body, Controller, Get, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { DeleteRoute, MoveRoute, PublicationRoute } from '../../../../shared/http/collection-routes.decorator';
import { EntityBodyPipe } from '../../../../shared/http/entity-body.pipe';
import { ErrorDto, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import { UuidParam } from '../../../../shared/http/uuid-param.decorator';
import { ListPositionDto } from '../../../../shared/http/list-position.dto';
import { Allowed, StaffOnly } from '../../../auth/staff-only.decorator';
import { CreateTestimonial } from '../../application/admin/create-testimonial.use-case';
import { GetTestimonial } from '../../application/admin/get-testimonial.use-case';
import { ListAdminTestimonials } from '../../application/admin/list-admin-testimonials.use-case';
import { TestimonialCollection } from '../../application/admin/testimonial-collection';
import { UpdateTestimonial } from '../../application/admin/update-testimonial.use-case';
import {
  AdminTestimonialDto,
  AdminTestimonialListDto,
  TESTIMONIAL_BODY,
  TESTIMONIAL_CHANGES_BODY,
  testimonialChanges,
} from './testimonials-admin.dto';

/** Every change is public at once: the home page and its structured data are rendered again. */
@ApiTags('Admin: testimonials')
@StaffOnly('content.edit')
@ApiBadRequestResponse({ type: ValidationErrorDto })
@Controller('admin/testimonials')
export class TestimonialsAdminController {
  constructor(
    private readonly list: ListAdminTestimonials,
    private readonly getOne: GetTestimonial,
    private readonly create: CreateTestimonial,
    private readonly update: UpdateTestimonial,
    private readonly collection: TestimonialCollection,
  ) {}

  @Allowed('content.read')
  @Get()
  @ApiOperation({ summary: 'All testimonials, published and drafts, in their order (position 0 first)' })
  @ApiOkResponse({ type: AdminTestimonialListDto })
  async testimonials(): Promise<AdminTestimonialListDto> {
    return AdminTestimonialListDto.from(await this.list.execute());
  }

  @Post()
  @ApiOperation({ summary: 'Create a testimonial, first in the list (a draft unless isPublished is true)' })
  @ApiBody({ schema: TESTIMONIAL_BODY.ref })
  @ApiCreatedResponse({ type: AdminTestimonialDto })
  async createOne(@Body(new EntityBodyPipe(testimonialSchema)) dto: TestimonialBody): Promise<AdminTestimonialDto> {
    return AdminTestimonialDto.from(
      await this.create.execute({
        name: dto.name,
        location: dto.location || undefined,
        photoId: dto.photoId ?? undefined,
        rating: dto.rating,
        service: { en: dto.serviceEn, es: dto.serviceEs },
        review: { en: dto.reviewEn, es: dto.reviewEs },
        isActive: dto.isPublished ?? false,
      }),
    );
  }

  @Allowed('content.read')
  @Get(':id')
  @ApiOperation({ summary: 'One testimonial' })
  @ApiOkResponse({ type: AdminTestimonialDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async testimonial(@UuidParam() id: string): Promise<AdminTestimonialDto> {
    return AdminTestimonialDto.from(await this.getOne.execute(id));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Edit a testimonial (only the fields sent change); send isPublished to publish or unpublish' })
  @ApiBody({ schema: TESTIMONIAL_CHANGES_BODY.ref })
  @ApiOkResponse({ type: AdminTestimonialDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async updateOne(
    @UuidParam() id: string,
    @Body(new EntityBodyPipe(testimonialChangesSchema)) dto: TestimonialChangesBody,
  ): Promise<AdminTestimonialDto> {
    return AdminTestimonialDto.from(await this.update.execute(id, testimonialChanges(dto)));
  }

  @Allowed('content.publish')
  @PublicationRoute(':id/publish', 'Publish a testimonial (public at once)', AdminTestimonialDto)
  async publish(@UuidParam() id: string): Promise<AdminTestimonialDto> {
    return AdminTestimonialDto.from(await this.collection.setPublished(id, true));
  }

  @Allowed('content.publish')
  @PublicationRoute(':id/unpublish', 'Unpublish a testimonial (gone from the public site at once)', AdminTestimonialDto)
  async unpublish(@UuidParam() id: string): Promise<AdminTestimonialDto> {
    return AdminTestimonialDto.from(await this.collection.setPublished(id, false));
  }

  @MoveRoute('Move a testimonial to a place in the list; answers the whole list in its new order', AdminTestimonialListDto)
  async moveOne(@UuidParam() id: string, @Body() dto: ListPositionDto): Promise<AdminTestimonialListDto> {
    return AdminTestimonialListDto.from(await this.collection.move(id, dto.position));
  }

  @DeleteRoute(':id', 'Delete a testimonial')
  async removeOne(@UuidParam() id: string): Promise<void> {
    await this.collection.delete(id);
  }
}
