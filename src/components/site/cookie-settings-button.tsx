"use client";

import { openCookieSettings } from "./cookie-consent";

/** The footer's "Cookie settings": reopens the banner so the visitor can change their choice. */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={openCookieSettings}
      className="cursor-pointer text-left underline-offset-4 hover:underline focus-visible:underline"
    >
      {label}
    </button>
  );
}
