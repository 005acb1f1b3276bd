import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { AdminPortalPageId } from "@/lib/admin-portal";

// In the staff member's language (src/i18n/request.ts).
const portalTranslations = () => getTranslations("AdminPortal");

/** The portal layout's title: "Admin portal", and "<page> · Admin portal" for each page. */
export async function portalLayoutMetadata(): Promise<Metadata> {
  const t = await portalTranslations();
  return { title: { default: t("title"), template: `%s · ${t("title")}` } };
}

/** A portal page's `generateMetadata`: its title is its sidebar label (`AdminPortal.nav.<id>`). */
export function portalPageMetadata(page: AdminPortalPageId): () => Promise<Metadata> {
  return async () => {
    const t = await portalTranslations();
    return { title: t(`nav.${page}`) };
  };
}
