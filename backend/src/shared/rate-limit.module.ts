import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { PostgresThrottlerStorage } from './infrastructure/postgres-throttler-storage';

/** Global: the admin guard, instantiated in every module with admin routes, counts invalid tokens in it. */
@Global()
@Module({ providers: [PostgresThrottlerStorage], exports: [PostgresThrottlerStorage] })
class ThrottlerStorageModule {}

/**
 * Rate limits per client address (the address Fastify derives under TRUST_PROXY), counted in PostgreSQL so that
 * every instance shares them. 'default' is one budget for all form posts together (quotes and contact messages:
 * a visitor sends one or two, a bot alternating routes gets no double allowance); 'login' is the sign-in budget.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, PostgresThrottlerStorage],
      useFactory: (config: AppConfig, storage: PostgresThrottlerStorage) => ({
        throttlers: [
          { name: 'default', ttl: 60_000, limit: config.rateLimitPerMinute },
          { name: 'login', ttl: 60_000, limit: config.loginRateLimitPerMinute },
        ],
        storage,
        // One key per budget and client, whatever the route.
        generateKey: (_context, tracker, throttlerName) => `${throttlerName}:${tracker}`,
        errorMessage: 'Too many requests. Please wait a minute and try again.',
      }),
      imports: [ThrottlerStorageModule],
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
