/**
 * The API client of spec section 7: cookies sent, JSON bodies, and every non-success answer turned into an
 * error whose message is "<status>: <body text or status text>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The body as JSON when it is JSON (validation errors carry `fieldErrors`). */
  json(): unknown {
    try {
      return JSON.parse(this.bodyText);
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text, response.statusText);
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

export type QueryKeyPart = string | number | Record<string, string | number | boolean | undefined>;

/** ['/api/qa/categories', 'heat-pumps', { lang: 'es' }] → '/api/qa/categories/heat-pumps?lang=es' */
export function pathFromQueryKey(queryKey: readonly QueryKeyPart[]): string {
  const segments: string[] = [];
  const params = new URLSearchParams();
  for (const part of queryKey) {
    if (typeof part === 'object') {
      for (const [key, value] of Object.entries(part)) if (value !== undefined) params.set(key, String(value));
    } else {
      segments.push(String(part));
    }
  }
  const query = params.toString();
  return `${segments.join('/')}${query ? `?${query}` : ''}`;
}

/** The generic read: GET the path built from the query key, read JSON. A 401 may yield null when asked to. */
export function getQueryFn<T>(options: { on401: 'returnNull' | 'throw' } = { on401: 'throw' }) {
  return async ({ queryKey }: { queryKey: readonly QueryKeyPart[] }): Promise<T | null> => {
    const response = await fetch(pathFromQueryKey(queryKey), { credentials: 'include' });
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
