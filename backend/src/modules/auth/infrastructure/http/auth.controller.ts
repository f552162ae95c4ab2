import { ADMIN_FIELD_LIMITS, SECOND_FACTOR, STAFF_AUTH_MESSAGES, STAFF_SESSION_CODES } from '@costa-sol/common';
import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IsDefined, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ErrorDto, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import { RateLimited } from '../../../../shared/http/rate-limited.decorator';
import { rule } from '../../../../shared/http/validation-rule';
import { AcceptInvitation } from '../../application/account/accept-invitation.use-case';
import { ChangePassword } from '../../application/account/change-password.use-case';
import { CompletePasswordReset } from '../../application/account/complete-password-reset.use-case';
import { PreviewInvitation } from '../../application/account/preview-invitation.use-case';
import { RequestPasswordReset } from '../../application/account/request-password-reset.use-case';
import { SignOutEverywhere } from '../../application/account/sign-out-everywhere.use-case';
import { GetStaffUser } from '../../application/get-staff-user.use-case';
import { LogIn } from '../../application/log-in.use-case';
import type { StaffPrincipal } from '../../application/staff-principal';
import type { StaffSession } from '../../application/start-session';
import { BeforeSecondFactor, StaffOnly } from '../../staff-only.decorator';
import { deviceLabel } from '../../domain/device-label';
import { setRefreshCookie } from './refresh-cookie';
import { readDeviceCookie, setDeviceCookie } from './device-cookie';
import { AppConfig } from '../../../../config/app-config';
import { CurrentStaff } from '../../current-staff.decorator';
import {
  ChangePasswordDto,
  InvitationPreviewDto,
  LinkTokenDto,
  MessageDto,
  NewPasswordWithTokenDto,
  StaffEmailDto,
} from './staff-account.dto';
import { MeDto, SessionDto, StaffUserDto } from './staff-user.dto';

const PASSWORD_RULES =
  'A new password: 12 to 128 characters, none of the e-mail address or name, and not easy to guess (zxcvbn score 3 ' +
  'or more); a refusal answers 400 with fieldErrors naming the rule (tooShort, tooLong, containsPersonalInfo, tooWeak).';
const LINK_GONE = 'The link is unknown, expired, replaced or already used.';

