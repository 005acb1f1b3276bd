import { AdminNotFoundMessage } from "./_components/admin-not-found";

export { adminNotFoundMetadata as generateMetadata } from "./_components/admin-not-found";

/**
 * What Next draws for a `notFound()` that no admin page turns into its own 404 view
 * (_components/admin-not-found.tsx): under `next dev`, where nothing else sets the status.
 */
export default function AdminNotFoundPage() {
  return <AdminNotFoundMessage />;
}
