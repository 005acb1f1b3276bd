import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { requireClient } from "@/server/portal";
import { getManagerContact } from "@/server/portal/account-manager";
import { ManagerMessageForm } from "./_components/manager-message-form";
import { withNotFoundView } from "@/server/not-found";
import { ClientNotFound } from "../_components/client-not-found";
import { clientPageMetadata } from "../_components/client-metadata";

export const generateMetadata = clientPageMetadata("AccountManager");

async function ManagerContactPage({ params }: PageProps<"/[locale]/client/contact">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const client = await requireClient(locale, paths.clientContact);
  const [t, contact, messages] = await Promise.all([
    getTranslations({ locale, namespace: "AccountManager" }),
    getManagerContact(client.company),
    getMessages(),
  ]);
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl leading-tight font-semibold text-olive-deep sm:text-4xl">{t("pageTitle")}</h1>
      <p className="mt-3 text-muted">
        {contact.kind === "manager"
          ? t("pageIntroManager", { name: contact.name })
          : t("pageIntroMailbox", { email: contact.email })}
      </p>
      <div className="mt-8">
        <NextIntlClientProvider messages={{ AccountManager: messages.AccountManager, FormErrors: messages.FormErrors }}>
          <ManagerMessageForm />
        </NextIntlClientProvider>
      </div>
    </div>
  );
}

// Its `notFound()` draws the portal's 404, inside its frame, whole, with status 404 (src/server/not-found.ts).
export default withNotFoundView(ManagerContactPage, <ClientNotFound />);
