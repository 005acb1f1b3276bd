import { AdminSignInForm } from "@/app/(admin)/_components/admin-sign-in-form";
import { adminPortalPath, type AdminPortalPageId } from "@/lib/admin-portal";

/** What a portal page shows before an administrator has signed in: the gate, and nothing else. */
export function PortalGate({ page }: { page: AdminPortalPageId }) {
  return (
    <main>
      <AdminSignInForm next={adminPortalPath(page)} />
    </main>
  );
}
