import { useTranslations } from "next-intl";

/** What the client portal offers, in two lines under the sign-in title (documents, trade data, order requests). */
export function PortalOffer() {
  const t = useTranslations("ClientPortalOffer");
  return (
    <div className="mt-4 rounded-xl bg-sand/60 px-4 py-3 text-sm">
      <p className="font-semibold text-olive-deep">{t("lineOne")}</p>
      <p className="mt-1 text-ink/80">{t("lineTwo")}</p>
    </div>
  );
}
