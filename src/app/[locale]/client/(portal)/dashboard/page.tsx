import { getTranslations, setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { getCompanySettings } from "@/server/settings";
import { requireClientAccount } from "@/server/portal";
import { getManagerContact } from "@/server/portal/account-manager";
import { AccountManagerCard } from "./_components/account-manager-card";
import { DashboardTiles } from "./_components/dashboard-tiles";
import { NoCompanyNotice } from "./_components/no-company-notice";
import { clientPageMetadata } from "../_components/client-metadata";

export const generateMetadata = clientPageMetadata("Dashboard");

export default async function ClientDashboardPage({ params }: PageProps<"/[locale]/client/dashboard">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const account = await requireClientAccount(locale, paths.clientDashboard);
  const t = await getTranslations({ locale, namespace: "Dashboard" });
  const name = account.user.firstName || account.user.name;
  return (
    <>
      <h1 className="text-3xl leading-tight font-semibold text-olive-deep sm:text-4xl">{t("welcome", { name })}</h1>
      {account.company ? (
        <>
          <DashboardTiles />
          <AccountManagerCard contact={await getManagerContact(account.company)} />
        </>
      ) : (
        <NoCompanyNotice company={await getCompanySettings()} />
      )}
    </>
  );
}
