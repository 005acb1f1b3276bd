import { getTranslations } from "next-intl/server";
import type { CompanyDetail } from "@/server/leads/companies";
import { CompanySection } from "./company-section";

/** The company's client accounts, disabled ones marked. */
export async function CompanyUsers({ users }: { users: CompanyDetail["users"] }) {
  const [t, leads] = await Promise.all([getTranslations("AdminCompanies"), getTranslations("AdminLeads")]);
  return (
    <CompanySection
      id="company-users"
      title={t("usersTitle", { count: users.length })}
      empty={users.length === 0 ? t("noUsers") : undefined}
    >
      <ul className="mt-3 space-y-1 text-sm" data-company-users>
        {users.map((member) => (
          <li key={member.id}>
            {member.name} · <span className="wrap-break-word">{member.email}</span>
            {member.disabled && <span className="ml-2 font-semibold text-terracotta-deep">{leads("disabledState")}</span>}
          </li>
        ))}
      </ul>
    </CompanySection>
  );
}
