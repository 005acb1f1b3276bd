import type { Metadata } from "next";
import { ShieldCheck } from "lucide-react";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { EnrolmentForm } from "@/components/two-factor/enrolment-form";
import { staffLandingPath } from "@/lib/admin-portal";
import { adminPaths } from "@/lib/paths";
import { isStaff } from "@/lib/permissions";
import { safeReturnPath } from "@/lib/return-path";
import { getViewer } from "@/server/auth/session";
import { beginEnrolment, groupSecret } from "@/server/auth/two-factor";
import { confirmTwoFactorAction } from "@/server/auth/two-factor-actions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("TwoFactor"))("metaEnrol") };
}

/**
 * Enrolling an authenticator app, which every staff member does before anything else: every staff
 * page sends them here until they have (README: "Second factor").
 */
export default async function TwoFactorEnrolmentPage({ searchParams }: PageProps<"/admin/two-factor">) {
  const wanted = safeReturnPath((await searchParams).next);
  const viewer = await getViewer();
  if (!viewer) redirect(`${adminPaths.login}?next=${encodeURIComponent(adminPaths.twoFactor)}`);
  if (!isStaff(viewer.role)) redirect("/");
  const [t, enrolment] = await Promise.all([getTranslations("TwoFactor"), beginEnrolment(viewer.user.id)]);
  return (
    <main className="mx-auto max-w-lg px-4 py-16 sm:py-20">
      <ShieldCheck aria-hidden className="size-10 text-terracotta-deep" strokeWidth={1.5} />
      <h1 className="mt-4 text-3xl font-semibold text-olive-deep">{t("enrolTitle")}</h1>
      <p className="mt-2 text-muted">{t("enrolIntro")}</p>
      <EnrolmentForm
        action={confirmTwoFactorAction}
        enrolment={enrolment && { qrDataUrl: enrolment.qrDataUrl, secret: groupSecret(enrolment.secret) }}
        continueHref={staffLandingPath(viewer.role, wanted) ?? adminPaths.simpleAdmin}
      />
    </main>
  );
}
