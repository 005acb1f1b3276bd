"use client";

import { useLocale, useTranslations } from "next-intl";
import { toLocale } from "@/i18n/locales";
import { formatPhone } from "@/lib/phone";
import { SelectField } from "@/components/ui/fields";
import { primaryButtonClass } from "@/components/ui/styles";
import type { AccountManager, ManagerChoice } from "@/server/leads/companies";
import { assignAccountManagerAction } from "@/server/leads/company-actions";
import { ActionForm } from "../../../_components/action-form";

/**
 * The company's account manager (name, e-mail, phone) and the form that assigns one: a staff
 * account (administrator or editor), or none, when its clients write to the general mailbox.
 */
export function AccountManagerForm({
  companyId,
  manager,
  choices,
}: {
  companyId: string;
  manager: AccountManager | null;
  choices: ManagerChoice[];
}) {
  const t = useTranslations("AdminCompanies");
  const roles = useTranslations("AdminLeads.roles");
  const locale = toLocale(useLocale());
  return (
    <section aria-labelledby="account-manager" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
      <h2 id="account-manager" className="text-lg font-semibold text-olive-deep">
        {t("managerTitle")}
      </h2>
      {manager ? (
        <p className="mt-2 text-sm" data-current-manager>
          <span className="font-semibold">{manager.name}</span> · <span className="wrap-break-word">{manager.email}</span>
          {manager.phone && <> · {formatPhone(manager.phone, locale)}</>}
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted" data-current-manager>
          {t("noManager")}
        </p>
      )}
      <ActionForm
        action={assignAccountManagerAction}
        fields={{ companyId }}
        label={t("managerSubmit")}
        pendingLabel={t("saving")}
        failed={t("failed")}
        buttonClass={`mt-4 ${primaryButtonClass}`}
        className="mt-4"
      >
        <SelectField
          formId="account-manager"
          name="managerId"
          label={t("managerField")}
          placeholder={t("managerNone")}
          options={choices.map((choice) => ({
            value: choice.id,
            label: t("managerChoice", { name: choice.name, email: choice.email, role: roles(choice.role) }),
          }))}
          defaultValue={manager?.id ?? ""}
        />
      </ActionForm>
    </section>
  );
}
