import { Mail, Phone } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { toLocale } from "@/i18n/locales";
import type { CompanySettings } from "@/lib/company-settings";
import { formatPhone } from "@/lib/phone";

/**
 * A client account not yet attached to a company (made with `user:create` without `--company`):
 * nothing of any company is its to see, so no tiles; it is told why, and given the company's
 * general mailbox and phone, where staff can attach it (no account manager can be its yet).
 */
export async function NoCompanyNotice({ company }: { company: CompanySettings }) {
  const t = await getTranslations("Dashboard");
  const locale = toLocale(await getLocale());
  return (
    <section
      aria-labelledby="no-company-title"
      className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-olive-deep/10 sm:p-8"
    >
      <h2 id="no-company-title" className="text-xl font-semibold text-olive-deep">
        {t("noCompanyTitle")}
      </h2>
      <p className="mt-2 max-w-2xl text-muted">{t("noCompanyText")}</p>
      <ul className="mt-4 space-y-1">
        <li>
          <a
            href={`mailto:${company.email.info}`}
            className="inline-flex min-h-11 items-center gap-2 break-all text-olive-deep underline underline-offset-4"
          >
            <Mail aria-hidden className="size-5 shrink-0" />
            {company.email.info}
          </a>
        </li>
        <li>
          <a
            href={`tel:${company.phone.tel}`}
            className="inline-flex min-h-11 items-center gap-2 text-olive-deep underline underline-offset-4"
          >
            <Phone aria-hidden className="size-5 shrink-0" />
            {formatPhone(company.phone.display, locale)}
          </a>
        </li>
      </ul>
    </section>
  );
}
