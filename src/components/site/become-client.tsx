import { UserPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { Flags } from "@/lib/flags/catalog";
import { paths } from "@/lib/paths";

/** Whether the access request exists to be led to: the portal and its request form are on. */
export function canBecomeClient(flags: Pick<Flags, "client_portal" | "b2b_request_form">): boolean {
  return flags.client_portal && flags.b2b_request_form;
}

/** The sign-in page with its access request open (`?mode=request`), with or without JavaScript. */
export const becomeClientHref = { pathname: paths.clientLogin, query: { mode: "request" } } as const;

const tones = {
  solid: "bg-saffron text-ink hover:bg-saffron-light",
  outline: "text-olive-deep ring-1 ring-olive-deep/30 hover:bg-sand/60",
  // On a dark band.
  light: "text-cream ring-1 ring-cream/40 hover:bg-cream/10 hover:ring-cream",
} as const;

/**
 * "Become a client" / « Devenir client »: the way to the B2B access request, on the home page's
 * products, the catalog, product pages and the partnerships' retailers card. Render it only
 * where `canBecomeClient(flags)`.
 */
export function BecomeClientLink({ tone = "solid", className = "" }: { tone?: keyof typeof tones; className?: string }) {
  const t = useTranslations("BecomeClient");
  return (
    <Link
      href={becomeClientHref}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full px-5 font-semibold transition-colors ${tones[tone]} ${className}`}
    >
      <UserPlus aria-hidden className="size-4" />
      {t("label")}
    </Link>
  );
}
