/**
 * The browser's API client (docs/product.md, "Data cache and API client"): JSON bodies, credentials included (the
 * site sets no cookie today; the option keeps any future one working), and every non-success answer turned into
 * an error whose message is "<status>: <body text or status text>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
    /** Seconds the server asks to wait before trying again (its Retry-After header on a 429 or 503), if it said. */
    readonly retryAfterSeconds?: number,
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

/** Retry-After as seconds; only the delay-seconds form (the API's), not an HTTP date. */
export function retryAfterSeconds(response: Response): number | undefined {
  const value = response.headers.get('Retry-After');
  return value !== null && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text, response.statusText, retryAfterSeconds(response));
  }
}

/** `headers`: more request headers (a lead form's Idempotency-Key). */
export async function apiRequest(method: string, url: string, data?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}
