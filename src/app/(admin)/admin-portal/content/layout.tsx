import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import { studioClientMessages } from "../../_components/client-messages";

/**
 * The content studio's pages: their client components (the editor, its fields and pickers) read
 * namespaces the other admin screens do not send the browser (../../_components/client-messages.ts).
 */
export default async function ContentLayout({ children }: { children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider locale={locale} messages={studioClientMessages(messages)}>
      {children}
    </NextIntlClientProvider>
  );
}
