import type { ReactNode } from "react";

/** A portal page's main region: its title, what it is for, then its content. */
export function PortalPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold text-olive-deep sm:text-3xl">{title}</h1>
      {intro && <p className="mt-2 max-w-3xl text-muted">{intro}</p>}
      <div className="mt-8">{children}</div>
    </main>
  );
}

/** A titled part of a portal page; `id` labels the section. */
export function PortalSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-semibold text-olive-deep">
        {title}
      </h2>
      {children}
    </section>
  );
}
