import type { Metadata } from "next";
import { LockKeyhole } from "lucide-react";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SecondFactorCodeForm } from "@/components/two-factor/code-form";
import { staffLandingPath } from "@/lib/admin-portal";
import { adminPaths } from "@/lib/paths";
import { safeReturnPath } from "@/lib/return-path";
import { getViewer } from "@/server/auth/session";
import { verifyAdminCodeAction } from "@/server/auth/two-factor-actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("TwoFactor"))("metaCode") };
}

/** The admin gate's second step, after the password of an account with an authenticator app. */
export default async function AdminSignInCodePage({ searchParams }: PageProps<"/admin/login/code">) {
  const wanted = safeReturnPath((await searchParams).next);
  const viewer = await getViewer();
  if (viewer?.mustEnrolSecondFactor) redirect(adminPaths.twoFactor);
  if (viewer) redirect(staffLandingPath(viewer.role, wanted) ?? "/");
  const t = await getTranslations("TwoFactor");
  return (
    <main className="mx-auto max-w-sm px-4 py-20 sm:py-28">
      <LockKeyhole aria-hidden className="size-10 text-terracotta-deep" strokeWidth={1.5} />
      <h1 className="mt-4 text-3xl font-semibold text-olive-deep">{t("codeTitle")}</h1>
      <p className="mt-2 text-muted">{t("codeIntro")}</p>
      <SecondFactorCodeForm
        action={verifyAdminCodeAction}
        next={wanted}
        signInHref={wanted ? `${adminPaths.login}?next=${encodeURIComponent(wanted)}` : adminPaths.login}
      />
    </main>
  );
}
