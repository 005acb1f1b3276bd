import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The branded panel for a server error, for the localized site and the admin screens alike:
 * `onRetry` renders the segment again, `children` is the way home.
 */
export function ErrorMessage({
  title,
  description,
  retry,
  onRetry,
  children,
}: {
  title: string;
  description: string;
  retry: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 pt-36 pb-24 text-center">
      <TriangleAlert aria-hidden className="size-14 text-terracotta" strokeWidth={1.5} />
      <h1 className="mt-6 text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted">{description}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex min-h-11 items-center rounded-full border border-olive-deep px-6 font-semibold text-olive-deep transition-colors hover:bg-sand"
        >
          {retry}
        </button>
        {children}
      </div>
    </section>
  );
}
