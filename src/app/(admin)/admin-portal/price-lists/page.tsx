import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { TextField } from "@/components/ui/fields";
import { toLocale } from "@/i18n/locales";
import { adminPortalPath } from "@/lib/admin-portal";
import { formatAdminDate, formatCalendarDate } from "@/lib/dates";
import { getPortalViewer } from "@/server/admin/gate";
import { getDb } from "@/server/db/client";
import { importPriceListAction, setCompanyTierAction } from "@/server/prices/actions";
import { companiesWithTiers, listPriceLists, tierNames } from "@/server/prices/queries";
import { ActionForm } from "../_components/action-form";
import { PortalGate } from "../_components/portal-gate";
import { PortalPage, PortalSection } from "../_components/portal-page";
import { portalPageMetadata } from "../_components/portal-metadata";
import { ImportPriceListForm } from "./_components/import-price-list-form";

export const generateMetadata = portalPageMetadata("price-lists");

export default async function PriceListsPage() {
  if (!(await getPortalViewer("price-lists"))) return <PortalGate page="price-lists" />;
  const locale = toLocale(await getLocale());
  const db = await getDb();
  const [t, messages, lists, companies, tiers] = await Promise.all([
    getTranslations({ locale, namespace: "AdminPriceLists" }),
    getMessages({ locale }),
    listPriceLists(db),
    companiesWithTiers(db),
    tierNames(db),
  ]);
  const choices = companies.map(({ id, name }) => ({ id, name }));
  const clientMessages = {
    AdminPriceLists: messages.AdminPriceLists,
    AdminPortal: messages.AdminPortal,
    FormErrors: messages.FormErrors,
  };
  return (
    <PortalPage title={t("title")} intro={t("intro")}>
      <NextIntlClientProvider locale={locale} messages={clientMessages}>
        <PortalSection id="price-list-import" title={t("importHeading")} className="max-w-3xl">
          <p className="mt-2 text-sm text-muted">{t("importHint")}</p>
          <div className="mt-4">
            <ImportPriceListForm action={importPriceListAction} companies={choices} tiers={tiers} />
          </div>
        </PortalSection>

        <PortalSection id="price-list-lists" title={t("listsHeading")} className="mt-12">
          {lists.length === 0 ? (
            <p className="mt-4 text-muted">{t("empty")}</p>
          ) : (
            <ul className="mt-4 grid gap-6">
              {lists.map((list) => (
                <li
                  key={list.id}
                  className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10"
                  data-price-list={list.name}
                >
                  <h3 className="text-lg font-semibold text-olive-deep">{list.name}</h3>
                  <p className="text-sm text-muted">
                    {list.validUntil
                      ? t("validity", {
                          from: formatCalendarDate(list.validFrom, locale),
                          until: formatCalendarDate(list.validUntil, locale),
                        })
                      : t("validityOpen", { from: formatCalendarDate(list.validFrom, locale) })}
                    {" · "}
                    {list.tier
                      ? t("forTier", { tier: list.tier })
                      : t("forCompanies", { companies: list.companies.map((company) => company.name).join(", ") })}
                  </p>
                  <h4 className="mt-3 text-sm font-semibold text-olive-deep">{t("versions")}</h4>
                  <ul className="mt-1 grid gap-1 text-sm">
                    {list.versions.map((version) => (
                      <li key={version.id} className="flex flex-wrap items-baseline gap-x-3">
                        <span>
                          {t("version", {
                            version: version.version,
                            file: version.fileName,
                            count: version.lines,
                            name: version.importedByName,
                            date: formatAdminDate(version.createdAt, locale),
                          })}
                        </span>
                        <a
                          className="font-semibold text-olive-deep underline"
                          href={`${adminPortalPath("price-lists")}/export/${version.id}`}
                        >
                          {t("export")}
                        </a>
                      </li>
                    ))}
                  </ul>
                  <details className="mt-4">
                    <summary className="cursor-pointer font-semibold text-olive-deep">{t("newVersionHeading")}</summary>
                    <div className="mt-4">
                      <ImportPriceListForm
                        action={importPriceListAction}
                        companies={choices}
                        tiers={tiers}
                        list={{
                          id: list.id,
                          name: list.name,
                          tier: list.tier,
                          companyIds: list.companies.map((company) => company.id),
                          validFrom: list.validFrom,
                          validUntil: list.validUntil,
                        }}
                      />
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </PortalSection>

        <PortalSection id="price-list-tiers" title={t("tiersHeading")} className="mt-12 max-w-3xl">
          <p className="mt-2 text-sm text-muted">{t("tiersHint")}</p>
          <ul className="mt-4 grid gap-3">
            {companies.map((company) => (
              <li key={company.id}>
                <ActionForm
                  action={setCompanyTierAction}
                  fields={{ companyId: company.id }}
                  label={t("saveTier")}
                  pendingLabel={t("savingTier")}
                  failed={t("failed")}
                  className="flex flex-wrap items-end gap-3"
                >
                  <TextField
                    formId={`tier-${company.id}`}
                    name="tier"
                    label={t("companyTier", { company: company.name })}
                    list="price-list-tiers-names"
                    defaultValue={company.tier ?? ""}
                    maxLength={120}
                  />
                </ActionForm>
              </li>
            ))}
          </ul>
          <datalist id="price-list-tiers-names">
            {tiers.map((tier) => (
              <option key={tier} value={tier} />
            ))}
          </datalist>
        </PortalSection>
      </NextIntlClientProvider>
    </PortalPage>
  );
}
