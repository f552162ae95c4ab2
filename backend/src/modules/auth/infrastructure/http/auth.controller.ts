import { ADMIN_FIELD_LIMITS } from '@costa-sol/common';
import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { IsDefined, IsString, MaxLength } from 'class-validator';
import { ErrorDto } from '../../../../shared/http/error-responses.dto';
import { RateLimited } from '../../../../shared/http/rate-limited.decorator';
import { rule } from '../../../../shared/http/validation-rule';
import { LogIn } from '../../application/log-in.use-case';
import { AdminOnly } from '../../admin-only.decorator';
import type { AdminPrincipal } from '../admin-jwt.strategy';

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

class TokenDto {
  @ApiProperty({ description: 'JWT to send as `Authorization: Bearer <token>` on /api/admin routes.' })
  accessToken!: string;

  @ApiProperty({ example: 1800, description: 'Seconds until the token expires.' })
  expiresIn!: number;
}

class MeDto {
  @ApiProperty({ example: 'office@costasolhvac.example' })
  email!: string;
}

@ApiTags('Auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly logIn: LogIn) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @RateLimited('login')
  @ApiOperation({ summary: 'Sign in as admin', description: 'Rate-limited per client address (LOGIN_RATE_LIMIT_PER_MINUTE).' })
  @ApiOkResponse({ type: TokenDto })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Wrong e-mail or password.' })
  login(@Body() dto: LoginDto): Promise<TokenDto> {
    return this.logIn.execute(dto);
  }

  @Get('me')
  @AdminOnly()
  @ApiOperation({ summary: 'The signed-in admin' })
  @ApiOkResponse({ type: MeDto })
  me(@Req() request: { user: AdminPrincipal }): MeDto {
    return { email: request.user.email };
  }
}
