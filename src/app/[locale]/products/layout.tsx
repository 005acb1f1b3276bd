import { requireFlag } from "@/server/flags/guard";

export default async function ProductsLayout({ children, params }: LayoutProps<"/[locale]/products">) {
  await requireFlag("products", (await params).locale);
  return children;
}
