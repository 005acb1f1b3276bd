"use client";

import { useTranslations } from "next-intl";
import type { Locale } from "@/i18n/locales";
import { searchAppearance, searchLengths } from "@/lib/content/search";
import { parseMediaReference } from "@/lib/media";
import type { MediaChoice } from "./image-input";

/** Text cut where search engines cut it, with an ellipsis. */
const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length).trimEnd()}…` : text);

/**
 * One language's search result, drawn as search engines show it: the address, the title as a
 * link, the description; and the share image. From the draft as typed, with the same fallbacks the
 * page's metadata uses (src/lib/content/search.ts), and each length against what is shown.
 */
export function SearchPreview({
  locale,
  values,
  pageUrl,
  media,
}: {
  locale: Locale;
  /** The language's fields with the shared ones. */
  values: Record<string, unknown>;
  /** The page's URL with `{slug}` in place of the slug. */
  pageUrl: string;
  media: MediaChoice[];
}) {
  const t = useTranslations("AdminContent");
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const search = searchAppearance({
    // A product has a name and a summary where an article has a title and an excerpt.
    title: text("title") || text("name"),
    excerpt: text("excerpt") || text("summary"),
    // A product's cover photo, else its drawing, as its page's metadata shares it.
    image: (Array.isArray(values.photos) && typeof values.photos[0] === "string" ? values.photos[0] : "") || text("image"),
    searchTitle: text("searchTitle"),
    searchDescription: text("searchDescription"),
    shareImage: text("shareImage"),
  });
  const slug = text("slug");
  const url = pageUrl.replace("{slug}", encodeURIComponent(slug));
  const imageId = parseMediaReference(search.image);
  const thumbnail = imageId ? media.find((choice) => choice.id === imageId)?.thumbnail : search.image || undefined;
  const lengths = [
    { key: "searchTitleLength", count: search.title.length, recommended: searchLengths.title },
    { key: "searchDescriptionLength", count: search.description.length, recommended: searchLengths.description },
  ] as const;
  return (
    <div data-testid={`search-preview-${locale}`} className="min-w-0">
      <p className="mb-2 text-xs font-semibold tracking-[0.14em] text-muted uppercase">{t(`localeNames.${locale}`)}</p>
      <div lang={locale} className="flex gap-4 rounded-xl bg-white p-4 font-sans ring-1 ring-olive-deep/15">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm text-[#4d5156]">{slug ? url : t("editor.searchNoSlug")}</p>
          <p className="mt-1 text-xl leading-snug [overflow-wrap:anywhere] text-[#1a0dab] hover:underline">
            {cut(search.title, searchLengths.title)}
          </p>
          <p className="mt-1 text-sm leading-relaxed [overflow-wrap:anywhere] text-[#4d5156]">
            {cut(search.description, searchLengths.description)}
          </p>
        </div>
        {thumbnail && <img src={thumbnail} alt="" className="size-20 shrink-0 rounded-lg bg-sand object-cover" />}
      </div>
      <ul className="mt-2 space-y-0.5 text-xs">
        {lengths.map(({ key, count, recommended }) => (
          <li key={key} className={count > recommended ? "font-semibold text-terracotta-deep" : "text-muted"}>
            {t(`editor.${key}`, { count, recommended })}
            {count > recommended && ` ${t("editor.searchTooLong")}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
