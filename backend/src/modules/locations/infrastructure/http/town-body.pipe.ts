import { type FieldErrors, repeatedTownPageFields, townPagesSchema } from '@costa-sol/common';
import { Injectable, type PipeTransform } from '@nestjs/common';
import { EntityBodyPipe } from '../../../../shared/http/entity-body.pipe';
import { fieldErrorsOf, validationFailure } from '../../../../shared/http/validation-failure';
import type { TownServicePageFile } from '../../domain/town-file';

/**
 * A town's sub-pages checked as content/town-pages files are, each key and slug once in the town ("pages.2.slugEs":
 * slugTaken on the later page); 400 per field otherwise.
 */
@Injectable()
export class TownPagesBodyPipe implements PipeTransform<unknown, TownServicePageFile[]> {
  private readonly pages = new EntityBodyPipe(townPagesSchema);

  transform(body: unknown): TownServicePageFile[] {
    const { pages } = this.pages.transform(body);
    const repeated = repeatedTownPageFields(pages);
    if (repeated.length === 0) return pages;
    const errors: FieldErrors = {};
    for (const { index, field } of repeated) Object.assign(errors, fieldErrorsOf(`pages.${index}.${field}`, 'slugTaken'));
    throw validationFailure(errors);
  }
}
