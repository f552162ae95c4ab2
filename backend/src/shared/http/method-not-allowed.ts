import type { NestFastifyApplication } from '@nestjs/platform-fastify';

interface KnownPath {
  pattern: RegExp;
  methods: Set<string>;
}

/** A Fastify route URL (`/api/admin/leads/:id`) as a pattern matching the request paths it serves. */
function patternOf(url: string): RegExp {
  const segments = url.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`);
}

/** The methods of the site's catch-all page route (GET, and HEAD, which Fastify adds to every GET route). */
const PAGE_METHODS = new Set(['GET', 'HEAD']);

/**
 * A request whose path is a route's but whose method is none of that route's (TRACE, QUERY, a POST to a read) answers
 * 405 with the `Allow` header and the JSON error body, instead of a 404 that says the path does not exist. Catch-all
 * routes (`*`: the site's pages, CORS preflight) do not make a path known. Under `apiPrefix` the site's catch-all
 * serves no page (it answers 404), so a GET or HEAD there that only it matched counts as unrouted too: GET on a
 * POST-only API path is a 405 whether the site is served or not. Call before any route is registered.
 */
export function answerUndeclaredMethods(app: NestFastifyApplication, apiPrefix: string): void {
  const fastify = app.getHttpAdapter().getInstance();
  const known = new Map<string, KnownPath>();
  fastify.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const path = known.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) path.methods.add(method.toUpperCase());
    known.set(route.url, path);
  });
  fastify.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    const onlyCatchAll = PAGE_METHODS.has(request.method) && request.routeOptions.url?.includes('*') === true && path.startsWith(apiPrefix);
    if (!request.is404 && !onlyCatchAll) return;
    const allowed = new Set<string>();
    for (const { pattern, methods } of known.values()) if (pattern.test(path)) methods.forEach((method) => allowed.add(method));
    if (allowed.size === 0 || allowed.has(request.method)) return;
    const allow = [...allowed].sort().join(', ');
    await reply
      .code(405)
      .header('allow', allow)
      .header('cache-control', 'no-store')
      .send({ statusCode: 405, error: 'Method Not Allowed', message: `${request.method} is not allowed on this path. Allowed: ${allow}.` });
  });
}
