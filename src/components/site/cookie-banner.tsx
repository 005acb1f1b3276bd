"use client";

import { Cookie } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";
import { onCookieSettingsOpen, readConsent, storeConsent, type CookieConsent } from "./cookie-consent";

const showAfterMs = 1000;

export function CookieBanner() {
  const t = useTranslations("CookieBanner");
  const [visible, setVisible] = useState(false);
  // Set when the visitor reopened the banner from the footer: focus goes back there after, and
  // the banner says which choice is in force.
  const [reopened, setReopened] = useState<{ returnTo: HTMLElement | null; choice: CookieConsent | null } | null>(null);
  const region = useRef<HTMLElement>(null);

  // Storage is first read when the banner is due, not while the page hydrates: Chromium's first
  // access to localStorage (or a "storage" listener) blocks the main thread to open it.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (readConsent() === null) setVisible(true);
    }, showAfterMs);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(
    () =>
      onCookieSettingsOpen(() => {
        setReopened({
          returnTo: document.activeElement instanceof HTMLElement ? document.activeElement : null,
          choice: readConsent(),
        });
        setVisible(true);
      }),
    [],
  );

  useEffect(() => {
    if (visible && reopened) region.current?.focus();
  }, [visible, reopened]);

  if (!visible) return null;

  function close() {
    setVisible(false);
    reopened?.returnTo?.focus();
    setReopened(null);
  }

  function choose(answer: CookieConsent) {
    storeConsent(answer);
    close();
  }

  return (
    <>
      {/* Room below the footer (in its colour), so the banner never hides the end of the page. */}
      <div aria-hidden className="h-48 shrink-0 bg-olive-deep sm:h-36" />
      <section
        ref={region}
        tabIndex={-1}
        aria-labelledby="cookie-banner-title"
        onKeyDown={(event) => {
          if (event.key === "Escape" && reopened) close();
        }}
        className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl bg-ink/95 p-3.5 text-cream shadow-2xl ring-1 ring-cream/10 outline-none backdrop-blur sm:inset-x-6 sm:bottom-6 sm:p-5"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
          <div className="flex flex-1 gap-3">
            <Cookie aria-hidden className="mt-0.5 hidden size-5 shrink-0 text-saffron-light sm:block" />
            <div>
              <h2 id="cookie-banner-title" className="sr-only font-sans text-sm font-semibold sm:not-sr-only">
                {t("title")}
              </h2>
              <p className="mt-0.5 text-sm leading-snug text-cream/85">
                {t("body")}{" "}
                <Link href={paths.privacy} className="font-medium text-saffron-light underline underline-offset-2">
                  {t("privacyLink")}
                </Link>
              </p>
              {reopened?.choice && (
                <p className="mt-1 text-sm font-medium text-cream">
                  {reopened.choice === "accepted" ? t("currentlyAccepted") : t("currentlyDeclined")}
                </p>
              )}
            </div>
          </div>
          <div className="flex shrink-0 gap-2">
            <button
              type="button"
              onClick={() => choose("declined")}
              className="min-h-10 flex-1 rounded-full px-4 text-sm font-semibold text-cream ring-1 ring-cream/40 transition hover:bg-cream/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-light sm:flex-none"
            >
              {t("decline")}
            </button>
            <button
              type="button"
              onClick={() => choose("accepted")}
              className="min-h-10 flex-1 rounded-full bg-saffron px-4 text-sm font-semibold text-ink transition hover:bg-saffron-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-light sm:flex-none"
            >
              {t("accept")}
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
