"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatAdminDateTime } from "@/lib/dates";
import { toLocale } from "@/i18n/locales";
import { useState } from "react";
import { flagCatalog, isFlagName } from "@/lib/flags/catalog";
import { flagInactiveReason, type FeatureConfiguration } from "@/lib/site-features";
import { FlagInactiveReason } from "../../../_components/flag-inactive-reason";
import { FlagSwitch, type FlagChangeResult } from "../../_components/flag-switch-dialog";

export interface FlagHistoryEntry {
  enabled: boolean;
  actor: string;
  reason: string | null;
  changedAt: string;
}

export interface FlagBoardRow {
  name: string;
  description: string | null;
  enabled: boolean;
  history: FlagHistoryEntry[];
}

const groups = ["sections", "homepage", "site"] as const;

/** Every flag, grouped as in the catalog, with its switch, its last change and its history. */
export function FlagBoard({ flags: initial, configuration }: { flags: FlagBoardRow[]; configuration: FeatureConfiguration }) {
  const uiLocale = toLocale(useLocale());
  const t = useTranslations("AdminPortal.flags");
  const names = useTranslations("AdminPortal.flagNames");
  const [flags, setFlags] = useState(initial);
  const cookieConsent = flags.find((flag) => flag.name === "cookie_consent")?.enabled ?? true;

  function applied(change: FlagChangeResult) {
    const { name, enabled, actor, reason, changedAt } = change;
    setFlags((current) =>
      current.map((flag) =>
        flag.name === name ? { ...flag, enabled, history: [{ enabled, actor, reason, changedAt }, ...flag.history] } : flag,
      ),
    );
  }

  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <section key={group} aria-labelledby={`group-${group}`}>
          <h2 id={`group-${group}`} className="mb-4 text-xl font-semibold text-olive-deep">
            {t(`groups.${group}`)}
          </h2>
          <ul className="divide-y divide-olive-deep/10 rounded-2xl bg-white shadow-sm ring-1 ring-olive-deep/10">
            {flags
              .filter((flag) => isFlagName(flag.name) && flagCatalog[flag.name].group === group)
              .map((flag) => {
                if (!isFlagName(flag.name)) return null;
                const title = names(flag.name);
                const last = flag.history[0];
                return (
                  <li key={flag.name} id={`flag-${flag.name}`} data-flag={flag.name} className="px-5 py-4">
                    <div className="flex items-start justify-between gap-4">
                      <div className="min-w-0">
                        <p className="font-semibold text-olive-deep">
                          {title}{" "}
                          <code lang="zxx" translate="no" className="ml-1 text-xs font-normal text-muted">
                            {flag.name}
                          </code>
                        </p>
                        {flag.description && <p className="mt-1 text-sm text-muted">{flag.description}</p>}
                        <FlagInactiveReason name={flag.name} cookieConsent={cookieConsent} configuration={configuration} />
                        <p className="mt-1 text-xs text-muted" data-last-change>
                          {last
                            ? t("lastChange", {
                                actor: last.actor,
                                when: formatAdminDateTime(new Date(last.changedAt), uiLocale),
                              })
                            : t("neverChanged")}
                        </p>
                      </div>
                      <div className="flex shrink-0 items-center gap-3">
                        {/* A flag whose settings are missing is switched on but does nothing: not "On". */}
                        <span className="text-right text-sm text-muted" aria-hidden data-flag-state>
                          {!flag.enabled
                            ? t("off")
                            : flagInactiveReason(flag.name, { cookie_consent: cookieConsent }, configuration)
                              ? t("onNotConfigured")
                              : t("on")}
                        </span>
                        <FlagSwitch name={flag.name} title={title} enabled={flag.enabled} onChanged={applied} />
                      </div>
                    </div>
                    {flag.history.length > 0 && (
                      <details className="mt-2">
                        <summary className="cursor-pointer text-sm font-medium text-olive-deep">
                          {t("history", { count: flag.history.length })}
                        </summary>
                        <table className="mt-2 w-full text-left text-sm" data-history={flag.name}>
                          <thead className="text-muted">
                            <tr>
                              <th scope="col" className="py-1 pr-3 font-medium">
                                {t("when")}
                              </th>
                              <th scope="col" className="py-1 pr-3 font-medium">
                                {t("who")}
                              </th>
                              <th scope="col" className="py-1 pr-3 font-medium">
                                {t("state")}
                              </th>
                              <th scope="col" className="py-1 font-medium">
                                {t("reasonColumn")}
                              </th>
                            </tr>
                          </thead>
                          <tbody>
                            {flag.history.map((change, index) => (
                              <tr key={`${change.changedAt}-${index}`} className="border-t border-olive-deep/10">
                                <td className="py-1 pr-3 sm:whitespace-nowrap">
                                  {formatAdminDateTime(new Date(change.changedAt), uiLocale)}
                                </td>
                                <td className="py-1 pr-3 break-words">
                                  <EmailAddress address={change.actor} />
                                </td>
                                <td className="py-1 pr-3">{change.enabled ? t("on") : t("off")}</td>
                                <td className="py-1">{change.reason ?? "—"}</td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      </details>
                    )}
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** An e-mail address that may wrap after its "@" on a narrow screen, not letter by letter. */
function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