class LoginDto {
  @ApiProperty({ example: 'office@costasolhvac.example', maxLength: 254 })
  @MaxLength(254, rule('tooLong'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  email!: string;

  @ApiProperty({ example: 'correct horse battery staple', maxLength: ADMIN_FIELD_LIMITS.password.max })
  @MaxLength(ADMIN_FIELD_LIMITS.password.max, rule('tooLong'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  password!: string;

  @ApiProperty({
    required: false,
    example: '123456',
    pattern: `^\\d{${SECOND_FACTOR.digits}}$`,
    description: `The authenticator app's code, for an account with two-step sign-in (sent after a 401 ${STAFF_SESSION_CODES.secondFactorRequired}).`,
  })
  @Matches(new RegExp(`^\\d{${SECOND_FACTOR.digits}}$`), rule('secondFactorCodeWrong'))
  @IsString(rule('invalidInput'))
  @IsOptional()
  code?: string;

  @ApiProperty({
    required: false,
    example: '7KQ2-M9XD-4HTA-P3WZ',
    maxLength: 32,
    description:
      'One of the backup codes, in place of `code` (when the phone is lost), in upper or lower case, with or without dashes or spaces; each works once. A wrong or used one answers like a wrong code.',
  })
  @MaxLength(32, rule('tooLong'))
  @IsString(rule('invalidInput'))
  @IsOptional()
  backupCode?: string;
}

/** The signed-in answer and the refresh cookie beside it. */
function signedIn(reply: FastifyReply, session: StaffSession): SessionDto {
  setRefreshCookie(reply, session.refreshToken);
  return SessionDto.from(session);
}

@ApiTags('Auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly logIn: LogIn,
    private readonly getStaffUser: GetStaffUser,
    private readonly previewInvitation: PreviewInvitation,
    private readonly acceptInvitation: AcceptInvitation,
    private readonly requestPasswordReset: RequestPasswordReset,
    private readonly completePasswordReset: CompletePasswordReset,
    private readonly changePassword: ChangePassword,
    private readonly signOutEverywhere: SignOutEverywhere,
    private readonly config: AppConfig,
  ) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @RateLimited('login')
  @ApiOperation({
    summary: 'Sign in as a staff user',
    description:
      'Rate-limited per client address (LOGIN_RATE_LIMIT_PER_MINUTE) and per account: 5 failures in 15 minutes from ' +
      "clients without this account's device cookie lock those clients out for 15 minutes (with an e-mail to the user); " +
      'a browser that signed in before sends its device cookie (costa_sol_device, HttpOnly, SameSite=Strict, path ' +
      '/api/auth/login) and is judged by its own failures only. Invited and disabled users are refused like a wrong ' +
      'password. Sets the HttpOnly refresh cookie (POST /api/auth/refresh) and a new device cookie.',
  })
  @ApiOkResponse({ type: SessionDto })
  @ApiUnauthorizedResponse({
    type: ErrorDto,
    description: `Wrong e-mail or password; or (code ${STAFF_SESSION_CODES.secondFactorRequired}) the password is right and the account needs its app code in \`code\`; or (code ${STAFF_SESSION_CODES.secondFactorWrong}) that code is wrong or already used.`,
  })
  async login(@Body() dto: LoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionDto> {
    const device = deviceLabel(request.headers['user-agent']);
    const session = await this.logIn.execute({ ...dto, device, deviceCookie: readDeviceCookie(request) });
    const answer = signedIn(reply, session);
    // After the refresh cookie, which stays the answer's first (clients that read one cookie read that one).
    setDeviceCookie(reply, session.deviceCookie, this.config.publicUrl.startsWith('https:'));
    return answer;
  }

  @Get('me')
  @StaffOnly('account.use')
  @BeforeSecondFactor()
  @ApiOperation({ summary: 'The signed-in staff user' })
  @ApiOkResponse({ type: MeDto })
  async me(@CurrentStaff() staff: StaffPrincipal): Promise<MeDto> {
    const user = StaffUserDto.from(await this.getStaffUser.execute(staff.userId));
    return { ...user, secondFactorSetupRequired: staff.secondFactorSetupRequired };
  }

  @Post('invitation/preview')
  @HttpCode(HttpStatus.OK)
  @RateLimited('login')
  @ApiOperation({ summary: 'Who an invitation link is for', description: 'The link stays usable.' })
  @ApiOkResponse({ type: InvitationPreviewDto })
  @ApiGoneResponse({ type: ErrorDto, description: LINK_GONE })
  preview(@Body() dto: LinkTokenDto): Promise<InvitationPreviewDto> {
    return this.previewInvitation.execute(dto.token);
  }

  @Post('invitation/accept')
  @HttpCode(HttpStatus.OK)
  @RateLimited('login')
  @ApiOperation({ summary: 'Choose a password from an invitation link, and sign in', description: PASSWORD_RULES })
  @ApiOkResponse({ type: SessionDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto })
  @ApiGoneResponse({ type: ErrorDto, description: LINK_GONE })
  async accept(
    @Body() dto: NewPasswordWithTokenDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionDto> {
    return signedIn(reply, await this.acceptInvitation.execute(dto.token, dto.password, deviceLabel(request.headers['user-agent'])));
  }

  @Post('password-reset')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimited('login')
  @ApiOperation({
    summary: 'Ask for a password reset link by e-mail',
    description:
      'The same answer whether or not the address has an account. At most 3 e-mails per account per hour; the link works once, for 30 minutes.',
  })
  @ApiAcceptedResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto })
  async passwordReset(@Body() dto: StaffEmailDto): Promise<MessageDto> {
    await this.requestPasswordReset.execute(dto.email);
    return { message: STAFF_AUTH_MESSAGES.en.resetRequested };
  }

  @Post('password-reset/complete')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RateLimited('login')
  @ApiOperation({ summary: 'Choose a new password from a reset link', description: `Every session of the user ends. ${PASSWORD_RULES}` })
  @ApiNoContentResponse({ description: 'The password is changed.' })
  @ApiBadRequestResponse({ type: ValidationErrorDto })
  @ApiGoneResponse({ type: ErrorDto, description: LINK_GONE })
  async completeReset(@Body() dto: NewPasswordWithTokenDto): Promise<void> {
    await this.completePasswordReset.execute(dto.token, dto.password);
  }

  @Post('password')
  @HttpCode(HttpStatus.OK)
  @StaffOnly('account.use')
  @BeforeSecondFactor()
  @ApiOperation({
    summary: 'Change your password',
    description: `Every other session ends; the answer holds a new token for this one. ${PASSWORD_RULES} A wrong current password answers 400 (fieldErrors.currentPassword).`,
  })
  @ApiOkResponse({ type: SessionDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto })
  async password(
    @CurrentStaff() staff: StaffPrincipal,
    @Body() dto: ChangePasswordDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionDto> {
    const device = deviceLabel(request.headers['user-agent']);
    return signedIn(reply, await this.changePassword.execute(staff.userId, dto.currentPassword, dto.newPassword, device));
  }

  @Post('sign-out-everywhere')
  @HttpCode(HttpStatus.NO_CONTENT)
  @StaffOnly('account.use')
  @BeforeSecondFactor()
  @ApiOperation({ summary: 'End every session of yours, this one included' })
  @ApiNoContentResponse({ description: 'Every token issued to you so far is refused from now on.' })
  async signOutEverywhereRoute(@CurrentStaff() staff: StaffPrincipal): Promise<void> {
    await this.signOutEverywhere.execute(staff.userId);
  }
}
