import type { LogContext, Logger as OrmLogger, LoggerNamespace, LoggerOptions } from '@mikro-orm/core';
import { Logger } from '@nestjs/common';
import { maskDatabaseText, maskSql } from '../shared/application/mask-database-text';

/**
 * MikroORM's log through the app's logger (pino's JSON lines), never its own console writer. Queries are logged only
 * when asked for (LOG_LEVEL=debug), at debug, as MikroORM writes them without 'query-params': placeholders ($1),
 * not the values; any value written into the SQL itself is masked too. 'query-params' is never turned on.
 */
export class NestQueryLogger implements OrmLogger {
  private readonly logger = new Logger('MikroORM');
  private debugMode: boolean | LoggerNamespace[];

  constructor(options: LoggerOptions) {
    this.debugMode = options.debugMode ?? false;
  }

  log(namespace: string, message: string, context?: LogContext): void {
    if (!this.isEnabled(namespace, context)) return;
    const line = `[${namespace}] ${maskDatabaseText(message)}`;
    if (context?.level === 'error') this.logger.error(line);
    else if (context?.level === 'warning') this.logger.warn(line);
    else this.logger.debug(line);
  }

  error(namespace: string, message: string, context?: LogContext): void {
    this.log(namespace, message, { ...context, level: 'error' });
  }

  warn(namespace: string, message: string, context?: LogContext): void {
    this.log(namespace, message, { ...context, level: 'warning' });
  }

  logQuery(context: LogContext): void {
    if (!this.isEnabled('query', context) || context.query === undefined) return;
    const took = context.took !== undefined ? ` [took ${context.took} ms]` : '';
    const failed = context.level === 'error' ? ' (failed)' : '';
    this.logger.debug(`[query] ${maskSql(context.query)}${took}${failed}`);
  }

  setDebugMode(debugMode: boolean | LoggerNamespace[]): void {
    this.debugMode = debugMode;
  }

  isEnabled(namespace: string, context?: LogContext): boolean {
    if (namespace === 'query-params') return false;
    if (namespace === 'deprecated') return true;
    if (context?.enabled !== undefined) return context.enabled;
    const mode = context?.debugMode ?? this.debugMode;
    return Array.isArray(mode) ? mode.includes(namespace as LoggerNamespace) : mode;
  }
}
