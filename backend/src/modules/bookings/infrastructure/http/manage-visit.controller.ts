import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiFormErrors, ErrorDto, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import { RateLimited } from '../../../../shared/http/rate-limited.decorator';
import { ManageVisit } from '../../application/manage-visit.use-case';
import type { Visit } from '../../domain/visit';
import { CancelVisitDto, ManagedVisitDto, ManageQueryDto, RescheduleVisitDto } from './booking.dto';

function managed(visit: Visit): ManagedVisitDto {
  return {
    id: visit.id,
    kind: visit.kind,
    town: visit.town,
    start: visit.start.toISOString(),
    end: visit.end.toISOString(),
    status: visit.status,
    language: visit.contact.language,
  };
}

const LINK_INVALID = { type: ErrorDto, description: 'The link is altered, expired, or its visit no longer exists.' };
const NOT_CHANGEABLE = {
  type: ValidationErrorDto,
  description: 'The visit is cancelled, done or has started; or (moving) the time was taken meanwhile.',
};

/** The visitor's link from the e-mail: no sign-in, the signed token is the proof; it stops working a day after the visit. */
@ApiTags('Bookings')
@RateLimited('forms')
@Controller('bookings/manage')
export class ManageVisitController {
  constructor(private readonly manage: ManageVisit) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The visit of a manage link: kind, time, town and status (no personal data)' })
  @ApiOkResponse({ type: ManagedVisitDto })
  @ApiNotFoundResponse(LINK_INVALID)
  @ApiFormErrors()
  async visit(@Query() query: ManageQueryDto): Promise<ManagedVisitDto> {
    return managed(await this.manage.view(query.token));
  }

  @Post('cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Cancel the visit of a manage link',
    description: 'The time is free again at once; the visitor, the office and the technician are e-mailed.',
  })
  @ApiOkResponse({ type: ManagedVisitDto })
  @ApiNotFoundResponse(LINK_INVALID)
  @ApiConflictResponse(NOT_CHANGEABLE)
  @ApiFormErrors()
  async cancel(@Body() dto: CancelVisitDto): Promise<ManagedVisitDto> {
    return managed(await this.manage.cancel(dto.token));
  }

  @Post('reschedule')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Move the visit of a manage link to another free time',
    description:
      'Same rules as booking (GET /api/bookings/slots lists the times); the visitor gets a new calendar file, the office and the technician a notice.',
  })
  @ApiOkResponse({ type: ManagedVisitDto })
  @ApiNotFoundResponse(LINK_INVALID)
  @ApiConflictResponse(NOT_CHANGEABLE)
  @ApiFormErrors()
  async reschedule(@Body() dto: RescheduleVisitDto): Promise<ManagedVisitDto> {
    return managed(await this.manage.reschedule(dto.token, new Date(dto.start)));
  }
}
