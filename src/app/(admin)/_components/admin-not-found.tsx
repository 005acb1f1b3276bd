import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { homeButtonClass, NotFoundMessage } from "@/components/site/not-found-message";
import { portalHomePath } from "@/lib/admin-portal";
import { getPortalStaff } from "@/server/admin/gate";
import { answerNotFound } from "@/server/not-found";

/** The head of an admin 404: its title whole (not "… · Admin portal"), never indexed. */
export async function adminNotFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations("NotFound");
  return { title: { absolute: t("documentTitle") }, robots: { index: false, follow: false } };
}

/**
 * The admin screens' 404 panel, in the staff member's language (src/i18n/request.ts): the way
 * back is where a signed-in staff member works in the portal (the dashboard for an administrator,
 * the studio for an editor), else the public site's home page.
 */
export async function AdminNotFoundMessage() {
  const [t, staff] = await Promise.all([getTranslations("NotFound"), getPortalStaff()]);
  const portal = staff ? portalHomePath(staff.role) : null;
  return (
    <main id="main" className="flex-1">
      <NotFoundMessage title={t("title")} description={t("description")}>
        {/* Next's own Link: the portal and the public site are outside the localized router. */}
        <Link href={portal ?? "/"} className={homeButtonClass}>
          {portal ? t("portalHome") : t("home")}
        </Link>
      </NotFoundMessage>
    </main>
  );
}

/**
 * The 404 an admin page draws itself (an unknown path, a company or item that does not exist),
 * inside the portal's frame for verified staff, with status 404 (src/server/not-found.ts). A page
 * that is only this 404 takes `adminNotFoundMetadata`; a page whose data decided it keeps its own
 * title (resolved beside the page).
 */
export function AdminNotFound() {
  answerNotFound();
  return <AdminNotFoundMessage />;
}
