import { getTranslations } from "next-intl/server";
import { site } from "@/config/site";
import { intlLocale, type Locale } from "@/i18n/locales";
import { wordCount } from "@/lib/content/reading";
import { searchAppearance } from "@/lib/content/search";
import type { ArticleView, NewsView, TeamMemberView } from "@/lib/content/views";
import { richTextPlainText } from "@/lib/rich-text/schema";
import { absoluteAssetUrl, absoluteUrl } from "@/lib/seo";
import { shareImageOf } from "./insights-seo";

type Props = { locale: Locale; url: string } & (
  { kind: "article"; item: ArticleView; author?: TeamMemberView } | { kind: "news"; item: NewsView }
);

/**
 * schema.org `BlogPosting` (an article) or `NewsArticle` (a news item), so search engines know the
 * headline, the dates, the author and the publisher. A data block, not a script that runs: the
 * page's Content-Security-Policy does not list it (src/server/cache/inline-scripts.ts).
 */
export async function InsightsJsonLd(props: Props) {
  const { item, locale, url } = props;
  const t = await getTranslations({ locale, namespace: "Metadata" });
  const search = searchAppearance(item);
  const publisher = {
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl(locale, "/"),
    logo: { "@type": "ImageObject", url: absoluteAssetUrl("/images/logo.svg") },
  };
  const author =
    props.kind === "article" && props.author
      ? { "@type": "Person", name: props.author.name, jobTitle: props.author.position }
      : { "@type": "Organization", name: site.name, url: publisher.url };
  const data = {
    "@context": "https://schema.org",
    "@type": props.kind === "article" ? "BlogPosting" : "NewsArticle",
    headline: item.title,
    description: search.description,
    datePublished: item.date,
    // When this language was last published (a draft being previewed has not been).
    dateModified: item.publishedAt ?? item.date,
    inLanguage: intlLocale[locale],
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    image: shareImageOf(search.image, locale, t("title")).url,
    ...(props.kind === "article" && { wordCount: wordCount(richTextPlainText(props.item.body)) }),
    author,
    publisher,
  };
  return (
    <script
      type="application/ld+json"
      // Escaping "<" keeps any value from closing the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
