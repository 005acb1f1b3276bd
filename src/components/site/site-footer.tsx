import { Mail, MapPin, Phone } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { site } from "@/config/site";
import { formatAddress, socialProfiles, type CompanySettings } from "@/lib/company-settings";
import { toLocale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";
import { officeYear } from "@/lib/dates";
import { paths } from "@/lib/paths";
import { formatPhone } from "@/lib/phone";
import { fillSiteFacts } from "@/lib/site-facts";
import { CookieSettingsButton } from "./cookie-settings-button";

/**
 * `cookieSettings`: whether the cookie banner is on, so that a choice can be changed from here.
 * `company`: the company settings the layout read (the page is tagged `settings` by that read).
 * `tagline`: the footer the layout read from the studio (tagged `content:footer`).
 */
export async function SiteFooter({
  cookieSettings,
  company,
  tagline,
}: {
  cookieSettings: boolean;
  company: CompanySettings;
  /** The studio's footer tagline in the page's language, if published. */
  tagline?: string;
}) {
  const t = await getTranslations("Footer");
  const locale = toLocale(await getLocale());
  // Cached pages expire when the year changes in Ottawa (src/server/cache/freshness.ts).
  const year = officeYear(new Date());
  const profiles = socialProfiles(company);

  return (
    <footer className="bg-olive-deep text-cream">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <p className="flex items-center gap-2.5 font-serif text-2xl font-semibold">
            <img src="/images/logo-mark.svg" alt="" width={36} height={36} className="size-9 rounded-full bg-cream p-0.5" />
            {site.name}
          </p>
          {tagline && <p className="mt-4 max-w-xs text-cream/80">{fillSiteFacts(tagline, locale, company)}</p>}
          <p className="mt-2 text-sm text-cream/70">{t("founded", { year: company.foundingYear })}</p>
          <p className="mt-6">
            <Link href={paths.amazonAssets} className="underline underline-offset-4 hover:text-sage-light">
              {t("amazonAssets")}
            </Link>
          </p>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wider text-sage-light uppercase">{t("contactHeading")}</h2>
          <address className="mt-4 space-y-3 text-cream/90 not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-sage-light" />
              <span>{formatAddress(company, locale)}</span>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-sage-light" />
              <a href={`mailto:${company.email.info}`} className="underline-offset-4 hover:underline">
                {company.email.info}
              </a>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden className="mt-0.5 size-5 shrink-0 text-sage-light" />
              <a href={`tel:${company.phone.tel}`} className="underline-offset-4 hover:underline">
                {formatPhone(company.phone.display, locale)}
              </a>
            </p>
          </address>
          {profiles.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2" aria-label={t("socialHeading")}>
              {profiles.map(({ network, url }) => (
                <li key={network}>
                  <a href={url} rel="me noopener" className="underline underline-offset-4 hover:text-sage-light">
                    {t(`social.${network}`)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wider text-sage-light uppercase">{t("legalHeading")}</h2>
          <ul className="mt-4 space-y-3">
            <li>
              <Link href={paths.privacy} className="underline-offset-4 hover:underline">
                {t("privacy")}
              </Link>
            </li>
            <li>
              <Link href={paths.terms} className="underline-offset-4 hover:underline">
                {t("terms")}
              </Link>
            </li>
            {cookieSettings && (
              <li>
                <CookieSettingsButton label={t("cookieSettings")} />
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="border-t border-cream/15">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-cream/70 sm:px-6 lg:px-8">
          {t("copyright", { year, company: company.legalName })}
        </p>
      </div>
    </footer>
  );
}
