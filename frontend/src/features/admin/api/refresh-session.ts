import { ApiError, retryAfterSeconds } from '../../../lib/api-client';
import { sessionFromLogin } from '../utils/session-state';
import type { TokenAnswer } from './api-types';
import { forgetResumableSession, getSessionSnapshot, startSession } from './session-store';

/** 'renewed': a new access token is stored; 'ended': the server says the session is over (401 AUTH.SESSION_ENDED). */
type RefreshOutcome = 'renewed' | 'ended';

const LOCK_NAME = 'costa-sol-refresh';
let inFlight: Promise<RefreshOutcome> | undefined;

async function requestRefresh(): Promise<RefreshOutcome> {
  // No body: the browser sends the HttpOnly refresh cookie by itself, and the answer sets the next one.
  const response = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' });
  if (response.status === 401) {
    forgetResumableSession();
    return 'ended';
  }
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText, retryAfterSeconds(response));
  const answer = (await response.json()) as TokenAnswer;
  // Signed out in this tab while the answer was on its way: the session stays ended.
  const snapshot = getSessionSnapshot();
  if (snapshot.status === 'ended' && snapshot.reason === 'signed-out') return 'ended';
  startSession(sessionFromLogin(answer, answer.user.email, Date.now()));
  return 'renewed';
}

/**
 * The tabs of a browser share the refresh cookie, and each refresh token works once: two tabs sending the same one
 * would look like a stolen token replayed and end the session. So tabs take turns (Web Locks, where the browser has
 * them); the second one then sends the cookie the first one's answer set.
 */
async function oneTabAtATime(task: () => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) return await navigator.locks.request(LOCK_NAME, task);
  return task();
}

/**
 * POST /api/auth/refresh: a new access token from the refresh cookie, stored as the session. Single-flight: the
 * requests of this tab that need it at the same time share one refresh. Rejects with an ApiError on other failures
 * (offline, 5xx, 429), which leave the session as it is.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  inFlight ??= oneTabAtATime(requestRefresh).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}
