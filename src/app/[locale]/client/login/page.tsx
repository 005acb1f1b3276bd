import type { Metadata } from "next";
import { notFound, redirect as redirectTo } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getPathname, redirect } from "@/i18n/navigation";
import { toLocale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { safeReturnPath } from "@/lib/return-path";
import { pageAlternates } from "@/lib/seo";
import { canViewDashboard } from "@/server/auth/permissions";
import { getViewer } from "@/server/auth/session";
import { getFlags } from "@/server/flags";
import { AuthPanel } from "../_components/auth-panel";
import { SignInForm } from "./_components/sign-in-form";

export async function generateMetadata({ params }: PageProps<"/[locale]/client/login">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "ClientLogin" });
  return {
    title: t("metaTitle"),
    description: t("metaDescription"),
    alternates: pageAlternates(locale, paths.clientLogin),
    robots: { index: false },
  };
}

export default async function ClientLoginPage({ params, searchParams }: PageProps<"/[locale]/client/login">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  if (!(await getFlags()).client_portal) notFound();

  const next = safeReturnPath((await searchParams).next);
  const viewer = await getViewer();
  if (viewer) {
    // Already signed in: a client has nothing to do here, anyone else is not a client.
    if (canViewDashboard(viewer.role)) redirectTo(next ?? getPathname({ href: paths.clientDashboard, locale }));
    redirect({ href: paths.home, locale });
  }

  const t = await getTranslations({ locale, namespace: "ClientLogin" });
  return (
    <AuthPanel eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")}>
      <SignInForm next={next ?? getPathname({ href: paths.clientDashboard, locale })} />
    </AuthPanel>
  );
}
