import { AdminSignIn } from "@/app/(admin)/_components/admin-sign-in";
import { adminPortalPath, type AdminPortalPageId } from "@/lib/admin-portal";

/** What a portal page shows before an administrator has signed in: the gate, and nothing else. */
export function PortalGate({ page }: { page: AdminPortalPageId }) {
  return (
    <main>
      <AdminSignIn next={adminPortalPath(page)} />
    </main>
  );
}
