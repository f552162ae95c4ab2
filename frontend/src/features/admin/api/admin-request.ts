import { STAFF_SESSION_CODES } from '@costa-sol/common';
import { ApiError, retryAfterSeconds } from '../../../lib/api-client';
import { errorCode } from '../../../lib/server-errors';
import { needsRenewal } from '../utils/session-state';
import { refreshSession } from './refresh-session';
import { setSecondFactorSetupRequired } from './second-factor-gate';
import { currentSession, endSession } from './session-store';

type Query = Record<string, string | number | boolean | undefined>;

/** '/api/admin/leads' + { kind: 'quote', status: undefined } → '/api/admin/leads?kind=quote' */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A new access token from the refresh cookie; undefined when there is no session in this tab (signed out
 * meanwhile) or the server has ended it, which then ends here as 'expired' (the login page says so, drafts stay).
 */
async function renewedToken(): Promise<string | undefined> {
  if (!currentSession()) return undefined;
  if ((await refreshSession()) === 'ended') {
    endSession('expired');
    return undefined;
  }
  return currentSession()?.token;
}

/** The session's access token, renewed first when it is over or about to be. */
async function tokenToSend(): Promise<string | undefined> {
  const session = currentSession();
  if (!session) return undefined;
  return needsRenewal(session, Date.now()) ? renewedToken() : session.token;
}

function send(method: string, path: string, body: unknown, token: string, extraHeaders: Record<string, string>): Promise<Response> {
  const headers: Record<string, string> = { ...extraHeaders, Authorization: `Bearer ${token}` };
  // A form with a file goes as multipart/form-data, its boundary set by the browser.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  return fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    credentials: 'same-origin',
  });
}

const unauthorized = () => new ApiError(401, '', 'Unauthorized');

/**
 * A request of the admin (browser only): the session's token as a Bearer header, JSON bodies (or a FormData), and the
 * API client's errors ("<status>: <body>"). A 401 renews the token once from the refresh cookie and sends the request
 * again; only when the server has ended the session does it end here (expired), and the admin app sends the admin
 * to the login page, which says so. A 403 asking an owner to set up two-step sign-in first is remembered (the
 * shell then leads to the account page).
 */
export async function adminFetch(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const token = await tokenToSend();
  if (!token) throw unauthorized();
  let response = await send(method, path, body, token, headers);
  if (response.status === 401) {
    const renewed = await renewedToken();
    if (!renewed) throw unauthorized();
    response = await send(method, path, body, renewed, headers);
    if (response.status === 401) endSession('expired');
  }
  if (!response.ok) {
    const error = new ApiError(response.status, await response.text(), response.statusText, retryAfterSeconds(response));
    if (response.status === 403 && errorCode(error) === STAFF_SESSION_CODES.secondFactorSetupRequired) setSecondFactorSetupRequired(true);
    throw error;
  }
  return response;
}

export async function adminJson<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const response = await adminFetch(method, path, body, headers);
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
