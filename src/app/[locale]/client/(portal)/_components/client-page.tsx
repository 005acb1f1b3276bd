import type { ReactNode } from "react";

/**
 * A page inside the portal's frame (layout.tsx draws the portal's eyebrow, company, account and
 * navigation): its title, what it is for, actions beside them, then its content.
 */
export function ClientPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <header className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl leading-tight font-semibold text-olive-deep sm:text-4xl">{title}</h1>
          {intro && <p className="mt-2 max-w-3xl text-muted">{intro}</p>}
        </div>
        {actions && <div className="self-start sm:self-auto">{actions}</div>}
      </header>
      <div className="mt-8">{children}</div>
    </>
  );
}
