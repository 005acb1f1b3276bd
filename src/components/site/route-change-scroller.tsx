"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

const HASH_SCROLL_DELAY_MS = 100;

/**
 * On every route change: to the top, or smoothly to the element named by the hash. Not on the
 * first load: there the browser has placed the page (its hash, a restored position, or where the
 * visitor already scrolled before the page became interactive).
 */
export function RouteChangeScroller() {
  const pathname = usePathname();
  const shownPathname = useRef(pathname);

  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      return;
    }
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const timer = window.setTimeout(() => {
      document.getElementById(id)?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return null;
}
