import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { pageAlternates } from "@/lib/seo";
import { getPageSearch, getSections } from "@/server/content/site";
import { getFlags } from "@/server/flags";
import { AccessRequestForm } from "./access-request-form";
import { type LoginMode, LoginPanels } from "./login-panels";
import { PortalOffer } from "./portal-offer";
import { SignInForm } from "./sign-in-form";

export async function clientLoginMetadata(locale: Locale): Promise<Metadata> {
  const search = await getPageSearch(locale, "client-login");
  return {
    title: search.title,
    description: search.description,
    alternates: pageAlternates(locale, paths.clientLogin),
    robots: { index: false },
  };
}

/**
 * The client sign-in page with one of its panels open, the same for every anonymous visitor and
 * cached: no session, no query read here (src/lib/client-login.ts). A signed-in visitor is sent
 * on by the proxy, and `?next=` reaches the sign-in action from the address its form posts to.
 */
export async function ClientLogin({ locale, mode }: { locale: Locale; mode: LoginMode }) {
  setRequestLocale(locale);
  const [flags, sections] = await Promise.all([getFlags(), getSections(locale)]);
  const allowRequest = flags.b2b_request_form;
  const loginPath = getPathname({ href: paths.clientLogin, locale });
  const requestHref = `${loginPath}?mode=request`;
  const messages = await getMessages();

  return (
    <section className="bg-sand/60 px-4 pt-28 pb-20 sm:px-6 sm:pt-32">
      <div className="mx-auto max-w-2xl">
        <NextIntlClientProvider
          messages={{
            ClientLogin: messages.ClientLogin,
            SignIn: messages.SignIn,
            AccessRequestForm: messages.AccessRequestForm,
            FormErrors: messages.FormErrors,
          }}
        >
          <LoginPanels
            initialMode={allowRequest ? mode : "sign-in"}
            allowRequest={allowRequest}
            intro={sections["client-login"].intro}
            offer={<PortalOffer />}
            signInHref={loginPath}
            requestHref={requestHref}
            signIn={<SignInForm />}
            request={
              allowRequest ? (
                <AccessRequestForm permalink={`${requestHref}#request`} intro={sections["client-login.request"].intro} />
              ) : null
            }
          />
        </NextIntlClientProvider>
      </div>
    </section>
  );
}
