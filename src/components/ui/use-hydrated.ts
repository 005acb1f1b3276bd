"use client";

import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/** False while the server renders and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
