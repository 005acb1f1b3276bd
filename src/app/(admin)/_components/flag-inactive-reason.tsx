"use client";

import { useTranslations } from "next-intl";
import { flagInactiveReason, type FeatureConfiguration } from "@/lib/site-features";

/** Why a switched-on flag still has no effect (a missing setting, or the cookie banner off). */
export function FlagInactiveReason({
  name,
  cookieConsent,
  configuration,
}: {
  name: string;
  cookieConsent: boolean;
  configuration: FeatureConfiguration;
}) {
  const t = useTranslations("AdminFlags.inactive");
  const reason = flagInactiveReason(name, { cookie_consent: cookieConsent }, configuration);
  if (!reason) return null;
  return (
    <p data-inactive-reason className="mt-1.5 text-sm font-medium text-terracotta-deep">
      {t(reason)}
    </p>
  );
}
