import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiFormErrors, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import { RateLimited } from '../../../../shared/http/rate-limited.decorator';
import { BookVisit } from '../../application/book-visit.use-case';
import { freeTimesMessage } from '../../application/free-times-message';
import { ListFreeSlots } from '../../application/list-free-slots.use-case';
import type { Visit } from '../../domain/visit';
import { REPLAYED_HEADER } from '../../../../shared/http/replayed-header';
import { BookedVisitDto, BookingDto, bookingRequest, SlotsDto, SlotsQueryDto } from './booking.dto';
import { Clock } from '../../../../shared/application/clock.port';

function visitAnswer(visit: Visit): BookedVisitDto {
  return { id: visit.id, kind: visit.kind, town: visit.town, start: visit.start.toISOString(), end: visit.end.toISOString() };
}

@ApiTags('Bookings')
@Controller('bookings')
export class BookingsController {
  constructor(
    private readonly slots: ListFreeSlots,
    private readonly book: BookVisit,
    private readonly clock: Clock,
  ) {}

  @Get('slots')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Free visit times for a kind of visit in a town',
    description:
      "The times a visitor may book in the coming weeks (the office's working hours, days off, visits already booked and their travel buffer, minimum notice and how far ahead). Instants in UTC; the office works in Europe/Madrid time.",
  })
  @ApiOkResponse({ type: SlotsDto })
  @ApiFormErrors()
  async freeSlots(@Query() query: SlotsQueryDto): Promise<SlotsDto> {
    const found = await this.slots.execute(query.kind, query.town, this.clock.now());
    const message = freeTimesMessage(found, query.lang ?? 'en');
    return {
      town: found.town,
      availability: found.availability,
      slots: found.slots.map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() })),
      ...(message && { message }),
    };
  }

  @Post()
  @RateLimited('forms')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Book a visit at one of the free times',
    description:
      'Books the time with a free technician and queues the confirmation to the visitor and the notice to the office and the technician. Two requests for the same time give one visit: the other is answered 409. The same person asking again for the same time (a retry) gets their visit again, with the replay header.',
  })
  @ApiCreatedResponse({
    type: BookedVisitDto,
    headers: {
      [REPLAYED_HEADER]: {
        description: 'Present on a retry: this visit was booked by an earlier request.',
        schema: { type: 'string', enum: ['true'] },
      },
    },
  })
  @ApiConflictResponse({ type: ValidationErrorDto, description: 'The time was booked by someone else meanwhile (fieldErrors.start).' })
  @ApiFormErrors()
  async bookVisit(@Body() dto: BookingDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<BookedVisitDto> {
    const booked = await this.book.execute(bookingRequest(dto, 'en'), 'online');
    if (booked.replayed) void reply.header(REPLAYED_HEADER, 'true');
    return visitAnswer(booked.visit);
  }
}
