import { getTranslations } from "next-intl/server";
import { fillSiteFacts, policiesEffectiveDate, type PolicyDocument as Policy } from "@/content";
import type { Locale } from "@/i18n/locales";
import type { CompanySettings } from "@/lib/company-settings";
import { formatCalendarDate } from "@/lib/dates";

function sectionId(index: number) {
  return `section-${index + 1}`;
}

/** `company`: the settings read for the page, for the facts the policies name (mailbox, address). */
export async function PolicyDocument({ policy, locale, company }: { policy: Policy; locale: Locale; company: CompanySettings }) {
  const t = await getTranslations("Policies");
  return (
    <article className="mx-auto max-w-3xl px-4 pt-32 pb-24 sm:px-6">
      <header className="border-b border-olive/20 pb-8">
        <h1 className="text-4xl font-semibold text-olive-deep sm:text-5xl">{policy.title}</h1>
        <p className="mt-4 text-sm font-semibold tracking-wide text-terracotta-deep">
          {t("effective", { date: formatCalendarDate(policiesEffectiveDate, locale) })}
        </p>
        <p className="mt-6 text-lg leading-relaxed text-muted">{fillSiteFacts(policy.intro, locale, company)}</p>
      </header>
      <nav aria-labelledby="policy-contents" className="mt-8 rounded-2xl bg-sand/60 p-6">
        <h2 id="policy-contents" className="font-sans text-sm font-semibold tracking-wider text-muted uppercase">
          {t("contents")}
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1.5 sm:grid-cols-2">
          {policy.sections.map((section, index) => (
            <li key={section.heading}>
              <a
                href={`#${sectionId(index)}`}
                className="text-olive-deep underline decoration-olive/30 underline-offset-4 hover:decoration-olive"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {/* Sections out of view are not laid out until they near it: a long policy's first layout
          was the longest task of its page. Their place is kept at the size they last had. */}
      {policy.sections.map((section, index) => (
        <section
          key={section.heading}
          id={sectionId(index)}
          aria-labelledby={`${sectionId(index)}-title`}
          className="mt-12 [contain-intrinsic-size:auto_20rem] [content-visibility:auto]"
        >
          <h2 id={`${sectionId(index)}-title`} className="text-2xl font-semibold text-olive-deep">
            {section.heading}
          </h2>
          <div className="mt-4 space-y-4 leading-relaxed text-ink/85">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{fillSiteFacts(paragraph, locale, company)}</p>
            ))}
          </div>
          {section.list && (
            <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink/85 marker:text-olive">
              {section.list.map((item) => (
                <li key={item}>{fillSiteFacts(item, locale, company)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
