import { getLocale, getTranslations } from "next-intl/server";
import { formatAdminDateTime } from "@/lib/dates";
import { toLocale } from "@/i18n/locales";
import { isStaff } from "@/lib/permissions";
import type { AccountRow } from "@/server/auth/account-admin";
import {
  disableAccountAction,
  enableAccountAction,
  resendInvitationAction,
  resetTwoFactorAction,
} from "@/server/auth/account-actions";
import { DataTable } from "../../_components/data-table";
import { RowAction } from "../../_components/row-action";
import { StaffPhoneForm } from "./staff-phone-form";

/** Every account with its role, company and dates, and what an administrator can do with it. */
export async function AccountsTable({ accounts, viewerId }: { accounts: AccountRow[]; viewerId: string }) {
  const uiLocale = toLocale(await getLocale());
  const [t, companies] = await Promise.all([getTranslations("AdminLeads"), getTranslations("AdminCompanies")]);
  if (accounts.length === 0) return <p className="text-muted">{t("noAccounts")}</p>;
  // Six columns, so that at 1280 px beside the sidebar every action is in view without scrolling
  // sideways: the e-mail sits under the name, the company under the role, the creation date under
  // the last sign-in. On a phone the table scrolls in its own box (DataTable).
  return (
    <DataTable
      label={t("accountsTitle", { count: accounts.length })}
      minWidth="56rem"
      columns={[
        t("columns.name"),
        t("columns.roleAndCompany"),
        companies("workPhone"),
        t("columns.lastSignIn"),
        t("columns.state"),
        t("columns.actions"),
      ]}
    >
      {accounts.map((account) => (
        <tr key={account.id} className="border-t border-olive-deep/10 align-top" data-account={account.email}>
          <th scope="row" className="max-w-56 px-3 py-2 font-normal">
            <span className="block font-medium text-ink">{account.name}</span>
            {/* Broken after the @ first, where an address reads best on two lines. */}
            <span className="block text-muted [overflow-wrap:anywhere]">
              {account.email.slice(0, account.email.indexOf("@") + 1)}
              <wbr />
              {account.email.slice(account.email.indexOf("@") + 1)}
            </span>
          </th>
          <td className="px-3 py-2">
            <span className="block">{t(`roles.${account.role ?? "none"}`)}</span>
            <span className="block text-muted">{account.company ?? t("none")}</span>
          </td>
          <td className="px-3 py-2">
            {isStaff(account.role) ? (
              <StaffPhoneForm
                userId={account.id}
                phone={account.phone}
                labels={{
                  field: companies("phoneLabel", { name: account.name }),
                  save: companies("phoneSave"),
                  saving: companies("saving"),
                  failed: companies("failed"),
                }}
              />
            ) : (
              t("none")
            )}
          </td>
          <td className="px-3 py-2">
            <span className="block">{formatAdminDateTime(account.lastSignInAt, uiLocale) ?? t("never")}</span>
            <span className="block text-muted">
              {t("createdOn", { date: formatAdminDateTime(account.createdAt, uiLocale) ?? "" })}
            </span>
          </td>
          <td className="px-3 py-2">
            {account.disabledAt ? <span className="font-semibold text-terracotta-deep">{t("disabledState")}</span> : t("active")}
          </td>
          <td className="px-3 py-2">
            <div className="flex flex-col items-start gap-2">
              {account.disabledAt ? (
                <RowAction action={enableAccountAction} fields={{ userId: account.id }} label={t("enable")} />
              ) : (
                account.id !== viewerId && (
                  <RowAction
                    action={disableAccountAction}
                    fields={{ userId: account.id }}
                    label={t("disable")}
                    confirm={t("disableConfirm", { email: account.email })}
                  />
                )
              )}
              {account.twoFactorEnabled && account.id !== viewerId && (
                <RowAction
                  action={resetTwoFactorAction}
                  fields={{ userId: account.id }}
                  label={t("resetTwoFactor")}
                  confirm={t("resetTwoFactorConfirm", { email: account.email })}
                />
              )}
              {account.role === "client" && (
                <RowAction action={resendInvitationAction} fields={{ userId: account.id }} label={t("invite")} />
              )}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
