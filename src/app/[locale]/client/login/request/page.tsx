import type { Metadata } from "next";
import { toLocale } from "@/i18n/locales";
import { ClientLogin, clientLoginMetadata } from "../_components/client-login";

// The sign-in page at `?mode=request`, with the access request panel open: the proxy renders that
// address here (src/lib/client-login.ts), so it is cached too; this path itself redirects there.
export async function generateMetadata({ params }: PageProps<"/[locale]/client/login/request">): Promise<Metadata> {
  return clientLoginMetadata(toLocale((await params).locale));
}

export default async function ClientLoginRequestPage({ params }: PageProps<"/[locale]/client/login/request">) {
  return <ClientLogin locale={toLocale((await params).locale)} mode="request" />;
}
