"use client";

import { useLocale, useTranslations } from "next-intl";
import { useParams } from "next/navigation";
import { useEffect, useState } from "react";
import { getPathname, type Href } from "@/i18n/navigation";
import { otherLocale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { useShownPathname } from "./use-shown-pathname";

/**
 * Links to the same page in the other language, keeping the query and, on click, the hash. The
 * page is rendered once for every visitor (and cached), so the server-rendered link carries no
 * query: the query joins it once the page runs (without JavaScript, the link is the other
 * language's page itself). On the 404 page, the other language's home page.
 */
export function LanguageToggle() {
  const t = useTranslations("LanguageToggle");
  const locale = useLocale();
  const target = otherLocale(locale);
  // The page's internal path (`/insights/blog/[slug]` on an article) and the route's params.
  const pathname = useShownPathname();
  const params = useParams();
  const [query, setQuery] = useState("");
  const [alternate, setAlternate] = useState<string | null>(null);
  // The query is known in the browser only; read after hydration so that the HTML stays the same.
  // The page's own hreflang link knows its address in the other language where the layout cannot
  // (an article's French slug); without JavaScript, the server answers the same-slug address with
  // a 301 to it (src/server/content/redirects.ts).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQuery(window.location.search);
    const link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${target}"]`);
    setAlternate(link ? new URL(link.href).pathname : null);
  }, [pathname, target]);
  const path =
    pathname === undefined
      ? getPathname({ href: paths.home, locale: target })
      : (alternate ?? getPathname({ href: { pathname, params } as Href, locale: target }));
  // The home page is asked for as it is: the missing page's query and hash were not its own.
  const keep = pathname !== undefined;
  const href = keep ? path + query : path;

  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      title={t("description")}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        // A new language is a new document (lang, messages): load it whole, with the hash.
        event.preventDefault();
        window.location.assign(keep ? path + window.location.search + window.location.hash : path);
      }}
      className="inline-flex min-h-11 items-center rounded-full border border-olive/40 px-3.5 text-sm font-semibold text-olive-deep transition-colors hover:border-olive hover:bg-olive hover:text-cream"
    >
      {t("label")}
    </a>
  );
}
