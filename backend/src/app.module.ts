import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type DynamicModule, Global, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from './config/app-config';
import { DatabaseModule } from './database/database.module';
import { ClockModule } from './shared/clock.module';
import { ContentChangesModule } from './shared/content-changes.module';
import { RateLimitModule } from './shared/rate-limit.module';
import { LOG_MASKING } from './shared/infrastructure/log-masking';
import { ApiDocsModule } from './modules/api-docs/api-docs.module';
import { ArticlesModule } from './modules/articles/articles.module';
import { AuditModule } from './modules/audit/audit.module';
import { AuthModule } from './modules/auth/auth.module';
import { BusinessSettingsModule } from './modules/business-settings/business-settings.module';
import { ContentIoModule } from './content-io/content-io.module';
import { CaseStudiesModule } from './modules/case-studies/case-studies.module';
import { HealthModule } from './modules/health/health.module';
import { LeadsModule } from './modules/leads/leads.module';
import { LocationsModule } from './modules/locations/locations.module';
import { MailModule } from './modules/mail/mail.module';
import { MediaModule } from './modules/media/media.module';
import { PagePhotosModule } from './modules/page-photos/page-photos.module';
import { PriceGuidesModule } from './modules/price-guides/price-guides.module';
import { BookingsModule } from './modules/bookings/bookings.module';
import { QaModule } from './modules/qa/qa.module';
import { RedirectsAdminModule } from './modules/redirects/redirects-admin.module';
import { RedirectsModule } from './modules/redirects/redirects.module';
import { ReviewsModule } from './modules/reviews/reviews.module';
import { SiteModule } from './modules/site/site.module';

/** The levels at which each SQL statement is logged too (with placeholders, never values). */
const QUERY_LOG_LEVELS = new Set(['debug', 'trace']);

/** The id set by the onRequest hook in app.ts. */
function requestId(req: IncomingMessage): string {
  const id = req.headers['x-request-id'];
  return typeof id === 'string' ? id : randomUUID();
}

@Global()
@Module({})
class ConfigModule {
  static with(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: AppConfig, useValue: config }], exports: [AppConfig] };
  }
}

@Module({})
export class AppModule {
  static register(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.with(config),
        LoggerModule.forRoot({
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: config.logLevel,
            // Readable lines for a person at a terminal in development; JSON lines everywhere else (files, Docker).
            ...(!config.production && process.stdout.isTTY
              ? { transport: { target: 'pino-pretty', options: { singleLine: true, ignore: 'pid,hostname' } } }
              : {}),
            genReqId: requestId,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // Errors reduced to class, codes and masked statement; messages holding SQL masked (docs/operations.md).
            ...LOG_MASKING,
            customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
          },
        }),
        DatabaseModule.forUrl(databaseUrl, { logQueries: QUERY_LOG_LEVELS.has(config.logLevel) }),
        ClockModule,
        RateLimitModule,
        ContentChangesModule,
        MailModule,
        HealthModule,
        AuthModule,
        AuditModule,
        BusinessSettingsModule,
        LeadsModule,
        ReviewsModule,
        CaseStudiesModule,
        QaModule,
        ArticlesModule,
        LocationsModule,
        ContentIoModule,
        MediaModule,
        PagePhotosModule,
        PriceGuidesModule,
        BookingsModule,
        RedirectsModule,
        RedirectsAdminModule,
        SiteModule,
        ApiDocsModule,
      ],
    };
  }
}
