import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import type { CompanySettings } from "@/lib/company-settings";
import type { PolicyView } from "@/lib/content/views";
import { formatCalendarDate } from "@/lib/dates";
import type { RichTextBlock } from "@/lib/rich-text/schema";
import { richTextPlainText } from "@/lib/rich-text/schema";
import { fillSiteFacts, fillSiteFactsInDocument } from "@/lib/site-facts";
import { RichText } from "./rich-text";

function sectionId(index: number) {
  return `section-${index + 1}`;
}

interface PolicySection {
  heading: string;
  blocks: RichTextBlock[];
}

/** The body cut at each level-2 heading: the sections, and the table of contents they make. */
function policySections(blocks: readonly RichTextBlock[]): { lead: RichTextBlock[]; sections: PolicySection[] } {
  const lead: RichTextBlock[] = [];
  const sections: PolicySection[] = [];
  for (const block of blocks) {
    if (block.type === "heading" && block.attrs.level === 2) {
      sections.push({ heading: richTextPlainText({ type: "doc", content: [block] }), blocks: [] });
    } else {
      (sections.at(-1)?.blocks ?? lead).push(block);
    }
  }
  return { lead, sections };
}

// Policies have no images.
const noImage = () => undefined;

/** `company`: the settings read for the page, for the facts the policies name (mailbox, address). */
export async function PolicyDocument({
  policy,
  locale,
  company,
}: {
  policy: PolicyView;
  locale: Locale;
  company: CompanySettings;
}) {
  const t = await getTranslations("Policies");
  const { lead, sections } = policySections(fillSiteFactsInDocument(policy.body, locale, company).content);
  return (
    <article className="mx-auto max-w-3xl px-4 pt-32 pb-24 sm:px-6">
      <header className="border-b border-olive/20 pb-8">
        <h1 className="text-4xl font-semibold text-olive-deep sm:text-5xl">{policy.title}</h1>
        <p className="mt-4 text-sm font-semibold tracking-wide text-terracotta-deep">
          {t("effective", { date: formatCalendarDate(policy.effectiveDate, locale) })}
        </p>
        <p className="mt-6 text-lg leading-relaxed text-muted">{fillSiteFacts(policy.intro, locale, company)}</p>
      </header>
      {lead.length > 0 && (
        <RichText doc={{ type: "doc", content: lead }} locale={locale} resolveImage={noImage} look="policy" className="mt-8" />
      )}
      <nav aria-labelledby="policy-contents" className="mt-8 rounded-2xl bg-sand/60 p-6">
        <h2 id="policy-contents" className="font-sans text-sm font-semibold tracking-wider text-muted uppercase">
          {t("contents")}
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1.5 sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={sectionId(index)}>
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
      {sections.map((section, index) => (
        <section
          key={sectionId(index)}
          id={sectionId(index)}
          aria-labelledby={`${sectionId(index)}-title`}
          className="mt-12 [contain-intrinsic-size:auto_20rem] [content-visibility:auto]"
        >
          <h2 id={`${sectionId(index)}-title`} className="text-2xl font-semibold text-olive-deep">
            {section.heading}
          </h2>
          <RichText
            doc={{ type: "doc", content: section.blocks }}
            locale={locale}
            resolveImage={noImage}
            look="policy"
            className="mt-4"
          />
        </section>
      ))}
    </article>
  );
}
