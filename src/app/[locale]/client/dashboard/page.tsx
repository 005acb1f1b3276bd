import { BarChart3, FileText, Mail, Package } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SignOutForm } from "@/components/ui/sign-out-form";
import { secondaryButtonClass } from "@/components/ui/styles";
import { getPathname } from "@/i18n/navigation";
import { toLocale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { signOutClientAction } from "@/server/auth/actions";
import { canViewDashboard } from "@/lib/permissions";
import { requireRole } from "@/server/auth/session";
import { getCompanySettings } from "@/server/settings";

export async function generateMetadata({ params }: PageProps<"/[locale]/client/dashboard">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Dashboard" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function ClientDashboardPage({ params }: PageProps<"/[locale]/client/dashboard">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);

  const here = getPathname({ href: paths.clientDashboard, locale });
  const viewer = await requireRole(canViewDashboard, {
    signInPath: `${getPathname({ href: paths.clientLogin, locale })}?next=${encodeURIComponent(here)}`,
    homePath: getPathname({ href: paths.home, locale }),
  });
  const [t, company] = await Promise.all([getTranslations({ locale, namespace: "Dashboard" }), getCompanySettings()]);
  const name = viewer.user.firstName || viewer.user.name;
  const tiles = [
    { icon: Package, title: t("orders"), text: t("ordersText") },
    { icon: BarChart3, title: t("analytics"), text: t("analyticsText") },
    { icon: FileText, title: t("documents"), text: t("documentsText") },
  ];

  return (
    <div className="bg-sand/50 pt-28 pb-20 sm:pt-32 sm:pb-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <header className="flex flex-col gap-6 border-b border-olive-deep/15 pb-8 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-[0.16em] text-terracotta-deep uppercase">{t("eyebrow")}</p>
            <h1 className="mt-3 text-3xl leading-tight font-semibold text-olive-deep sm:text-4xl">{t("welcome", { name })}</h1>
            <p className="mt-2 break-all text-muted">{t("signedInAs", { email: viewer.user.email })}</p>
          </div>
          <SignOutForm
            action={signOutClientAction}
            label={t("signOut")}
            pendingLabel={t("signingOut")}
            className={secondaryButtonClass}
          />
        </header>

        <section aria-label={t("tilesLabel")} className="mt-10">
          <ul className="grid gap-6 sm:grid-cols-3">
            {tiles.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-olive-deep/10">
                <Icon aria-hidden className="size-7 text-terracotta-deep" strokeWidth={1.5} />
                <h2 className="mt-4 text-xl font-semibold text-olive-deep">{title}</h2>
                <p className="mt-2 text-muted">{text}</p>
                <p className="mt-4 inline-flex rounded-full bg-sand px-3 py-1 text-xs font-semibold tracking-wide text-olive-deep uppercase">
                  {t("comingSoon")}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="services-title" className="mt-10 rounded-2xl bg-olive-deep p-6 text-cream sm:p-10">
          <h2 id="services-title" className="text-2xl font-semibold">
            {t("servicesTitle")}
          </h2>
          <p className="mt-3 max-w-2xl text-cream/85">{t("servicesText")}</p>
          <a
            href={`mailto:${company.email.info}`}
            className="mt-6 flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-saffron px-6 py-2 text-center font-semibold text-ink transition-colors hover:bg-saffron-light sm:inline-flex sm:w-auto"
          >
            <Mail aria-hidden className="size-5 shrink-0" />
            {t("contactManager")}
          </a>
        </section>
      </div>
    </div>
  );
}
