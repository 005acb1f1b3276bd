import { notFound } from "next/navigation";

/** Any other path under this admin prefix: the branded 404 of the admin screens. */
export default function MissingAdminPage() {
  notFound();
}
