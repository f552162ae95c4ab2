import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { from, type Observable, switchMap } from 'rxjs';
import { AuditLog } from '../../application/audit-log.port';
import { type AuditActor, auditSnapshot } from '../../domain/audit-entry';

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

/**
 * Writes an audit entry for every change a signed-in staff member makes (POST, PUT, PATCH, DELETE that succeed):
 * the entity before is read through the API's own GET of it (same session) just before the change, the entity after
 * is the change's answer. Visitors' requests (no staff session) are not audited here.
 */
@Injectable()
export class AuditTrailInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly log: AuditLog,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: unknown }>();
    const actor = actorOf(request.user);
    const template = request.routeOptions.url;
    if (!CHANGES.has(request.method) || !actor || !template) return next.handle();
    const change = describeChange(request.method, template, request.url);
    return from(this.readEntity(change.entityPath, request)).pipe(
      switchMap((before) =>
        next.handle().pipe(
          switchMap(async (answer: unknown) => {
            const answerId = typeof answer === 'object' && answer !== null ? (answer as { id?: unknown }).id : undefined;
            try {
              await this.log.record({
                actor,
                action: change.action,
                entityType: change.entityType,
                entityId: change.entityId ?? (typeof answerId === 'string' ? answerId : null),
                before: auditSnapshot(before),
                after: request.method === 'DELETE' ? null : auditSnapshot(answer ?? null),
              });
            } catch (error) {
              // The change is made: answering it as failed would invite a second one. The log says what is missing.
              this.logger.error(`Audit entry not written for ${change.action}: ${error instanceof Error ? error.name : 'error'}`);
            }
            return answer;
          }),
        ),
      ),
    );
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
