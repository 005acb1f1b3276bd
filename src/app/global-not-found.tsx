import type { Metadata } from "next";
import en from "../../messages/en.json";
import fr from "../../messages/fr.json";
import "./globals.css";

export const metadata: Metadata = {
  title: `${en.NotFound.metaTitle} · ${fr.NotFound.metaTitle}`,
  robots: { index: false },
};

/** For paths outside the localized app (no language known): both languages, side by side. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center bg-cream px-4">
        <main className="grid max-w-3xl gap-12 text-center md:grid-cols-2">
          <section>
            <p className="font-serif text-6xl font-semibold text-olive-deep">404</p>
            <h1 className="mt-4 text-3xl font-semibold">{en.NotFound.title}</h1>
            <p className="mt-3 text-muted">{en.NotFound.description}</p>
            <a href="/" className="mt-8 inline-flex min-h-11 items-center rounded-full bg-olive-deep px-6 font-semibold text-cream">
              {en.NotFound.home}
            </a>
          </section>
          <section lang="fr">
            <p className="font-serif text-6xl font-semibold text-olive-deep" aria-hidden>
              404
            </p>
            <h2 className="mt-4 text-3xl font-semibold">{fr.NotFound.title}</h2>
            <p className="mt-3 text-muted">{fr.NotFound.description}</p>
            <a href="/fr" className="mt-8 inline-flex min-h-11 items-center rounded-full bg-olive-deep px-6 font-semibold text-cream">
              {fr.NotFound.home}
            </a>
          </section>
        </main>
      </body>
    </html>
  );
}
