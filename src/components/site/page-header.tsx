import type { ReactNode } from "react";
import { Eyebrow } from "./section-heading";

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  intro: string;
  /** Rendered under the intro, e.g. the insights sub-navigation. */
  children?: ReactNode;
}

/** The opening band of a page group's page: eyebrow, the page's only h1, and an introduction. */
export function PageHeader({ eyebrow, title, intro, children }: PageHeaderProps) {
  return (
    <header className="relative overflow-hidden bg-sand/60 pt-28 pb-14 sm:pt-36 sm:pb-20">
      <div aria-hidden className="absolute inset-0 bg-[url('/images/pattern-olive.svg')] bg-[length:120px_120px] opacity-70" />
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Eyebrow>{eyebrow}</Eyebrow>
        <h1 className="mt-4 max-w-4xl text-4xl leading-[1.1] font-semibold text-olive-deep sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{intro}</p>
        {children}
      </div>
    </header>
  );
}
