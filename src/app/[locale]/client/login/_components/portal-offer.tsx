import { useTranslations } from "next-intl";

/** What the client portal offers, in two lines above the sign-in card (documents, trade data, order requests). */
export function PortalOffer() {
  const t = useTranslations("ClientPortalOffer");
  return (
    <div className="mb-6 text-center">
      <p className="font-semibold text-olive-deep">{t("lineOne")}</p>
      <p className="mt-1 text-muted">{t("lineTwo")}</p>
    </div>
  );
}
