import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { JwtModule, JwtService } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AppConfig } from '../../config/app-config';
import { AcceptInvitation } from './application/account/accept-invitation.use-case';
import { ChangePassword } from './application/account/change-password.use-case';
import { CompletePasswordReset } from './application/account/complete-password-reset.use-case';
import { PreviewInvitation } from './application/account/preview-invitation.use-case';
import { RequestPasswordReset } from './application/account/request-password-reset.use-case';
import { SignOutEverywhere } from './application/account/sign-out-everywhere.use-case';
import { BootstrapOwner } from './application/bootstrap-owner.use-case';
import { PasswordPolicy } from './application/password-policy';
import { StaffLinks } from './application/staff-links';
import { StaffMailer } from './application/staff-mailer.port';
import { StaffTokens } from './application/staff-tokens.port';
import { InviteStaffUser } from './application/users/invite-staff-user.use-case';
import { ListStaffUsers } from './application/users/list-staff-users.use-case';
import { ResendInvitation } from './application/users/resend-invitation.use-case';
import { UpdateStaffUser } from './application/users/update-staff-user.use-case';
import { UsersAdminController } from './infrastructure/http/users-admin.controller';
import { SessionsController } from './infrastructure/http/sessions.controller';
import { SecondFactorController } from './infrastructure/http/second-factor.controller';
import { SecuritySettingsController } from './infrastructure/http/security-settings.controller';
import { DeviceSessions } from './application/device-sessions.port';
import { SecuritySettingsStore } from './application/security-settings.port';
import { EndOwnSession } from './application/sessions/end-own-session.use-case';
import { ListSessions } from './application/sessions/list-sessions.use-case';
import { RefreshSession } from './application/sessions/refresh-session.use-case';
import { GetSecuritySettings, UpdateSecuritySettings } from './application/sessions/security-settings.use-cases';
import { SignOut } from './application/sessions/sign-out.use-case';
import { DisableSecondFactor } from './application/second-factor/disable-second-factor.use-case';
import { EnableSecondFactor } from './application/second-factor/enable-second-factor.use-case';
import { ResetSecondFactor } from './application/second-factor/reset-second-factor.use-case';
import { SetUpSecondFactor } from './application/second-factor/set-up-second-factor.use-case';
import { PostgresDeviceSessions } from './infrastructure/persistence/postgres-device-sessions';
import { PostgresSecuritySettings } from './infrastructure/persistence/postgres-security-settings';
import { MailStaffMailer } from './infrastructure/mail/mail-staff-mailer';
import { PostgresStaffTokens } from './infrastructure/persistence/postgres-staff-tokens';
import { GetStaffUser } from './application/get-staff-user.use-case';
import { LogIn } from './application/log-in.use-case';
import { LoginAttempts } from './application/login-attempts.port';
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
import { ThrottledLoginAttempts } from './infrastructure/throttled-login-attempts';
import { TotpSecretsAtRest } from './infrastructure/persistence/totp-secrets-at-rest';
import { TotpSecretCipher } from './infrastructure/secret-box/totp-secret-cipher';
import { totpKeysFor } from './infrastructure/secret-box/totp-keys';
import { GuessableWords } from './application/guessable-words.port';
import { DeviceCookies } from './application/device-cookies.port';
import { HmacDeviceCookies } from './infrastructure/hmac-device-cookies';
import { BackupCodes } from './application/second-factor/backup-codes';
import { BackupCodesStore } from './application/second-factor/backup-codes.port';
import { CountBackupCodes } from './application/second-factor/count-backup-codes.use-case';
import { RegenerateBackupCodes } from './application/second-factor/regenerate-backup-codes.use-case';
import { PostgresBackupCodes } from './infrastructure/persistence/postgres-backup-codes';
import { BusinessGuessableWords } from './infrastructure/guessing/business-guessable-words';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController, SessionsController, SecondFactorController, UsersAdminController, SecuritySettingsController],
  exports: [StaffDirectory],
  providers: [
    LogIn,
    GetStaffUser,
    StaffDirectory,
    StartSession,
    BootstrapOwner,
    StaffJwtStrategy,
    StaffLinks,
    PasswordPolicy,
    ListStaffUsers,
    InviteStaffUser,
    UpdateStaffUser,
    ResendInvitation,
    PreviewInvitation,
    AcceptInvitation,
    RequestPasswordReset,
    CompletePasswordReset,
    ChangePassword,
    SignOutEverywhere,
    RefreshSession,
    SignOut,
    ListSessions,
    EndOwnSession,
    GetSecuritySettings,
    UpdateSecuritySettings,
    SetUpSecondFactor,
    EnableSecondFactor,
    DisableSecondFactor,
    ResetSecondFactor,
    { provide: DeviceSessions, useClass: PostgresDeviceSessions },
    { provide: SecuritySettingsStore, useClass: PostgresSecuritySettings },
    { provide: StaffTokens, useClass: PostgresStaffTokens },
    { provide: StaffMailer, useClass: MailStaffMailer },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: StaffUsers, useClass: PostgresStaffUsers },
    { provide: TotpSecretCipher, inject: [AppConfig], useFactory: (config: AppConfig) => new TotpSecretCipher(totpKeysFor(config)) },
    TotpSecretsAtRest,
    { provide: LoginAttempts, useClass: ThrottledLoginAttempts },
    { provide: DeviceCookies, useClass: HmacDeviceCookies },
    { provide: BackupCodesStore, useClass: PostgresBackupCodes },
    BackupCodes,
    RegenerateBackupCodes,
    CountBackupCodes,
    { provide: GuessableWords, useClass: BusinessGuessableWords },
    { provide: TokenIssuer, inject: [JwtService], useFactory: (jwt: JwtService) => new JwtTokenIssuer(jwt) },
  ],
})
export class AuthModule implements OnApplicationBootstrap {
  constructor(
    private readonly bootstrapOwner: BootstrapOwner,
    private readonly totpSecrets: TotpSecretsAtRest,
    private readonly config: AppConfig,
  ) {}

  /** Runs under the start-up lock, after the migrations (app.ts). */
  async onApplicationBootstrap(): Promise<void> {
    await this.totpSecrets.sealStored();
    await this.bootstrapOwner.execute({ email: this.config.adminEmail ?? 'admin@example.com', password: this.config.adminPassword });
  }
}
