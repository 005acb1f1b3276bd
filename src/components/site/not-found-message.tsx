import { Compass } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The branded 404 panel, for the localized site and for paths outside it alike; `children` is the
 * way back. `inset`: inside a portal's frame, which has its own space above (not under the site's
 * fixed header alone).
 */
export function NotFoundMessage({
  title,
  description,
  inset = false,
  children,
}: {
  title: string;
  description: string;
  inset?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={`mx-auto flex max-w-2xl flex-col items-center px-4 text-center ${inset ? "py-10 sm:py-16" : "pt-36 pb-24"}`}
    >
      <Compass aria-hidden className="size-14 text-terracotta" strokeWidth={1.5} />
      <p className="mt-6 font-serif text-7xl font-semibold text-olive-deep">404</p>
      <h1 className="mt-4 text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted">{description}</p>
      <div className="mt-10">{children}</div>
    </section>
  );
}

export const homeButtonClass =
  "inline-flex min-h-11 items-center rounded-full bg-olive-deep px-6 font-semibold text-cream transition-colors hover:bg-olive";
