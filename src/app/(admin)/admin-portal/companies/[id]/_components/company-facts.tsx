import { getTranslations } from "next-intl/server";
import type { CompanyDetail } from "@/server/leads/companies";
import { CompanyFactList } from "../../_components/company-fact-list";

/** The company's size, industry, website and the request it came from. */
export async function CompanyFacts({ detail: { company, request } }: { detail: CompanyDetail }) {
  return (
    <section aria-labelledby="company-facts" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
      <h2 id="company-facts" className="text-lg font-semibold text-olive-deep">
        {(await getTranslations("AdminCompanies"))("factsTitle")}
      </h2>
      <CompanyFactList company={company} request={request} />
    </section>
  );
}
