import { redirect } from "@/i18n/navigation";
import { toLocale } from "@/i18n/locales";
import { paths } from "@/lib/paths";

/** Insights has no page of its own: its nav entry, and this address, lead to the news. */
export default async function InsightsPage({ params }: PageProps<"/[locale]/insights">) {
  redirect({ href: paths.insightsNews, locale: toLocale((await params).locale) });
}
