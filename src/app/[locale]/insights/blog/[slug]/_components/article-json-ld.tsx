import { getEnv } from "@/config/env";
import { site } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { wordCount } from "@/lib/content/reading";
import type { ArticleView, TeamMemberView } from "@/lib/content/views";
import { richTextPlainText } from "@/lib/rich-text/schema";
import { intlLocale } from "@/i18n/locales";

interface ArticleJsonLdProps {
  article: ArticleView;
  author?: TeamMemberView;
  locale: Locale;
  url: string;
}

/** schema.org Article, so search engines know the headline, the date, the author and the publisher. */
export function ArticleJsonLd({ article, author, locale, url }: ArticleJsonLdProps) {
  const origin = getEnv().SITE_URL;
  const data = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    dateModified: article.date,
    inLanguage: intlLocale[locale],
    mainEntityOfPage: url,
    url,
    image: new URL(article.image.src, origin).toString(),
    wordCount: wordCount(richTextPlainText(article.body)),
    ...(author && { author: { "@type": "Person", name: author.name, jobTitle: author.position } }),
    publisher: {
      "@type": "Organization",
      name: site.name,
      url: origin,
      logo: { "@type": "ImageObject", url: new URL("/images/logo.svg", origin).toString() },
    },
  };
  return (
    <script
      type="application/ld+json"
      // Escaping "<" keeps any value from closing the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
