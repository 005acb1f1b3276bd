import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Typeset } from "@/components/site/typeset";
import type { Locale } from "@/i18n/locales";
import { Link } from "@/i18n/navigation";
import type { ImageView } from "@/lib/content/views";
import { paths } from "@/lib/paths";

/** What a post's view takes besides the post, for visitors and for staff previewing a draft. */
export interface PostViewProps {
  /** The body's images (`media:<id>` → the image), resolved for the language. */
  images: Map<string, ImageView>;
  locale: Locale;
}

/**
 * The page of one post (an article, a news item): its structured data, a header with the way
 * back to its list, its badges, title, excerpt and facts (`meta`), then its body (`children`).
 */
export function PostPage({
  structuredData,
  back,
  badges,
  title,
  excerpt,
  meta,
  children,
}: {
  structuredData: ReactNode;
  back: { href: typeof paths.insightsBlog | typeof paths.insightsNews; label: string };
  badges: ReactNode;
  title: string;
  excerpt: string;
  meta: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="pb-20 sm:pb-28">
      {structuredData}
      <header className="bg-sand/60 pt-28 pb-12 sm:pt-36 sm:pb-16">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <Link
            href={back.href}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-olive-deep underline decoration-olive/30 underline-offset-4 hover:decoration-olive"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {back.label}
          </Link>
          {badges}
          <h1 className="mt-5 text-4xl leading-[1.15] font-semibold text-olive-deep sm:text-5xl">{title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-muted">
            <Typeset text={excerpt} />
          </p>
          {meta}
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 sm:px-6">{children}</div>
    </article>
  );
}
