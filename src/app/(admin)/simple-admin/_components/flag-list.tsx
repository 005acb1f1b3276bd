"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { isFlagName, type FlagName } from "@/lib/flags/catalog";
import type { FeatureConfiguration } from "@/lib/site-features";
import { idleFormState } from "@/lib/validation/form-state";
import { toggleFlagAction } from "@/server/flags/actions";
import { FlagInactiveReason } from "../../_components/flag-inactive-reason";

export interface FlagRow {
  name: string;
  description: string | null;
  enabled: boolean;
}

/**
 * The flags with a switch each. A switch changes only once the server has stored the change;
 * a failure leaves it as it was and says so briefly. A flag that a missing setting (or another
 * flag) keeps from having any effect says why, under its description.
 */
export function FlagList({ flags: initial, configuration }: { flags: FlagRow[]; configuration: FeatureConfiguration }) {
  const t = useTranslations("AdminFlags");
  const names = useTranslations("AdminPortal.flagNames");
  const [flags, setFlags] = useState(initial);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<{ name: string; message: string } | null>(null);
  const [, startTransition] = useTransition();
  const cookieConsent = flags.find((flag) => flag.name === "cookie_consent")?.enabled ?? true;

  function toggle(flag: FlagRow) {
    setPending(flag.name);
    setError(null);
    startTransition(async () => {
      const result = await toggleFlagAction(idleFormState, { name: flag.name as FlagName, enabled: !flag.enabled }).catch(
        () => ({ status: "error", reason: "failed" }) as const,
      );
      if (result.status === "success" && result.data) {
        const changed = result.data;
        setFlags((current) => current.map((row) => (row.name === changed.name ? { ...row, enabled: changed.enabled } : row)));
      } else {
        const reason = result.status === "error" ? result.reason : "invalid";
        const message =
          reason === "forbidden"
            ? t("forbidden")
            : reason === "rate-limited"
              ? t("rateLimited")
              : t("updateFailed", { name: flag.name });
        console.error(`Feature flag ${flag.name} was not updated: ${reason}`);
        setError({ name: flag.name, message });
        setTimeout(() => setError((current) => (current?.name === flag.name ? null : current)), 6000);
      }
      setPending(null);
    });
  }

  return (
    <ul className="mt-8 divide-y divide-olive-deep/10 rounded-2xl bg-white shadow-sm ring-1 ring-olive-deep/10">
      {flags.map((flag) => {
        const labelId = `flag-${flag.name}`;
        const descriptionId = `flag-${flag.name}-description`;
        return (
          <li key={flag.name} className="flex items-start justify-between gap-6 px-5 py-4" data-flag={flag.name}>
            <div className="min-w-0">
              {/* Named as people say it, the technical name after it. */}
              <p id={labelId} className="font-semibold text-olive-deep">
                {isFlagName(flag.name) ? names(flag.name) : flag.name}{" "}
                <code lang="zxx" translate="no" className="ml-1 text-xs font-normal text-muted">
                  {flag.name}
                </code>
              </p>
              {flag.description && (
                <p id={descriptionId} className="mt-1 text-sm text-muted">
                  {flag.description}
                </p>
              )}
              <FlagInactiveReason name={flag.name} cookieConsent={cookieConsent} configuration={configuration} />
              {error?.name === flag.name && (
                <p role="alert" className="mt-2 text-sm font-medium text-terracotta-deep">
                  {error.message}
                </p>
              )}
            </div>
            <div className="flex shrink-0 items-center gap-3">
              <span className="w-10 text-right text-sm text-muted" aria-hidden>
                {flag.enabled ? t("enabled") : t("disabled")}
              </span>
              <button
                type="button"
                role="switch"
                aria-checked={flag.enabled}
                aria-labelledby={labelId}
                aria-describedby={flag.description ? descriptionId : undefined}
                disabled={pending === flag.name}
                onClick={() => toggle(flag)}
                className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-wait disabled:opacity-60 ${
                  flag.enabled ? "bg-olive-deep" : "bg-muted/70"
                }`}
              >
                <span
                  aria-hidden
                  className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${flag.enabled ? "translate-x-6" : "translate-x-1"}`}
                />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
