import { ADMIN_FIELD_LIMITS } from '@costa-sol/common';
import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { IsDefined, IsString, MaxLength } from 'class-validator';
import { ErrorDto } from '../../../../shared/http/error-responses.dto';
import { RateLimited } from '../../../../shared/http/rate-limited.decorator';
import { rule } from '../../../../shared/http/validation-rule';
import { GetStaffUser } from '../../application/get-staff-user.use-case';
import { LogIn } from '../../application/log-in.use-case';
import type { StaffPrincipal } from '../../domain/staff-user';
import { StaffOnly } from '../../staff-only.decorator';
import { CurrentStaff } from './current-staff.decorator';
import { SessionDto, StaffUserDto } from './staff-user.dto';

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
}

@ApiTags('Auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly logIn: LogIn,
    private readonly getStaffUser: GetStaffUser,
  ) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @RateLimited('login')
  @ApiOperation({
    summary: 'Sign in as a staff user',
    description: 'Rate-limited per client address (LOGIN_RATE_LIMIT_PER_MINUTE). Invited and disabled users are refused like a wrong password.',
  })
  @ApiOkResponse({ type: SessionDto })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Wrong e-mail or password.' })
  async login(@Body() dto: LoginDto): Promise<SessionDto> {
    return SessionDto.from(await this.logIn.execute(dto));
  }

  @Get('me')
  @StaffOnly()
  @ApiOperation({ summary: 'The signed-in staff user' })
  @ApiOkResponse({ type: StaffUserDto })
  async me(@CurrentStaff() staff: StaffPrincipal): Promise<StaffUserDto> {
    return StaffUserDto.from(await this.getStaffUser.execute(staff.userId));
  }
}
