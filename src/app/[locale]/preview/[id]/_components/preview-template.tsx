import type { Locale } from "@/i18n/locales";
import { hasBody } from "@/lib/content/news";
import { getProductPage } from "@/server/catalog/queries";
import type { ItemDraft } from "@/server/content/items";
import { resolveBodyImages } from "@/server/content/images";
import { getArticle, getArticles, getNewsItem, type Preview } from "@/server/content/site";
import { HomeView } from "../../../_components/home-view";
import { ArticleView } from "../../../insights/blog/[slug]/_components/article-view";
import { NewsItemView } from "../../../insights/news/[slug]/_components/news-item-view";
import { NewsListView } from "../../../insights/news/_components/news-list-view";
import { ProductView } from "../../../products/[slug]/_components/product-view";
import { PartnershipsView } from "../../../partnerships/_components/partnerships-view";
import { SolutionsView } from "../../../solutions/_components/solutions-view";
import { TeamView } from "../../../teams/_components/team-view";

/** The page that shows an item, drawn with its draft in `locale` in place of what is published. */
export async function PreviewTemplate({ item, locale }: { item: ItemDraft; locale: Locale }) {
  const preview: Preview = { item, locale };
  const slug = String(item.locales[locale].fields.slug ?? "");
  switch (item.type) {
    case "article": {
      const found = await getArticle(locale, slug, preview);
      if (!found) return null;
      return <ArticleView {...found} images={await resolveBodyImages(found.article.body, locale)} locale={locale} />;
    }
    case "news": {
      const news = await getNewsItem(locale, slug, preview);
      if (!news || !hasBody(news)) return <NewsListView locale={locale} preview={preview} />;
      const articles = await getArticles(locale, preview);
      return (
        <NewsItemView
          item={news}
          articleSlug={articles.find((article) => article.id === news.relatedArticle)?.slug}
          images={await resolveBodyImages(news.body, locale)}
          locale={locale}
        />
      );
    }
    case "catalog-product": {
      const page = await getProductPage(locale, slug, preview);
      return page ? <ProductView page={page} locale={locale} /> : null;
    }
    case "team":
      return <TeamView locale={locale} preview={preview} />;
    case "partner":
    case "opportunity":
      return <PartnershipsView locale={locale} preview={preview} />;
    case "solution":
    case "solution-step":
    case "reason":
      return <SolutionsView locale={locale} preview={preview} />;
    default:
      return <HomeView locale={locale} preview={preview} />;
  }
}
