import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { HttpAdapterHost, Reflector } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { TransactionRunner } from '../../../../shared/application/transaction-runner.port';
import { AuditLog } from '../../application/audit-log.port';
import { type AuditActor, auditSnapshot } from '../../domain/audit-entry';
import { isCredentialRoute, SNAPSHOTS_OMITTED } from '../../domain/audit-redaction';
import { AUDIT_WITHOUT_SNAPSHOTS } from '../../../../shared/http/audit-without-snapshots.decorator';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The signed-in staff member the admin guard put on the request, whatever shape of principal the session has. */
function actorOf(user: unknown): AuditActor | undefined {
  if (typeof user !== 'object' || user === null) return undefined;
  const fields = user as Record<string, unknown>;
  if (typeof fields.email !== 'string') return undefined;
  return {
    userId: typeof fields.userId === 'string' ? fields.userId : null,
    email: fields.email,
    role: typeof fields.role === 'string' ? fields.role : null,
  };
}

/** '/api/admin/qa/pages/:id/publish' + its URL → where the entity lives, its type and id, and the action's name. */
function describeChange(method: string, template: string, url: string) {
  const templateParts = template.split('/');
  const urlParts = url.split('?')[0].split('/');
  const params = templateParts.flatMap((part, index) => (part.startsWith(':') ? [index] : []));
  const firstParam = params.at(0) ?? -1;
  const lastParam = params.at(-1) ?? -1;
  const typeEnd = firstParam === -1 ? templateParts.length : firstParam;
  const prefix = templateParts[1] === 'api' && templateParts[2] === 'admin' ? 3 : 2;
  return {
    action: `${method} ${templateParts.map((part) => (part.startsWith(':') ? `{${part.slice(1)}}` : part)).join('/')}`,
    entityType: templateParts.slice(prefix, typeEnd).join('/') || templateParts.slice(1).join('/'),
    entityId: lastParam === -1 ? null : decodeURIComponent(urlParts[lastParam] ?? ''),
    entityPath: lastParam === -1 ? null : urlParts.slice(0, lastParam + 1).join('/'),
  };
}

type Change = ReturnType<typeof describeChange>;

/** What the handler did inside the change's transaction: its answer, or the error it threw. */
type HandlerOutcome = { failed: false; answer: unknown } | { failed: true; error: unknown };

/**
 * Writes an audit entry for every change a signed-in staff member makes (POST, PUT, PATCH, DELETE that succeed):
 * the entity before is read through the API's own GET of it (same session) just before the change, the entity after
 * is the change's answer. Visitors' requests (no staff session) are not audited here.
 *
 * The change and its entry commit together or not at all: the handler runs inside one transaction (repositories
 * join it, nested transactions become savepoints, after-commit work waits for it) and the entry is written in it.
 * An entry that cannot be written rolls the change back and the request fails. A handler that throws keeps what it
 * wrote (a failure counter, say), as it did outside a transaction, and its error is answered.
 *
 * Credential routes (/api/auth/) and routes marked @AuditWithoutSnapshots() keep no snapshots (audit-redaction.ts).
 */
@Injectable()
export class AuditTrailInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly log: AuditLog,
    private readonly transactions: TransactionRunner,
    private readonly adapterHost: HttpAdapterHost,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: unknown }>();
    const actor = actorOf(request.user);
    const template = request.routeOptions.url;
    if (!CHANGES.has(request.method) || !actor || !template) return next.handle();
    const change = describeChange(request.method, template, request.url);
    const withSnapshots =
      !isCredentialRoute(template) &&
      !this.reflector.getAllAndOverride<boolean | undefined>(AUDIT_WITHOUT_SNAPSHOTS, [context.getHandler(), context.getClass()]);
    return from(this.audited(change, actor, withSnapshots, request, next));
  }

  private async audited(change: Change, actor: AuditActor, withSnapshots: boolean, request: FastifyRequest, next: CallHandler) {
    // Read before the transaction: it is a request of its own, on a connection of its own.
    const before = withSnapshots ? await this.readEntity(change.entityPath, request) : null;
    let outcome: HandlerOutcome | undefined;
    try {
      await this.transactions.run(async () => {
        // next.handle() binds the handler to this async context, so it runs inside the transaction.
        outcome = await lastValueFrom(next.handle(), { defaultValue: undefined }).then(
          (answer: unknown): HandlerOutcome => ({ failed: false, answer }),
          (error: unknown): HandlerOutcome => ({ failed: true, error }),
        );
        if (!outcome.failed) await this.record(change, actor, withSnapshots, request.method, before, outcome.answer);
      });
    } catch (error) {
      if (outcome?.failed) throw outcome.error;
      this.logger.error(
        `${change.action} failed after its handler: its audit entry or commit (then rolled back), or work after the commit.`,
      );
      throw error;
    }
    if (!outcome) throw new Error(`${change.action} ran no handler.`);
    if (outcome.failed) throw outcome.error;
    return outcome.answer;
  }

  private async record(change: Change, actor: AuditActor, withSnapshots: boolean, method: string, before: unknown, answer: unknown) {
    const answerId = typeof answer === 'object' && answer !== null ? (answer as { id?: unknown }).id : undefined;
    await this.log.record({
      actor,
      action: change.action,
      entityType: change.entityType,
      entityId: change.entityId ?? (typeof answerId === 'string' ? answerId : null),
      before: withSnapshots ? auditSnapshot(before) : SNAPSHOTS_OMITTED,
      after: !withSnapshots ? SNAPSHOTS_OMITTED : method === 'DELETE' ? null : auditSnapshot(answer ?? null),
    });
  }

  /** The entity as GET shows it to this session, or null when there is no such route or entity. */
  private async readEntity(path: string | null, request: FastifyRequest): Promise<unknown> {
    if (!path) return null;
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const authorization = request.headers.authorization;
    const response = await fastify.inject({ method: 'GET', url: path, headers: authorization ? { authorization } : {} });
    if (response.statusCode !== 200 || !String(response.headers['content-type']).includes('json')) return null;
    return response.json();
  }
}
