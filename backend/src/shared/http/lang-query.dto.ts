import { LANGUAGES, type Language } from '@costa-sol/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { rule } from './validation-rule';

/** `?lang=es` on public reads: texts in that language (English by default). */
export class LangQueryDto {
  @ApiPropertyOptional({ enum: LANGUAGES, default: 'en' })
  @IsOptional()
  @IsIn(LANGUAGES, rule('invalidOption'))
  lang?: Language;
}
