"use client";

import { usePathname } from "next/navigation";
import { useLocale } from "next-intl";
import { useEffect } from "react";
import type { AnalyticsEvent } from "@/lib/validation/analytics-event";

let initialized = false;
let lastPageView: string | null = null;

/** Sends once the browser is idle, so the beacon never lengthens the task that hydrates the page. */
function send(event: AnalyticsEvent) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(() => post(event), { timeout: 2000 });
  else setTimeout(() => post(event), 0);
}

function post(event: AnalyticsEvent) {
  fetch("/api/events", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(event),
    // No cookie with an event, ever: the privacy policy promises events carry no identifier.
    credentials: "omit",
    keepalive: true,
  }).catch(() => {
    // Analytics must never disturb the visit.
  });
}

/**
 * First-party analytics: `app_initialized` once per page load (SPEC section 2), and a
 * `page_view` for every page shown, client-side navigations included, with the path and the
 * locale only (no cookie, no identifier; the server skips bots).
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
    lastPageView = pathname;
    send({ name: "page_view", pathname: window.location.pathname, locale });
  }, [pathname, locale]);

  return null;
}
