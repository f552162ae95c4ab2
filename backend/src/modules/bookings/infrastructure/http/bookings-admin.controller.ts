import {
  type DayOffBody,
  dayOffSchema,
  type VisitRulesBody,
  visitRulesSchema,
  type WorkingHoursBody,
  workingHoursSchema,
} from '@costa-sol/common';
import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DeleteRoute } from '../../../../shared/http/collection-routes.decorator';
import { EntityBodyPipe } from '../../../../shared/http/entity-body.pipe';
import { ApiFormErrors } from '../../../../shared/http/error-responses.dto';
import { UuidParam } from '../../../../shared/http/uuid-param.decorator';
import { StaffOnly } from '../../../auth/staff-only.decorator';
import { AddDayOff } from '../../application/admin/add-day-off.use-case';
import { GetBookingStats } from '../../application/admin/get-booking-stats.use-case';
import { GetVisitRules } from '../../application/admin/get-visit-rules.use-case';
import { ListDaysOff } from '../../application/admin/list-days-off.use-case';
import { ListStaffWeeks } from '../../application/admin/list-staff-weeks.use-case';
import { RemoveDayOff } from '../../application/admin/remove-day-off.use-case';
import { SaveVisitRules } from '../../application/admin/save-visit-rules.use-case';
import { SetWorkingHours } from '../../application/admin/set-working-hours.use-case';
import { VISIT_RULES_BODY, VisitRulesDto, visitRulesOf } from './admin-booking-rules.dto';
import { DAY_OFF_BODY, DayOffDto } from './admin-days-off.dto';
import { instantRange } from './admin-instant-range';
import { BookingStatsDto, StatsRangeQueryDto } from './admin-visits.dto';
import { StaffWeekDto, WORKING_HOURS_BODY, workingHoursOf } from './admin-working-hours.dto';

/** The availability the online booking offers: rules, working hours, days off; and how bookings went. */
@ApiTags('Admin: bookings')
@StaffOnly('bookings.manage')
@Controller('admin/bookings')
export class BookingsAdminController {
  constructor(
    private readonly getRules: GetVisitRules,
    private readonly saveRules: SaveVisitRules,
    private readonly staffWeeks: ListStaffWeeks,
    private readonly setHours: SetWorkingHours,
    private readonly daysOff: ListDaysOff,
    private readonly addDayOff: AddDayOff,
    private readonly removeDayOff: RemoveDayOff,
    private readonly bookingStats: GetBookingStats,
  ) {}

  @Get('rules')
  @ApiOperation({ summary: 'The booking rules (the defaults until the office saves them)' })
  @ApiOkResponse({ type: VisitRulesDto })
  async rules(): Promise<VisitRulesDto> {
    return VisitRulesDto.from(await this.getRules.execute());
  }

  @Put('rules')
  @ApiOperation({ summary: 'Save the booking rules; the free times follow at once' })
  @ApiBody({ schema: VISIT_RULES_BODY.ref })
  @ApiOkResponse({ type: VisitRulesDto })
  @ApiFormErrors()
  async putRules(@Body(new EntityBodyPipe(visitRulesSchema)) dto: VisitRulesBody): Promise<VisitRulesDto> {
    return VisitRulesDto.from(await this.saveRules.execute(visitRulesOf(dto)));
  }

  @Get('technicians')
  @ApiOperation({ summary: 'Active staff users with their weekly hours, by name' })
  @ApiOkResponse({ type: [StaffWeekDto] })
  async technicians(): Promise<StaffWeekDto[]> {
    return (await this.staffWeeks.execute()).map((week) => StaffWeekDto.from(week));
  }

  @Put('technicians/:id/hours')
  @ApiOperation({ summary: "Replace a staff user's weekly hours (local time, Europe/Madrid)" })
  @ApiBody({ schema: WORKING_HOURS_BODY.ref })
  @ApiOkResponse({ type: StaffWeekDto })
  @ApiFormErrors()
  async putHours(@UuidParam() id: string, @Body(new EntityBodyPipe(workingHoursSchema)) dto: WorkingHoursBody): Promise<StaffWeekDto> {
    return StaffWeekDto.from(await this.staffWeeks.listed(await this.setHours.execute(id, workingHoursOf(dto))));
  }

  @Get('days-off')
  @ApiOperation({ summary: 'Days off and holidays not yet over, earliest first' })
  @ApiOkResponse({ type: [DayOffDto] })
  async listDaysOff(): Promise<DayOffDto[]> {
    return (await this.daysOff.execute()).map((entry) => DayOffDto.from(entry));
  }

  @Post('days-off')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Add days off for a staff user, or a holiday for everyone (technicianId null)' })
  @ApiBody({ schema: DAY_OFF_BODY.ref })
  @ApiCreatedResponse({ type: DayOffDto })
  @ApiFormErrors()
  async postDayOff(@Body(new EntityBodyPipe(dayOffSchema)) dto: DayOffBody): Promise<DayOffDto> {
    const entry = await this.addDayOff.execute({
      technicianId: dto.technicianId,
      firstDay: dto.firstDay,
      lastDay: dto.lastDay,
      reason: dto.reason ?? '',
    });
    return DayOffDto.from(entry);
  }

  @DeleteRoute('days-off/:id', 'Remove days off or a holiday')
  async deleteDayOff(@UuidParam() id: string): Promise<void> {
    await this.removeDayOff.execute(id);
  }

  @Get('stats')
  @ApiOperation({ summary: 'Bookings per source, the share of quotes booked online, and no-shows, over a period' })
  @ApiOkResponse({ type: BookingStatsDto })
  @ApiFormErrors()
  async stats(@Query() query: StatsRangeQueryDto): Promise<BookingStatsDto> {
    const { from, to } = instantRange(query.from, query.to, 366);
    const stats = await this.bookingStats.execute(from, to);
    return { ...stats, onlineBookingShare: stats.quoteLeads === 0 ? null : stats.quoteLeadsBookedOnline / stats.quoteLeads };
  }
}
