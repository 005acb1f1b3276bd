"use client";

import { useLocale } from "next-intl";
import { useEffect } from "react";
import type { AnalyticsEvent } from "@/lib/validation/analytics-event";

let sent = false;

/** Reports app_initialized once per page load (not on client-side navigations). */
export function AppInitializedBeacon() {
  const locale = useLocale();

  useEffect(() => {
    if (sent) return;
    sent = true;
    const event: AnalyticsEvent = {
      name: "app_initialized",
      pathname: window.location.pathname,
      userAgent: navigator.userAgent,
      locale,
    };
    fetch("/api/events", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event),
      keepalive: true,
    }).catch(() => {
      // Analytics must never disturb the visit.
    });
  }, [locale]);

  return null;
}
