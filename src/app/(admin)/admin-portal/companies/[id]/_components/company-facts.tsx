import { getTranslations } from "next-intl/server";
import type { CompanyDetail } from "@/server/leads/companies";
import { CompanyFactList } from "../../_components/company-fact-list";
import { CompanySection } from "./company-section";

/** The company's size, industry, website and the request it came from. */
export async function CompanyFacts({ detail: { company, request } }: { detail: CompanyDetail }) {
  return (
    <CompanySection id="company-facts" title={(await getTranslations("AdminCompanies"))("factsTitle")}>
      <CompanyFactList company={company} request={request} />
    </CompanySection>
  );
}
