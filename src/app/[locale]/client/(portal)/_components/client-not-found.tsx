import { getTranslations } from "next-intl/server";
import { homeButtonClass, NotFoundMessage } from "@/components/site/not-found-message";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";
import { answerNotFound } from "@/server/not-found";

/**
 * The portal's 404, inside its frame (the site's header and footer, the portal's navigation), in
 * the page's language and with status 404 (src/server/not-found.ts): another company's order, an
 * order number that is none, a page of a company's for a client without one. The way back is the
 * client's dashboard. The title stays the page's (its metadata names no order, and is resolved
 * beside the page: the first `<title>` is the one shown, so one drawn here would not be).
 */
export async function ClientNotFound() {
  answerNotFound();
  const t = await getTranslations("NotFound");
  return (
    <NotFoundMessage inset title={t("title")} description={t("description")}>
      <Link href={paths.clientDashboard} className={homeButtonClass}>
        {t("clientHome")}
      </Link>
    </NotFoundMessage>
  );
}
