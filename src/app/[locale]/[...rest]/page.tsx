import { notFound } from "next/navigation";
import { logMissingPage } from "@/server/not-found";

// Rendered per request, not cached like the other public pages: the paths anyone can make up
// are endless (each would take a cache entry), and each missing path is logged.
export const dynamic = "force-dynamic";

export default async function UnknownPage({ params }: PageProps<"/[locale]/[...rest]">) {
  const { locale, rest } = await params;
  logMissingPage(locale, `/${rest.join("/")}`);
  notFound();
}
