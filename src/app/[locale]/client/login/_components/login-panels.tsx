"use client";

import { useTranslations } from "next-intl";
import { type MouseEvent, type ReactNode, useState } from "react";

export type LoginMode = "sign-in" | "request";

interface LoginPanelsProps {
  initialMode: LoginMode;
  /** Flag `b2b_request_form`: off, only the sign-in panel exists. */
  allowRequest: boolean;
  signInHref: string;
  requestHref: string;
  signIn: ReactNode;
  request: ReactNode;
  /** The sign-in panel's introduction (the studio's words). */
  intro: string;
  /** What the portal offers, under the sign-in panel's introduction. */
  offer?: ReactNode;
}

/**
 * Switches between signing in and asking for B2B access. The switches are real links
 * (`?mode=request`), so they work before JavaScript loads; once it runs they switch in place,
 * keeping what was typed in either panel, and update the address bar.
 */
export function LoginPanels({
  initialMode,
  allowRequest,
  signInHref,
  requestHref,
  signIn,
  request,
  intro,
  offer,
}: LoginPanelsProps) {
  const t = useTranslations("ClientLogin");
  const [mode, setMode] = useState<LoginMode>(allowRequest ? initialMode : "sign-in");

  function switchTo(next: LoginMode, href: string) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      setMode(next);
      // Where the visitor was going (`?next=`) stays in the address, for the sign-in action.
      const returnPath = new URLSearchParams(window.location.search).get("next");
      const url = new URL(href, window.location.href);
      if (returnPath) url.searchParams.set("next", returnPath);
      window.history.replaceState(null, "", url);
      document.getElementById(`${next}-title`)?.focus();
    };
  }

  const linkClass =
    "font-semibold text-terracotta-deep underline decoration-terracotta-deep/40 underline-offset-4 hover:decoration-terracotta-deep";

  return (
    <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-olive-deep/10 sm:p-10">
      <div id="sign-in" hidden={mode !== "sign-in"}>
        <h1 id="sign-in-title" tabIndex={-1} className="text-3xl font-semibold text-olive-deep outline-none">
          {t("signInTitle")}
        </h1>
        {intro && <p className="mt-2 text-muted">{intro}</p>}
        {offer}
        <div className="mt-8">{signIn}</div>
        {allowRequest && (
          <p className="mt-8 border-t border-olive-deep/10 pt-6 text-muted">
            {t("toRequestPrompt")}{" "}
            <a href={requestHref} onClick={switchTo("request", requestHref)} className={linkClass}>
              {t("toRequest")}
            </a>
          </p>
        )}
      </div>
      {allowRequest && (
        <div id="request" hidden={mode !== "request"}>
          <h1 id="request-title" tabIndex={-1} className="text-3xl font-semibold text-olive-deep outline-none">
            {t("requestTitle")}
          </h1>
          <div className="mt-6">{request}</div>
          <p className="mt-8 border-t border-olive-deep/10 pt-6 text-muted">
            {t("toSignInPrompt")}{" "}
            <a href={signInHref} onClick={switchTo("sign-in", signInHref)} className={linkClass}>
              {t("toSignIn")}
            </a>
          </p>
        </div>
      )}
    </div>
  );
}
