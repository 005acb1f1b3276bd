import { notFound } from "next/navigation";
import { logMissingPage } from "@/server/not-found";

export default async function UnknownPage({ params }: PageProps<"/[locale]/[...rest]">) {
  const { locale, rest } = await params;
  logMissingPage(locale, `/${rest.join("/")}`);
  notFound();
}
