import { getTranslations } from "next-intl/server";

export async function SkipLink() {
  const t = await getTranslations("SkipLink");
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-md bg-olive-deep px-4 py-2 text-cream focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t("label")}
    </a>
  );
}
