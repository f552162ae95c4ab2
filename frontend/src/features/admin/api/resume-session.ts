import { useEffect, useState } from 'react';
import type { SessionSnapshot } from '../utils/session-state';
import { refreshSession } from './refresh-session';
import { mayResumeSession } from './session-store';

/** Once per page load: a session that was signed in since (another tab, the same tab reloaded) is not resumed again. */
let tried = false;

/**
 * When an admin page opens without a session in this tab (a new tab, a link from an e-mail), nobody signed out here,
 * and the browser has signed in since its session last ended, one refresh from the cookie may resume that session, so the page opens directly instead of the login
 * page. True while that is being tried. When it fails, the reason stays as it was (no "session expired" for a tab
 * that never had one).
 */
export function useResumingSession(session: SessionSnapshot): boolean {
  const wanted = session.status === 'ended' && session.reason !== 'signed-out' && mayResumeSession();
  const [resuming, setResuming] = useState(false);
  useEffect(() => {
    if (session.status === 'unknown' || tried) return;
    tried = true;
    if (!wanted) return;
    setResuming(true);
    void refreshSession()
      .catch(() => 'ended')
      .finally(() => setResuming(false));
  }, [session.status, wanted]);
  // Before the effect has run, a wanted attempt is as good as under way: no flash of the login page.
  return resuming || (wanted && !tried);
}
