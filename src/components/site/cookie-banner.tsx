"use client";

import { Cookie } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";

/** Where the visitor's choice is kept, as the spec names it. */
const cookieConsentKey = "cookie-consent";
type CookieConsent = "accepted" | "declined";
const showAfterMs = 1000;

function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(cookieConsentKey);
  } catch {
    // Storage can be blocked (private modes, strict settings): ask, and remember for this page.
    return null;
  }
}

function storeChoice(choice: CookieConsent) {
  try {
    window.localStorage.setItem(cookieConsentKey, choice);
  } catch {
    // Nothing more to do: the banner still closes for this page.
  }
}

export function CookieBanner() {
  const t = useTranslations("CookieBanner");
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (storedChoice() !== null) return;
    const timer = window.setTimeout(() => setVisible(true), showAfterMs);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;

  function choose(choice: CookieConsent) {
    storeChoice(choice);
    setVisible(false);
  }

  return (
    <>
      {/* Room below the footer (in its colour), so the banner never hides the end of the page. */}
      <div aria-hidden className="h-48 shrink-0 bg-olive-deep sm:h-36" />
      <section
        aria-labelledby="cookie-banner-title"
        className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl bg-ink/95 p-3.5 text-cream shadow-2xl ring-1 ring-cream/10 backdrop-blur sm:inset-x-6 sm:bottom-6 sm:p-5"
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
