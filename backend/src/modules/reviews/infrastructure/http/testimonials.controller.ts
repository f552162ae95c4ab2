import { CONTENT_CACHE } from '@costa-sol/common';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { LangQueryDto } from '../../../../shared/http/lang-query.dto';
import { PhotoDto } from '../../../../shared/http/photo.dto';
import { ListTestimonials } from '../../application/list-testimonials.use-case';

class TestimonialDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Sarah Whitfield' }) name!: string;
  @ApiProperty() review!: string;
  @ApiProperty({ minimum: 1, maximum: 5, example: 5 }) rating!: number;
  @ApiProperty({ example: 'Heat pump installation' }) service!: string;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Marbella' }) location!: string | null;
  @ApiProperty({ type: PhotoDto, nullable: true, description: "The customer's photo, or null." }) photo!: PhotoDto | null;
  @ApiProperty() isActive!: boolean;
  @ApiProperty() createdAt!: Date;
}

class TestimonialListDto {
  @ApiProperty({ type: [TestimonialDto] }) data!: TestimonialDto[];
}

@ApiTags('Reviews')
@Controller('testimonials')
export class TestimonialsController {
  constructor(private readonly list: ListTestimonials) {}

  @Get()
  @Header('cache-control', `public, max-age=${CONTENT_CACHE.staleMs / 1000}`)
  @ApiOperation({
    summary: 'Published testimonials in their set order (the admin orders them)',
    description: 'Browsers may keep the answer 5 minutes.',
  })
  @ApiOkResponse({ type: TestimonialListDto })
  async testimonials(@Query() query: LangQueryDto): Promise<TestimonialListDto> {
    return { data: await this.list.execute(query.lang ?? 'en') };
  }
}
