import type { StepView } from "@/lib/content/views";

// The home page draws its steps on the page's light ground; the solutions page on an olive band.
const tones = {
  light: {
    list: "mt-14 grid gap-10 md:grid-cols-2 lg:grid-cols-4",
    item: "relative",
    heading: "flex items-center gap-4",
    number:
      "flex size-12 items-center justify-center rounded-full bg-terracotta-deep font-serif text-xl font-semibold text-cream",
    // As each page had it: the home page reads the number out before its "Step n" label, the band does not.
    numberHidden: false,
    label: "text-sm font-semibold tracking-[0.14em] text-muted uppercase",
    title: "mt-5 text-xl font-semibold text-olive-deep",
    description: "mt-3 leading-relaxed text-muted",
  },
  dark: {
    list: "mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4",
    item: "rounded-2xl bg-cream/[0.06] p-7 ring-1 ring-cream/15",
    heading: "flex items-center gap-3",
    number: "flex size-11 items-center justify-center rounded-full bg-saffron font-serif text-lg font-semibold text-ink",
    numberHidden: true,
    label: "text-sm font-semibold tracking-[0.14em] text-cream/80 uppercase",
    title: "mt-5 text-xl font-semibold text-cream",
    description: "mt-3 leading-relaxed text-cream/85",
  },
} as const;

/** A process's numbered steps (the `process-step` and `solution-step` content), each with its "Step n" label. */
export function StepList({
  steps,
  stepLabel,
  tone,
}: {
  steps: StepView[];
  stepLabel: (step: number) => string;
  tone: keyof typeof tones;
}) {
  const classes = tones[tone];
  return (
    <ol className={classes.list}>
      {steps.map((step) => (
        <li key={step.step} className={classes.item}>
          <p className={classes.heading}>
            <span aria-hidden={classes.numberHidden || undefined} className={classes.number}>
              {step.step}
            </span>
            <span className={classes.label}>{stepLabel(step.step)}</span>
          </p>
          <h3 className={classes.title}>{step.title}</h3>
          <p className={classes.description}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
