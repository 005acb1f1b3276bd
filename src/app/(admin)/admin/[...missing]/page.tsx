// Any other path under this admin prefix: the admin screens' 404, drawn whole by the page (inside
// the portal's frame for verified staff), with status 404.
export { AdminNotFound as default, adminNotFoundMetadata as generateMetadata } from "../../_components/admin-not-found";
