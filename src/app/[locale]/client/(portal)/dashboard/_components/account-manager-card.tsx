import { Mail, MessageSquare, Phone } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";
import { formatPhone } from "@/lib/phone";
import type { ManagerContact } from "@/server/portal/account-manager";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 break-all text-cream underline underline-offset-4 hover:text-saffron-light";

/**
 * Who looks after the company: the account manager's name, e-mail and phone, or, while none is
 * assigned, the company's general mailbox and phone; and the way to write to them from here.
 */
export async function AccountManagerCard({ contact }: { contact: ManagerContact }) {
  const t = await getTranslations("AccountManager");
  const locale = toLocale(await getLocale());
  return (
    <section aria-labelledby="account-manager-title" className="mt-10 rounded-2xl bg-olive-deep p-6 text-cream sm:p-10">
      <h2 id="account-manager-title" className="text-2xl font-semibold">
        {t("cardTitle")}
      </h2>
      {contact.kind === "manager" ? (
        <p className="mt-3 text-xl font-semibold" data-manager-name>
          {contact.name}
        </p>
      ) : (
        <p className="mt-3 max-w-2xl text-cream/85">{t("noManagerYet")}</p>
      )}
      <ul className="mt-4 space-y-1">
        <li>
          <a href={`mailto:${contact.email}`} className={linkClass}>
            <Mail aria-hidden className="size-5 shrink-0" />
            {contact.email}
          </a>
        </li>
        {contact.phone && (
          <li>
            <a href={`tel:${contact.phone.tel}`} className={linkClass}>
              <Phone aria-hidden className="size-5 shrink-0" />
              {formatPhone(contact.phone.display, locale)}
            </a>
          </li>
        )}
      </ul>
      <Link
        href={paths.clientContact}
        className="mt-6 flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-saffron px-6 py-2 text-center font-semibold text-ink transition-colors hover:bg-saffron-light sm:inline-flex sm:w-auto"
      >
        <MessageSquare aria-hidden className="size-5 shrink-0" />
        {t("contactButton")}
      </Link>
    </section>
  );
}
