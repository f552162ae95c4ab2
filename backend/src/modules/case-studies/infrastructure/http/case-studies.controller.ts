import { CONTENT_CACHE } from '@costa-sol/common';
import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { LangQueryDto } from '../../../../shared/http/lang-query.dto';
import { PhotoDto } from '../../../../shared/http/photo.dto';
import { ListCaseStudies } from '../../application/list-case-studies.use-case';

class CaseStudyDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ example: 'Nueva Andalucía, Marbella' }) location!: string;
  @ApiProperty() beforeSystem!: string;
  @ApiProperty({ description: 'Euros per year.', example: 4200 }) beforeEnergyCost!: number;
  @ApiProperty({ type: [String] }) beforeIssues!: string[];
  @ApiProperty() afterSystem!: string;
  @ApiProperty({ description: 'Euros per year.', example: 1500 }) afterEnergyCost!: number;
  @ApiProperty({ type: [String] }) afterBenefits!: string[];
  @ApiProperty({ description: 'Euros per year.', example: 2700 }) annualSavings!: number;
  @ApiProperty({ type: PhotoDto, nullable: true, description: 'The place before the work, or null.' }) beforePhoto!: PhotoDto | null;
  @ApiProperty({ type: PhotoDto, nullable: true, description: 'The place after the work, or null.' }) afterPhoto!: PhotoDto | null;
  @ApiProperty({ description: 'The one shown on the home page.' }) featured!: boolean;
}

class CaseStudyListDto {
  @ApiProperty({ type: [CaseStudyDto] }) data!: CaseStudyDto[];
}

@ApiTags('Case studies')
@Controller('case-studies')
export class CaseStudiesController {
  constructor(private readonly list: ListCaseStudies) {}

  @Get()
  @Header('cache-control', `public, max-age=${CONTENT_CACHE.staleMs / 1000}`)
  @ApiOperation({
    summary: 'Published case studies, the featured one first, then in their set order',
    description: 'Browsers may keep the answer 5 minutes.',
  })
  @ApiOkResponse({ type: CaseStudyListDto })
  async caseStudies(@Query() query: LangQueryDto): Promise<CaseStudyListDto> {
    return { data: await this.list.execute(query.lang ?? 'en') };
  }
}
