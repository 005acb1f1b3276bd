"use client";

import { type RefObject, useEffect, useState } from "react";

/**
 * A disclosure's open state (the header's menus): closed again when `pathname` changes, and on
 * Escape, with the focus back on `button`. Its listener is only there while it is open.
 */
export function useDisclosure(pathname: string, button: RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = useState(false);

  // Closed on navigation: adjusted while rendering, not in an effect (no extra render).
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open, button]);

  return [open, setOpen] as const;
}
