import type { Metadata } from "next";
import { toLocale } from "@/i18n/locales";
import { ClientLogin, clientLoginMetadata } from "./_components/client-login";

export async function generateMetadata({ params }: PageProps<"/[locale]/client/login">): Promise<Metadata> {
  return clientLoginMetadata(toLocale((await params).locale));
}

export default async function ClientLoginPage({ params }: PageProps<"/[locale]/client/login">) {
  return <ClientLogin locale={toLocale((await params).locale)} mode="sign-in" />;
}
