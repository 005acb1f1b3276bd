import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminSignInForm } from "@/app/(admin)/_components/admin-sign-in-form";
import { adminPaths } from "@/lib/paths";
import { safeReturnPath } from "@/lib/return-path";
import { canOpenAdmin } from "@/lib/permissions";
import { getViewer } from "@/server/auth/session";

export const metadata: Metadata = { title: "Sign in" };

export default async function AdminLoginPage({ searchParams }: PageProps<"/admin/login">) {
  const next = safeReturnPath((await searchParams).next) ?? adminPaths.simpleAdmin;
  const viewer = await getViewer();
  if (viewer) redirect(canOpenAdmin(viewer.role) ? next : "/");
  return (
    <main>
      <AdminSignInForm next={next} />
    </main>
  );
}
