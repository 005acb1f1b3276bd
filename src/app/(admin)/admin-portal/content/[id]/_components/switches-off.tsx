"use client";

import { useTranslations } from "next-intl";
import type { FlagName } from "@/lib/flags/catalog";
import { adminPortalPath } from "@/lib/admin-portal";

/** The switches that keep an item off the site, each named and linked to the feature flags page. */
export function SwitchesOff({ switches }: { switches: FlagName[] }) {
  const t = useTranslations("AdminContent");
  const names = useTranslations("AdminPortal.flagNames");
  return (
    <ul className="mt-1 list-disc pl-5">
      {switches.map((flag) => (
        <li key={flag}>
          {t("editor.switchOff", { name: names(flag), flag })}{" "}
          <a href={`${adminPortalPath("feature-flags")}#flag-${flag}`} className="font-semibold underline underline-offset-4">
            {t("editor.openSwitch")}
          </a>
        </li>
      ))}
    </ul>
  );
}
