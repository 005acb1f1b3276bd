import type { Metadata } from "next";
import { NotFoundContent } from "./_components/not-found-content";

// No locale-dependent metadata here (see NotFoundContent): the title stays the site's.
export const metadata: Metadata = { robots: { index: false } };

export default function NotFound() {
  return <NotFoundContent />;
}
