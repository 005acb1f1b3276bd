import { Hourglass } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { AdminPortalPageId } from "@/lib/admin-portal";
import { PortalPage } from "./portal-page";

/** A portal page that is planned but not built yet (SPEC section 2: content, settings). */
export async function ComingSoon({ page }: { page: AdminPortalPageId }) {
  const t = await getTranslations({ locale: "en", namespace: "AdminPortal" });
  return (
    <PortalPage title={t(`nav.${page}`)}>
      <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-16 text-center shadow-sm ring-1 ring-olive-deep/10">
        <Hourglass aria-hidden className="size-10 text-terracotta-deep" strokeWidth={1.5} />
        <p className="mt-4 text-xl font-semibold text-olive-deep">{t("comingSoon")}</p>
        <p className="mt-2 max-w-md text-muted">{t("comingSoonIntro")}</p>
      </div>
    </PortalPage>
  );
}
