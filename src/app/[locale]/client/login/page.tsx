import type { Metadata } from "next";
import { redirect as redirectTo } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { getPathname, redirect } from "@/i18n/navigation";
import { toLocale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { safeReturnPath } from "@/lib/return-path";
import { pageAlternates } from "@/lib/seo";
import { canViewDashboard } from "@/lib/permissions";
import { getViewer } from "@/server/auth/session";
import { getFlags } from "@/server/flags";
import { AccessRequestForm } from "./_components/access-request-form";
import { LoginPanels } from "./_components/login-panels";
import { PortalOffer } from "./_components/portal-offer";
import { SignInForm } from "./_components/sign-in-form";

export async function generateMetadata({ params }: PageProps<"/[locale]/client/login">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "ClientLogin" });
  return {
    title: t("metaTitle"),
    description: t("metaDescription"),
    alternates: pageAlternates(locale, paths.clientLogin),
    robots: { index: false },
  };
}

export default async function ClientLoginPage({ params, searchParams }: PageProps<"/[locale]/client/login">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const flags = await getFlags();

  const query = await searchParams;
  const next = safeReturnPath(query.next);
  const viewer = await getViewer();
  if (viewer) {
    // Already signed in: a client has nothing to do here, anyone else is not a client.
    if (canViewDashboard(viewer.role)) redirectTo(next ?? getPathname({ href: paths.clientDashboard, locale }));
    redirect({ href: paths.home, locale });
  }

  const allowRequest = flags.b2b_request_form;
  const loginPath = getPathname({ href: paths.clientLogin, locale });
  const signInHref = next ? `${loginPath}?next=${encodeURIComponent(next)}` : loginPath;
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
            initialMode={allowRequest && query.mode === "request" ? "request" : "sign-in"}
            allowRequest={allowRequest}
            offer={<PortalOffer />}
            signInHref={signInHref}
            requestHref={requestHref}
            signIn={<SignInForm next={next ?? getPathname({ href: paths.clientDashboard, locale })} />}
            request={allowRequest ? <AccessRequestForm permalink={`${requestHref}#request`} /> : null}
          />
        </NextIntlClientProvider>
      </div>
    </section>
  );
}
