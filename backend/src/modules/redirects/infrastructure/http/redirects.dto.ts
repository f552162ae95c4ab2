import { REDIRECT_SOURCES, type RedirectSource, redirectSchema } from '@costa-sol/common';
import { ApiProperty } from '@nestjs/swagger';
import { entityApiSchema } from '../../../../shared/http/entity-api-schema';
import type { Redirect } from '../../domain/redirect';

/** A redirect staff add: common's redirect schema. */
export const REDIRECT_BODY = entityApiSchema('RedirectInputDto', redirectSchema);

export class RedirectDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: '/qa/heating/old-question' }) fromPath!: string;
  @ApiProperty({ example: '/qa/heating/new-question' }) toPath!: string;
  @ApiProperty({ enum: REDIRECT_SOURCES, description: 'automatic: recorded by a slug change; manual: added in the admin.' })
  source!: RedirectSource;
  @ApiProperty() createdAt!: Date;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The e-mail of the staff member who added it, or whose slug change recorded it; null when a content import did.',
  })
  createdBy!: string | null;

  static from(redirect: Redirect): RedirectDto {
    const { id, fromPath, toPath, source, createdAt, createdBy } = redirect;
    return { id, fromPath, toPath, source, createdAt, createdBy };
  }
}

export class RedirectListDto {
  @ApiProperty({ type: [RedirectDto], description: 'Newest first.' }) data!: RedirectDto[];
}
