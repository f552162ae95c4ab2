import { STAFF_SESSION_CODES } from '@costa-sol/common';
import { Controller, Delete, Get, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../../../config/app-config';
import { ErrorDto } from '../../../../shared/http/error-responses.dto';
import { SameSiteOriginGuard } from '../../../../shared/http/same-site-origin.guard';
import { UuidParam } from '../../../../shared/http/uuid-param.decorator';
import { PostgresThrottlerStorage } from '../../../../shared/infrastructure/postgres-throttler-storage';
import { EndOwnSession } from '../../application/sessions/end-own-session.use-case';
import { ListSessions } from '../../application/sessions/list-sessions.use-case';
import { RefreshSession } from '../../application/sessions/refresh-session.use-case';
import { SignOut } from '../../application/sessions/sign-out.use-case';
import type { StaffPrincipal } from '../../application/staff-principal';
import { CurrentStaff } from '../../current-staff.decorator';
import { SessionEndedError } from '../../domain/auth.errors';
import { BeforeSecondFactor, StaffOnly } from '../../staff-only.decorator';
import { countInvalidToken } from '../invalid-token-budget';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { StaffSessionDto } from './session.dto';
import { SessionDto } from './staff-user.dto';

const FOREIGN_ORIGIN = 'Sent from a page of another site (Origin or Referer of another origin, or Sec-Fetch-Site: cross-site).';

@ApiTags('Auth')
@Controller('auth')
export class SessionsController {
  constructor(
    private readonly refreshSession: RefreshSession,
    private readonly signOut: SignOut,
    private readonly listSessions: ListSessions,
    private readonly endOwnSession: EndOwnSession,
    private readonly storage: PostgresThrottlerStorage,
    private readonly config: AppConfig,
  ) {}

  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @UseGuards(SameSiteOriginGuard)
  @ApiForbiddenResponse({ type: ErrorDto, description: FOREIGN_ORIGIN })
  @ApiOperation({
    summary: 'A new access token from the refresh cookie',
    description:
      'Sends no body: the browser sends the HttpOnly refresh cookie set at sign-in. The cookie is replaced on every use; ' +
      'a cookie value that was already used ends its whole session (a copy in other hands). The session also ends after ' +
      'the idle and absolute limits of the security settings, and with sign out everywhere, a new password or a disabled account.',
  })
  @ApiOkResponse({ type: SessionDto, description: 'A new access token; Set-Cookie carries the next refresh token.' })
  @ApiUnauthorizedResponse({
    type: ErrorDto,
    description: `The session has ended (code ${STAFF_SESSION_CODES.sessionEnded}); the cookie is cleared.`,
  })
  @ApiTooManyRequestsResponse({
    type: ErrorDto,
    description: 'Too many refused tokens from this client address in the last minute (INVALID_TOKEN_LIMIT_PER_MINUTE).',
    headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } } },
  })
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionDto> {
    try {
      const session = await this.refreshSession.execute(readRefreshCookie(request));
      setRefreshCookie(reply, session.refreshToken);
      return SessionDto.from(session);
    } catch (error) {
      if (!(error instanceof SessionEndedError)) throw error;
      clearRefreshCookie(reply);
      if (request.headers.cookie) await countInvalidToken(this.storage, this.config.invalidTokenLimitPerMinute, request, reply);
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(SameSiteOriginGuard)
  @ApiForbiddenResponse({ type: ErrorDto, description: FOREIGN_ORIGIN })
  @ApiOperation({
    summary: 'Sign out on this device',
    description:
      'Ends the session of the refresh cookie the browser sends and clears it; no token needed (an expired session can sign out too).',
  })
  @ApiNoContentResponse({ description: 'Signed out (also when there was no session to end).' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.signOut.execute(readRefreshCookie(request));
    clearRefreshCookie(reply);
  }

  @Get('sessions')
  @StaffOnly('account.use')
  @BeforeSecondFactor()
  @ApiOperation({
    summary: 'Your active sessions, newest use first',
    description: 'One per sign-in on a device; the one of this request is marked current.',
  })
  @ApiOkResponse({ type: [StaffSessionDto] })
  async sessions(@CurrentStaff() staff: StaffPrincipal): Promise<StaffSessionDto[]> {
    return (await this.listSessions.execute(staff.userId, staff.sessionId)).map((session) => StaffSessionDto.from(session));
  }

  @Delete('sessions/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @StaffOnly('account.use')
  @BeforeSecondFactor()
  @ApiOperation({
    summary: 'End one of your sessions',
    description: 'Its access token stops working at once and its refresh cookie with it.',
  })
  @ApiNoContentResponse({ description: 'The session has ended.' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No session of yours with this id is active.' })
  async end(@CurrentStaff() staff: StaffPrincipal, @UuidParam('id') id: string): Promise<void> {
    await this.endOwnSession.execute(staff.userId, id);
  }
}
