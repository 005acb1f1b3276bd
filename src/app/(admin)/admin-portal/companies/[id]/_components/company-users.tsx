import { getTranslations } from "next-intl/server";
import type { CompanyDetail } from "@/server/leads/companies";

/** The company's client accounts, disabled ones marked. */
export async function CompanyUsers({ users }: { users: CompanyDetail["users"] }) {
  const [t, leads] = await Promise.all([getTranslations("AdminCompanies"), getTranslations("AdminLeads")]);
  return (
    <section aria-labelledby="company-users" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
      <h2 id="company-users" className="text-lg font-semibold text-olive-deep">
        {t("usersTitle", { count: users.length })}
      </h2>
      {users.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t("noUsers")}</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm" data-company-users>
          {users.map((member) => (
            <li key={member.id}>
              {member.name} · <span className="wrap-break-word">{member.email}</span>
              {member.disabled && <span className="ml-2 font-semibold text-terracotta-deep">{leads("disabledState")}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
