import { requireFlag } from "@/server/flags/guard";

export default async function InsightsLayout({ children, params }: LayoutProps<"/[locale]/insights">) {
  await requireFlag("insights", (await params).locale);
  return children;
}
