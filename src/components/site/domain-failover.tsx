"use client";

import { useEffect } from "react";
import { startDomainFailover } from "@/lib/domain-failover";
import type { DomainFailoverFeature } from "@/lib/site-features";

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Rendered only when failover is on and both origins are set: runs the health check in this tab. */
export function DomainFailover({
  primaryOrigin,
  backupOrigin,
  checkIntervalMs,
  checkTimeoutMs,
  returnDelayMs,
}: DomainFailoverFeature) {
  useEffect(
    () =>
      startDomainFailover(
        { primaryOrigin, backupOrigin, checkIntervalMs, checkTimeoutMs, returnDelayMs },
        {
          origin: window.location.origin,
          location: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
          // The other origin answers with CORS headers (next.config.ts), so its status is readable:
          // an error page from a proxy in front of a dead server does not count as an answer.
          probe: (url, signal) =>
            fetch(url, { method: "HEAD", cache: "no-store", credentials: "omit", signal }).then((response) => response.ok),
          // Replace: Back should not lead to the origin that was just found down.
          navigate: (url) => window.location.replace(url),
          isHidden: () => document.visibilityState === "hidden",
          onVisibilityChange: (listener) => {
            document.addEventListener("visibilitychange", listener);
            return () => document.removeEventListener("visibilitychange", listener);
          },
          now: () => Date.now(),
          setTimeout: (callback, ms) => window.setTimeout(callback, ms),
          clearTimeout: (handle) => window.clearTimeout(handle as number),
          storage: sessionStorageOrNull(),
        },
      ),
    [primaryOrigin, backupOrigin, checkIntervalMs, checkTimeoutMs, returnDelayMs],
  );
  return null;
}
