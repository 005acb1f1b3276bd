import type { Metadata } from "next";
import { ShieldCheck } from "lucide-react";
import { redirect } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { SecondFactorCodeForm } from "@/components/two-factor/code-form";
import { EnrolmentForm } from "@/components/two-factor/enrolment-form";
import { getPathname } from "@/i18n/navigation";
import { toLocale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { isClient } from "@/lib/permissions";
import { safeReturnPath } from "@/lib/return-path";
import { getViewer } from "@/server/auth/session";
import { beginEnrolment, groupSecret } from "@/server/auth/two-factor";
import { confirmTwoFactorAction, verifyClientCodeAction } from "@/server/auth/two-factor-actions";

/** Rendered for each visitor with the nonce policy (src/proxy.ts), never cached. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/client/security">): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "TwoFactor" });
  return { title: t("securityTitle"), robots: { index: false } };
}

/**
 * The client's security page. Signed in: enrolling an authenticator app, which is optional for
 * clients (then each sign-in asks for its code). Not signed in: the sign-in's second step, where
 * the client sign-in sends a client who enrolled.
 */
export default async function ClientSecurityPage({ params, searchParams }: PageProps<"/[locale]/client/security">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [viewer, t, messages] = await Promise.all([getViewer(), getTranslations("TwoFactor"), getMessages()]);
  const loginPath = getPathname({ href: paths.clientLogin, locale });
  const dashboard = getPathname({ href: paths.clientDashboard, locale });
  if (viewer && !isClient(viewer.role)) redirect(getPathname({ href: paths.home, locale }));
  const enrolment = viewer ? await beginEnrolment(viewer.user.id) : null;
  return (
    <section className="bg-sand/60 px-4 pt-28 pb-20 sm:px-6 sm:pt-32">
      <div className="mx-auto max-w-lg">
        <ShieldCheck aria-hidden className="size-10 text-terracotta-deep" strokeWidth={1.5} />
        <h1 className="mt-4 text-3xl font-semibold text-olive-deep">{viewer ? t("securityTitle") : t("codeTitle")}</h1>
        <p className="mt-2 text-muted">{viewer ? t("optionalIntro") : t("codeIntro")}</p>
        <NextIntlClientProvider messages={{ TwoFactor: messages.TwoFactor, FormErrors: messages.FormErrors }}>
          {viewer ? (
            <EnrolmentForm
              action={confirmTwoFactorAction}
              enrolment={enrolment && { qrDataUrl: enrolment.qrDataUrl, secret: groupSecret(enrolment.secret) }}
              continueHref={dashboard}
            />
          ) : (
            <SecondFactorCodeForm
              action={verifyClientCodeAction}
              next={safeReturnPath((await searchParams).next)}
              signInHref={loginPath}
            />
          )}
        </NextIntlClientProvider>
      </div>
    </section>
  );
}
