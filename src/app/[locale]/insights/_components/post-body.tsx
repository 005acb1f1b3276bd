import { ContentPicture } from "@/components/site/content-picture";
import { RichText } from "@/components/site/rich-text";
import type { Locale } from "@/i18n/locales";
import { richTextImage, type ArticleView, type ImageView } from "@/lib/content/views";

/** An article's or a news item's picture and rich-text body, as both pages draw them under their header. */
export function PostBody({
  post,
  images,
  locale,
}: {
  post: Pick<ArticleView, "image" | "body">;
  /** The body's images (`media:<id>` → the image), resolved for the language. */
  images: Map<string, ImageView>;
  locale: Locale;
}) {
  return (
    <>
      <ContentPicture
        image={post.image}
        width={960}
        height={540}
        className="mt-10 aspect-[16/9] w-full rounded-3xl bg-sand object-cover ring-1 ring-olive-deep/10"
      />
      <RichText
        className="mt-10"
        doc={post.body}
        locale={locale}
        resolveImage={(id) => richTextImage(images.get(`media:${id}`))}
      />
    </>
  );
}
