"use client";

import { usePathname } from "next/navigation";
import { useLocale } from "next-intl";
import { useEffect } from "react";
import { isStaffBrowser } from "@/lib/staff-browser";
import type { AnalyticsEvent } from "@/lib/validation/analytics-event";

let initialized = false;
let lastPageView: string | null = null;

/** Sends once the browser is idle, so the beacon never lengthens the task that hydrates the page. */
function send(event: AnalyticsEvent) {
  // A browser the admin portal marked as staff's: not a visit (src/lib/staff-browser.ts).
  if (isStaffBrowser()) return;
  if ("requestIdleCallback" in window) window.requestIdleCallback(() => post(event), { timeout: 2000 });
  else setTimeout(() => post(event), 0);
}

function post(event: AnalyticsEvent) {
  fetch("/api/events", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(event),
    // No cookie, no identifier: the server counts visitors by a hash it never keeps the address of.
    credentials: "omit",
    keepalive: true,
  }).catch(() => {
    // Analytics must never disturb the visit.
  });
}

/** The page's UTM tags, and none of its other query parameters (they may hold anything). */
function campaignTags(): string {
  const tags = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(window.location.search)) if (key.startsWith("utm_")) tags.append(key, value);
  return tags.toString();
}

/**
 * First-party analytics: `app_initialized` once per page load (SPEC section 2), and a
 * `page_view` for every page shown, client-side navigations included, with the path, the
 * locale, the referrer and the UTM tags (no identifier; staff's browsers send nothing, the server skips bots and prefetches, and counts visitors by a hash it never keeps the address of: src/server/analytics).
 */
export function AnalyticsBeacon() {
  const locale = useLocale();
  const pathname = usePathname();

  useEffect(() => {
    if (initialized) return;
    initialized = true;
    send({ name: "app_initialized", pathname: window.location.pathname, userAgent: navigator.userAgent, locale });
  }, [locale]);

  useEffect(() => {
    // Once per path shown: React's development double effects must not count twice.
    if (lastPageView === pathname) return;
    // The first page's referrer is where the visit came from; after that, the previous page of ours.
    const referrer = lastPageView === null ? document.referrer : `${window.location.origin}${lastPageView}`;
    lastPageView = pathname;
    send({ name: "page_view", pathname: window.location.pathname, locale, referrer, campaign: campaignTags() });
  }, [pathname, locale]);

  return null;
}
