import { ApiError, retryAfterSeconds } from '../../../lib/api-client';
import { currentToken, endSession } from './session-store';

type Query = Record<string, string | number | boolean | undefined>;

/** '/api/admin/leads' + { kind: 'quote', status: undefined } → '/api/admin/leads?kind=quote' */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A request of the admin (browser only): the session's token as a Bearer header, JSON bodies (or a FormData), and the API
 * client's errors ("<status>: <body>"). A 401 means the server no longer accepts the session: it ends as
 * expired, and the admin app sends the admin to the login page, which says so.
 */
export async function adminFetch(method: string, path: string, body?: unknown): Promise<Response> {
  const token = currentToken();
  if (!token) throw new ApiError(401, '', 'Unauthorized');
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  // A form with a file goes as multipart/form-data, its boundary set by the browser.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!response.ok) {
    if (response.status === 401) endSession('expired');
    throw new ApiError(response.status, await response.text(), response.statusText, retryAfterSeconds(response));
  }
  return response;
}

export async function adminJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await adminFetch(method, path, body);
  return (await response.json()) as T;
}

/**
 * Hands a fetched file to the browser as a download through a temporary blob link (a plain link could not carry
 * the Bearer header).
 */
export async function saveDownload(response: Response, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its data.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
