import { requireFlag } from "@/server/flags/guard";

export default async function PartnershipsLayout({ children, params }: LayoutProps<"/[locale]/partnerships">) {
  await requireFlag("partnerships", (await params).locale);
  return children;
}
