/** Shared class lists for form controls, so every form of the site looks the same. */
export const inputClass =
  "mt-2 block w-full rounded-lg border border-olive-deep/30 bg-white px-3 py-2.5 text-base text-ink shadow-sm transition-colors placeholder:text-muted/70 focus:border-olive focus:ring-2 focus:ring-olive/30 focus:outline-none disabled:cursor-not-allowed disabled:bg-sand/40 disabled:text-muted aria-[invalid=true]:border-terracotta-deep";

/** Added to `inputClass` on a file input: its "choose a file" button in the site's look. */
export const fileButtonClass =
  "file:mr-3 file:rounded-full file:border-0 file:bg-sand file:px-4 file:py-1.5 file:font-semibold file:text-olive-deep";

export const labelClass = "block text-sm font-semibold text-olive-deep";

export const primaryButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-olive-deep px-6 font-semibold text-cream transition-colors hover:bg-olive disabled:cursor-wait disabled:opacity-75";

/** The public site's forms (contact, access request): the brand's terracotta. */
export const accentButtonClass =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-terracotta-deep px-7 font-semibold text-cream shadow-sm transition-colors hover:bg-terracotta disabled:cursor-wait disabled:opacity-80";

export const secondaryButtonClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 font-semibold text-olive-deep ring-1 ring-olive-deep/30 transition-colors hover:bg-sand/60 disabled:cursor-wait disabled:opacity-75";

export const errorClass = "rounded-lg bg-terracotta-deep/10 px-4 py-3 text-sm font-medium text-terracotta-deep";

export const successClass = "rounded-lg bg-olive/10 px-4 py-3 text-sm font-medium text-olive-deep";

/** A link inside a form's text (the way to ask for a new reset link, back to sign-in). */
export const textLinkClass =
  "font-medium text-olive-deep underline decoration-olive/40 underline-offset-4 hover:decoration-olive";
