import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminSignIn } from "@/app/(admin)/_components/admin-sign-in";
import { staffLandingPath } from "@/lib/admin-portal";
import { adminPaths } from "@/lib/paths";
import { safeReturnPath } from "@/lib/return-path";
import { getViewer } from "@/server/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("AdminGate"))("metaTitle") };
}

export default async function AdminLoginPage({ searchParams }: PageProps<"/admin/login">) {
  const wanted = safeReturnPath((await searchParams).next);
  const viewer = await getViewer();
  // Staff already signed in go where they would after signing in; anyone else to the home page.
  if (viewer?.mustEnrolSecondFactor) redirect(adminPaths.twoFactor);
  if (viewer) redirect(staffLandingPath(viewer.role, wanted) ?? "/");
  return (
    <main>
      <AdminSignIn next={wanted} />
    </main>
  );
}
