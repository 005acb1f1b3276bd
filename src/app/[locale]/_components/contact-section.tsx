import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { formatAddress, type CompanySettings } from "@/lib/company-settings";
import { getPathname } from "@/i18n/navigation";
import { toLocale } from "@/i18n/locales";
import type { SectionWords } from "@/lib/content/views";
import { paths } from "@/lib/paths";
import { formatPhone } from "@/lib/phone";
import { ContactForm } from "./contact-form";
import { SectionHeading } from "@/components/site/section-heading";

/** The contact section: the company's facts (from the settings) beside the contact form. */
export async function ContactSection({ company, words }: { company: CompanySettings; words: SectionWords }) {
  const t = await getTranslations("Home");
  const locale = toLocale(await getLocale());
  const messages = await getMessages();
  const facts = [
    { icon: MapPin, label: t("contactAddress"), value: formatAddress(company, locale), href: undefined },
    { icon: Mail, label: t("contactEmail"), value: company.email.info, href: `mailto:${company.email.info}` },
    {
      icon: Phone,
      label: t("contactPhone"),
      value: formatPhone(company.phone.display, locale),
      href: `tel:${company.phone.tel}`,
    },
    ...(words.note ? [{ icon: Clock, label: words.note, value: undefined, href: undefined }] : []),
  ];
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-sand/60 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="contact-title" eyebrow={words.eyebrow} title={words.title} intro={words.intro} />
        <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_1.6fr] lg:items-start">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {facts.map(({ icon: Icon, label, value, href }) => (
              <li key={label} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-olive-deep/10">
                <Icon aria-hidden className="size-7 text-terracotta-deep" strokeWidth={1.5} />
                <p className="mt-4 font-semibold text-olive-deep">{label}</p>
                {value &&
                  (href ? (
                    <a
                      href={href}
                      className="mt-1 block break-words text-ink underline decoration-olive/40 underline-offset-4 hover:decoration-olive"
                    >
                      {value}
                    </a>
                  ) : (
                    <p className="mt-1 text-ink">{value}</p>
                  ))}
              </li>
            ))}
          </ul>
          {/* Only the form's own messages go to the browser, not the whole catalog. */}
          <NextIntlClientProvider messages={{ ContactForm: messages.ContactForm, FormErrors: messages.FormErrors }}>
            <ContactForm permalink={`${getPathname({ href: paths.home, locale })}#contact`} />
          </NextIntlClientProvider>
        </div>
      </div>
    </section>
  );
}
