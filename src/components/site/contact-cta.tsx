import { ArrowRight, Mail } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { paths } from "@/lib/paths";

interface ContactCtaProps {
  title: string;
  text: string;
  /** Label of the link to the home page's contact section; no link when that section is off. */
  contactLabel?: string;
  /** A mailbox and the label of its mailto link. */
  email?: { address: string; label: string };
}

/** The closing call to action of a page group: the home page's #contact and a mailbox. */
export function ContactCta({ title, text, contactLabel, email }: ContactCtaProps) {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 pt-12 pb-20 sm:px-6 sm:pb-24 lg:px-8">
      <div className="flex flex-col gap-8 rounded-3xl bg-olive-deep px-6 py-10 text-cream sm:px-10 sm:py-12 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-3xl font-semibold text-cream">
            {title}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-cream/85">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {contactLabel && (
            <Link
              href={{ pathname: paths.home, hash: "contact" }}
              className="inline-flex min-h-12 items-center gap-2 rounded-full bg-saffron px-6 font-semibold text-ink transition-colors hover:bg-saffron-light"
            >
              {contactLabel}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          )}
          {email && (
            <a
              href={`mailto:${email.address}`}
              className="inline-flex min-h-12 max-w-full items-center gap-2 rounded-full border border-cream/40 px-6 py-2 font-semibold text-cream transition-colors hover:border-cream hover:bg-cream/10"
            >
              <Mail aria-hidden className="size-4 shrink-0" />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <BreakableAddress text={email.label} address={email.address} />
              </span>
            </a>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The label with a break opportunity after the address's @: on a phone, « Écrivez à
 * partnerships@example.ca » is wider than its card, and the address breaks best there.
 */
function BreakableAddress({ text, address }: { text: string; address: string }) {
  const at = text.indexOf(address);
  const split = address.indexOf("@") + 1;
  if (at < 0 || split === 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {address.slice(0, split)}
      <wbr />
      {address.slice(split)}
      {text.slice(at + address.length)}
    </>
  );
}
