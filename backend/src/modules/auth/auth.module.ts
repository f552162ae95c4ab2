import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { JwtModule, JwtService } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AppConfig } from '../../config/app-config';
import { BootstrapOwner } from './application/bootstrap-owner.use-case';
import { GetStaffUser } from './application/get-staff-user.use-case';
import { LogIn } from './application/log-in.use-case';
import { PasswordHasher } from './application/password-hasher.port';
import { StaffDirectory } from './application/staff-directory';
import { StaffUsers } from './application/staff-users.port';
import { StartSession } from './application/start-session';
import { TokenIssuer } from './application/token-issuer.port';
import { Argon2PasswordHasher } from './infrastructure/argon2-password-hasher';
import { AuthController } from './infrastructure/http/auth.controller';
import { JwtTokenIssuer } from './infrastructure/jwt-token-issuer';
import { PostgresStaffUsers } from './infrastructure/persistence/postgres-staff-users';
import { StaffJwtStrategy } from './infrastructure/staff-jwt.strategy';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController],
  exports: [StaffDirectory],
  providers: [
    LogIn,
    GetStaffUser,
    StaffDirectory,
    StartSession,
    BootstrapOwner,
    StaffJwtStrategy,
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: StaffUsers, useClass: PostgresStaffUsers },
    { provide: TokenIssuer, inject: [JwtService], useFactory: (jwt: JwtService) => new JwtTokenIssuer(jwt) },
  ],
})
export class AuthModule implements OnApplicationBootstrap {
  constructor(
    private readonly bootstrapOwner: BootstrapOwner,
    private readonly config: AppConfig,
  ) {}

  /** Runs under the start-up lock, after the migrations (app.ts). */
  async onApplicationBootstrap(): Promise<void> {
    await this.bootstrapOwner.execute({ email: this.config.adminEmail ?? 'admin@example.com', password: this.config.adminPassword });
  }
}
