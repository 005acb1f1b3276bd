import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A form's thank-you page (where a post without JavaScript lands, Post/Redirect/Get): the check
 * mark, the title, what happens next, and where to go from here.
 */
export function ThanksPanel({
  id,
  title,
  children,
  actions,
}: {
  id: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section id={id} role="status" className="mx-auto flex max-w-2xl flex-col items-center px-4 pt-36 pb-24 text-center">
      <CircleCheck aria-hidden className="size-14 text-olive" strokeWidth={1.5} />
      <h1 className="mt-6 text-3xl font-semibold text-olive-deep sm:text-4xl">{title}</h1>
      {children}
      <div className="mt-10 flex flex-wrap justify-center gap-4">{actions}</div>
    </section>
  );
}
