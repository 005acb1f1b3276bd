import { requireFlag } from "@/server/flags/guard";

export default async function TeamsLayout({ children, params }: LayoutProps<"/[locale]/teams">) {
  await requireFlag("teams", (await params).locale);
  return children;
}
