"use client";

import { useSelectedLayoutSegment } from "next/navigation";
import { usePathname } from "@/i18n/navigation";
import { notFoundPageSegment } from "@/lib/paths";

/**
 * The page's internal path, for what the localized layout's header draws from it (the current
 * nav item, the language toggle), or undefined on the 404 page: one cached render of it serves
 * every missing address (src/app/[locale]/%5Fpage-not-found), so nothing in it may come from the
 * address asked for, which is the first visitor's. Told by the layout's selected segment, the
 * page's route whatever the address: the same on the server and in the browser. For components
 * of src/app/[locale]/layout.tsx only.
 */
export function useShownPathname(): string | undefined {
  const pathname = usePathname();
  const segment = useSelectedLayoutSegment();
  // The folder's name as Next keeps it (`%5F`), or decoded.
  return segment !== null && decodeURIComponent(segment) === notFoundPageSegment ? undefined : pathname;
}
