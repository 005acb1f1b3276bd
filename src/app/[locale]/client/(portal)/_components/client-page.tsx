import type { ReactNode } from "react";

/** A client portal page: the portal's eyebrow, its title and what it is for, then its content. */
export function ClientPage({
  eyebrow,
  title,
  intro,
  actions,
  children,
}: {
  eyebrow: string;
  title: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-sand/50 pt-28 pb-20 sm:pt-32 sm:pb-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <header className="flex flex-col gap-6 border-b border-olive-deep/15 pb-8 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-[0.16em] text-terracotta-deep uppercase">{eyebrow}</p>
            <h1 className="mt-3 text-3xl leading-tight font-semibold text-olive-deep sm:text-4xl">{title}</h1>
            {intro && <p className="mt-2 max-w-3xl text-muted">{intro}</p>}
          </div>
          {actions && <div className="self-start sm:self-auto">{actions}</div>}
        </header>
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}
