import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { PolicyDocument } from "@/components/site/policy-document";
import { toLocale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { pageAlternates } from "@/lib/seo";
import { getPolicy } from "@/server/content/site";
import { getCompanySettings } from "@/server/settings";

export async function generateMetadata({ params }: PageProps<"/[locale]/terms">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const policy = await getPolicy(locale, "terms");
  return {
    title: policy?.title,
    description: policy?.searchDescription || undefined,
    alternates: pageAlternates(locale, paths.terms),
  };
}

export default async function TermsPage({ params }: PageProps<"/[locale]/terms">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [policy, company] = await Promise.all([getPolicy(locale, "terms"), getCompanySettings()]);
  // Asked for to be read, a policy not published here never gets this far: the proxy answers the
  // 404 page (src/server/content/site-paths.ts). This stays for a post.
  if (!policy) notFound();
  return <PolicyDocument policy={policy} locale={locale} company={company} />;
}
