import { isRedirectPath, REDIRECT_PATH_MAX, REDIRECT_PATH_PATTERN, REDIRECT_SOURCES, type RedirectSource } from '@costa-sol/common';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, MaxLength, ValidateBy } from 'class-validator';
import { rule, Trim } from '../../../../shared/http/validation-rule';
import type { Redirect } from '../../domain/redirect';

/** A path of the public site, as it is served (isRedirectPath). */
function SitePath(example: string, description: string): PropertyDecorator {
  return applyDecorators(
    IsDefined(rule('required')),
    IsString(rule('invalidInput')),
    MaxLength(REDIRECT_PATH_MAX, rule('tooLong')),
    ValidateBy(
      { name: 'redirectPath', validator: { validate: (value) => typeof value === 'string' && isRedirectPath(value) } },
      rule('redirectPathInvalid'),
    ),
    Trim(),
    ApiProperty({
      example,
      description: `${description} Never under /api, /admin, /media, /assets, /images, /analytics or /share, nor /sitemap.xml, /robots.txt, /speculation-rules.json or /favicon.svg; no dot segment (. or .., escaped or not), no escaped slash, and every escape the lower-case UTF-8 one of a character that needs it (isRedirectPath in common).`,
      maxLength: REDIRECT_PATH_MAX,
      pattern: REDIRECT_PATH_PATTERN.source,
    }),
  );
}

export class RedirectInputDto {
  @SitePath('/qa/heating/old-question', 'The old path: lower case, no query, and no page may render there today (fieldErrors.fromPath).')
  fromPath!: string;

  @SitePath('/qa/heating/new-question', 'Where visitors go instead; a path that itself redirects is followed to its end.')
  toPath!: string;
}

export class RedirectDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '/qa/heating/old-question' }) fromPath!: string;
  @ApiProperty({ example: '/qa/heating/new-question' }) toPath!: string;
  @ApiProperty({ enum: REDIRECT_SOURCES, description: 'automatic: recorded by a slug change; manual: added in the admin.' })
  source!: RedirectSource;
  @ApiProperty() createdAt!: Date;
  @ApiProperty({ type: String, nullable: true, description: 'The e-mail of the staff member who added it; null when automatic.' })
  createdBy!: string | null;

  static from(redirect: Redirect): RedirectDto {
    const { id, fromPath, toPath, source, createdAt, createdBy } = redirect;
    return { id, fromPath, toPath, source, createdAt, createdBy };
  }
}

export class RedirectListDto {
  @ApiProperty({ type: [RedirectDto], description: 'Newest first.' }) data!: RedirectDto[];
}
