import type { ReactNode } from "react";
import { Eyebrow } from "@/components/site/section-heading";

/** The frame of the client portal's sign-in and password pages: a heading and a card. */
export function AuthPanel({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="auth-title" className="bg-sand/50 px-4 pt-32 pb-20 sm:pt-36 sm:pb-28">
      <div className="mx-auto max-w-md">
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1 id="auth-title" className="mt-3 text-3xl leading-tight font-semibold text-olive-deep sm:text-4xl">
          {title}
        </h1>
        {intro && <p className="mt-4 text-lg leading-relaxed text-muted">{intro}</p>}
        <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-olive-deep/10 sm:p-8">{children}</div>
      </div>
    </section>
  );
}
