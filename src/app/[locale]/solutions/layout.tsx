import { requireFlag } from "@/server/flags/guard";

export default async function SolutionsLayout({ children, params }: LayoutProps<"/[locale]/solutions">) {
  await requireFlag("solutions", (await params).locale);
  return children;
}
