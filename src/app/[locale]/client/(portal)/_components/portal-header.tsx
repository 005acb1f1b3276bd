import { SignOutForm } from "@/components/ui/sign-out-form";
import { secondaryButtonClass } from "@/components/ui/styles";
import type { FormState } from "@/lib/validation/form-state";
import { Eyebrow } from "@/components/site/section-heading";

/** The portal's top line: the company and the account signed in, and the sign-out button. */
export function PortalHeader({
  email,
  company,
  signOut,
  labels,
}: {
  email: string;
  company: string | null;
  signOut: (previous: FormState, input: FormData) => Promise<FormState>;
  labels: { eyebrow: string; signOut: string; signingOut: string };
}) {
  return (
    <header className="flex flex-col gap-4 border-b border-olive-deep/15 pb-6 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <Eyebrow>{labels.eyebrow}</Eyebrow>
        {company && <p className="mt-2 text-lg font-semibold text-olive-deep">{company}</p>}
        <p className="mt-1 break-all text-muted">{email}</p>
      </div>
      <SignOutForm action={signOut} label={labels.signOut} pendingLabel={labels.signingOut} className={secondaryButtonClass} />
    </header>
  );
}
