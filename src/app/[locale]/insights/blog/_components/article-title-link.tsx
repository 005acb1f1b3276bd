import { Link } from "@/i18n/navigation";
import type { ArticleView } from "@/lib/content/views";
import { paths } from "@/lib/paths";

/** The article's title as a link that covers its whole card, so the card is one target and one tab stop. */
export function ArticleTitleLink({ article }: { article: Pick<ArticleView, "slug" | "title"> }) {
  return (
    <Link
      href={paths.article(article.slug)}
      className="outline-none after:absolute after:inset-0 hover:underline hover:decoration-olive/50 hover:underline-offset-4"
    >
      {article.title}
    </Link>
  );
}
