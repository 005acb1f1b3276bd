// The site's own staff are not counted by analytics (issue 33), yet the beacon carries no cookie:
// the admin portal marks the browser in its own storage while a staff member works there, and the
// beacon (src/components/site/analytics-beacon.tsx) sends nothing from a marked browser. The mark
// is a time, renewed on every portal page and removed at sign-out, so a browser left signed out
// or idle counts again after a day at the latest. Nothing leaves the browser.

const KEY = "terramare-staff-until";
const MARK_MS = 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (privacy settings): the browser is simply not marked.
    return null;
  }
}

export function markStaffBrowser(now = Date.now()): void {
  storage()?.setItem(KEY, String(now + MARK_MS));
}

export function unmarkStaffBrowser(): void {
  storage()?.removeItem(KEY);
}

export function isStaffBrowser(now = Date.now()): boolean {
  return Number(storage()?.getItem(KEY) ?? 0) > now;
}
