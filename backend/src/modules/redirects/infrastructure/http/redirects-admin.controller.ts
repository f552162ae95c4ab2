import { Body, Controller, Get, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { DeleteRoute } from '../../../../shared/http/collection-routes.decorator';
import { type RedirectBody, redirectSchema } from '@costa-sol/common';
import { EntityBodyPipe } from '../../../../shared/http/entity-body.pipe';
import { ErrorDto, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import { UuidParam } from '../../../../shared/http/uuid-param.decorator';
import { CurrentStaff } from '../../../auth/current-staff.decorator';
import type { StaffPrincipal } from '../../../auth/application/staff-principal';
import { StaffOnly } from '../../../auth/staff-only.decorator';
import { AddRedirect } from '../../application/add-redirect.use-case';
import { GetRedirect } from '../../application/get-redirect.use-case';
import { ListRedirects } from '../../application/list-redirects.use-case';
import { RemoveRedirect } from '../../application/remove-redirect.use-case';
import { REDIRECT_BODY, RedirectDto, RedirectListDto } from './redirects.dto';

/** Old paths that answer 301 with a new one: those slug changes recorded, and those staff add. Public at once. */
@ApiTags('Admin: redirects')
@StaffOnly('redirects.edit')
@Controller('admin/redirects')
export class RedirectsAdminController {
  constructor(
    private readonly list: ListRedirects,
    private readonly getOne: GetRedirect,
    private readonly add: AddRedirect,
    private readonly remove: RemoveRedirect,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every redirect, newest first' })
  @ApiOkResponse({ type: RedirectListDto })
  async redirects(): Promise<RedirectListDto> {
    return { data: (await this.list.execute()).map((redirect) => RedirectDto.from(redirect)) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One redirect' })
  @ApiOkResponse({ type: RedirectDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async redirect(@UuidParam() id: string): Promise<RedirectDto> {
    return RedirectDto.from(await this.getOne.execute(id));
  }

  @Post()
  @ApiBody({ schema: REDIRECT_BODY.ref })
  @ApiOperation({ summary: 'Add a redirect (old path → new path); the old path answers 301 at once on every instance' })
  @ApiCreatedResponse({ type: RedirectDto })
  @ApiBadRequestResponse({
    type: ValidationErrorDto,
    description:
      'fieldErrors: a path that is not a site path (redirectPathInvalid), the same path twice (toPath: redirectSamePath), ' +
      'a loop (toPath: redirectLoop), an old path that a page owns (fromPath: redirectPathOwned).',
  })
  @ApiConflictResponse({ type: ErrorDto, description: 'The old path already has a redirect (fieldErrors.fromPath: redirectTaken).' })
  async create(@Body(new EntityBodyPipe(redirectSchema)) dto: RedirectBody, @CurrentStaff() staff: StaffPrincipal): Promise<RedirectDto> {
    return RedirectDto.from(await this.add.execute({ from: dto.fromPath, to: dto.toPath }, staff.email));
  }

  @DeleteRoute(':id', 'Delete a redirect: the old path answers as any other path again')
  async delete(@UuidParam() id: string): Promise<void> {
    await this.remove.execute(id);
  }
}
