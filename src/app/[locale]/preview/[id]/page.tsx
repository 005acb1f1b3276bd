import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { getPathname } from "@/i18n/navigation";
import { toLocale } from "@/i18n/locales";
import { canEditContent } from "@/lib/permissions";
import { adminPaths, paths } from "@/lib/paths";
import { requireRole } from "@/server/auth/session";
import { loadItem } from "@/server/content/items";
import { PreviewBanner } from "./_components/preview-banner";
import { PreviewTemplate } from "./_components/preview-template";
import { withNotFoundView } from "@/server/not-found";
import { NotFoundView } from "../../_components/not-found-view";

// A draft, for signed-in staff only: rendered for each request, never cached, never indexed.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { robots: { index: false, follow: false } };

async function PreviewPage({ params }: PageProps<"/[locale]/preview/[id]">) {
  const { locale: rawLocale, id } = await params;
  const locale = toLocale(rawLocale);
  setRequestLocale(locale);
  const here = getPathname({ href: paths.preview(id), locale });
  await requireRole(canEditContent, { signInPath: `${adminPaths.login}?next=${encodeURIComponent(here)}`, homePath: "/" });
  const item = await loadItem(id);
  if (!item) notFound();
  return (
    <>
      <PreviewBanner item={item} locale={locale} />
      <PreviewTemplate item={item} locale={locale} />
    </>
  );
}

// Its `notFound()` draws the site's 404, inside its layout, whole, with status 404 (src/server/not-found.ts).
export default withNotFoundView(PreviewPage, <NotFoundView />);
