"use client";

import { ExternalLink } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { FlagName } from "@/lib/flags/catalog";
import type { FeatureConfiguration } from "@/lib/site-features";
import { FlagInactiveReason } from "../../../_components/flag-inactive-reason";
import { FlagSwitch } from "../../_components/flag-switch-dialog";

export interface SectionRow {
  flag: FlagName;
  description: string;
  /** Where a visitor sees what the switch changes. */
  href: string;
}

export interface SectionGroup {
  id: "homeSections" | "pageGroups" | "siteFeatures";
  rows: SectionRow[];
}

/** The site as a visitor meets it, each part with its switch, what it controls and a link to it. */
export function SectionGroups({
  groups,
  enabled: initial,
  configuration,
}: {
  groups: SectionGroup[];
  enabled: Record<string, boolean>;
  configuration: FeatureConfiguration;
}) {
  const t = useTranslations("AdminPortal.sections");
  const names = useTranslations("AdminPortal.flagNames");
  const [enabled, setEnabled] = useState(initial);
  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`sections-${group.id}`}>
          <h2 id={`sections-${group.id}`} className="mb-4 text-xl font-semibold text-olive-deep">
            {t(`groups.${group.id}`)}
          </h2>
          <ul className="divide-y divide-olive-deep/10 rounded-2xl bg-white shadow-sm ring-1 ring-olive-deep/10">
            {group.rows.map((row) => (
              <li key={row.flag} data-section={row.flag} className="flex items-start justify-between gap-4 px-5 py-4">
                <div className="min-w-0">
                  <p className="font-semibold text-olive-deep">
                    {names(row.flag)}{" "}
                    <code lang="zxx" translate="no" className="ml-1 text-xs font-normal text-muted">
                      {row.flag}
                    </code>
                  </p>
                  <p className="mt-1 text-sm text-muted">{row.description}</p>
                  <FlagInactiveReason
                    name={row.flag}
                    cookieConsent={enabled.cookie_consent ?? true}
                    configuration={configuration}
                  />
                  <a
                    href={row.href}
                    target="_blank"
                    rel="noopener"
                    className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-sea underline underline-offset-2"
                  >
                    {t.rich("open", {
                      path: row.href,
                      // A path is an address, in no language.
                      code: (chunks) => (
                        <span lang="zxx" translate="no">
                          {chunks}
                        </span>
                      ),
                    })}
                    <ExternalLink aria-hidden className="size-3.5" />
                    <span className="sr-only">{t("newTab")}</span>
                  </a>
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <span className="w-7 text-right text-sm text-muted" aria-hidden>
                    {enabled[row.flag] ? t("on") : t("off")}
                  </span>
                  <FlagSwitch
                    name={row.flag}
                    title={names(row.flag)}
                    enabled={enabled[row.flag] ?? false}
                    onChanged={(change) => setEnabled((current) => ({ ...current, [change.name]: change.enabled }))}
                  />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
