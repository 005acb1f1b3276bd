import { getTranslations } from "next-intl/server";
import { successClass } from "@/components/ui/styles";

/** The outcomes an action can report through the URL after its row left the page. */
const outcomes = ["approved", "approvedUnsent", "rejected", "rejectedEmailed", "rejectedUnsent", "retried", "discarded"] as const;
type Outcome = (typeof outcomes)[number];

const isOutcome = (value: unknown): value is Outcome => outcomes.includes(value as Outcome);

/** "What happened" after an action whose row is gone (approved request, retried delivery). */
export async function DoneBanner({ done }: { done: string | string[] | undefined }) {
  if (!isOutcome(done)) return null;
  const t = await getTranslations("AdminResults");
  return (
    <p role="status" className={`mb-6 ${successClass}`}>
      {t(done)}
    </p>
  );
}
