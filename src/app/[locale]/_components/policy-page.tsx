import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { setRequestLocale } from "next-intl/server";
import { PolicyDocument } from "@/components/site/policy-document";
import { toLocale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { pageAlternates } from "@/lib/seo";
import { getPolicy } from "@/server/content/site";
import { getCompanySettings } from "@/server/settings";

/** The privacy policy and the terms of use: one content type, two pages at their own paths. */
type PolicyKey = "privacy" | "terms";
type PolicyParams = Promise<{ locale: string }>;

/** A policy page's `generateMetadata`: the policy's title and search description. */
export async function policyMetadata(key: PolicyKey, params: PolicyParams): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const policy = await getPolicy(locale, key);
  return {
    title: policy?.title,
    description: policy?.searchDescription || undefined,
    alternates: pageAlternates(locale, paths[key]),
  };
}

/** A policy page's content, called by the page itself so that the request's locale is set first. */
export async function policyPage(key: PolicyKey, params: PolicyParams): Promise<ReactNode> {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [policy, company] = await Promise.all([getPolicy(locale, key), getCompanySettings()]);
  // Asked for to be read, a policy not published here never gets this far: the proxy answers the
  // 404 page (src/server/content/site-paths.ts). This stays for a post.
  if (!policy) notFound();
  return <PolicyDocument policy={policy} locale={locale} company={company} />;
}
