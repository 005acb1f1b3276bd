import type { ArticleBlock } from "@/content";
import { Typeset } from "@/components/site/typeset";

/** An article's body, from structured blocks: never raw HTML. */
export function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div className="mt-10 text-lg leading-relaxed text-ink/90">
      {blocks.map((block, index) => {
        switch (block.type) {
          case "heading":
            return (
              <h2 key={index} className="mt-12 mb-4 text-2xl font-semibold text-olive-deep sm:text-3xl">
                <Typeset text={block.text} />
              </h2>
            );
          case "paragraph":
            return (
              <p key={index} className="mt-5">
                <Typeset text={block.text} />
              </p>
            );
          case "list":
            return (
              <ul key={index} className="mt-5 list-disc space-y-2.5 pl-6 marker:text-olive">
                {block.items.map((item) => (
                  <li key={item}>
                    <Typeset text={item} />
                  </li>
                ))}
              </ul>
            );
        }
      })}
    </div>
  );
}
