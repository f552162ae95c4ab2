import { Module } from '@nestjs/common';
import { JwtModule, JwtService } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AppConfig } from '../../config/app-config';
import { AdminAccounts } from './application/admin-accounts.port';
import { LogIn } from './application/log-in.use-case';
import { LoginAttempts } from './application/login-attempts.port';
import { PasswordHasher } from './application/password-hasher.port';
import { TokenIssuer } from './application/token-issuer.port';
import { AdminJwtStrategy } from './infrastructure/admin-jwt.strategy';
import { Argon2PasswordHasher } from './infrastructure/argon2-password-hasher';
import { EnvironmentAdminAccounts } from './infrastructure/environment-admin-accounts';
import { AuthController } from './infrastructure/http/auth.controller';
import { JwtTokenIssuer } from './infrastructure/jwt-token-issuer';
import { ThrottledLoginAttempts } from './infrastructure/throttled-login-attempts';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    LogIn,
    AdminJwtStrategy,
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    {
      provide: AdminAccounts,
      inject: [AppConfig, PasswordHasher],
      useFactory: (config: AppConfig, hasher: PasswordHasher) => EnvironmentAdminAccounts.create(config, hasher),
    },
    { provide: LoginAttempts, useClass: ThrottledLoginAttempts },
    { provide: TokenIssuer, inject: [JwtService], useFactory: (jwt: JwtService) => new JwtTokenIssuer(jwt) },
  ],
})
export class AuthModule {}
