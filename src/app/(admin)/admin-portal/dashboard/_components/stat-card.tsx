import type { ReactNode } from "react";

/** One figure of the dashboard, with what it counts. */
export function StatCard({ label, value, detail, id }: { label: string; value: string; detail?: ReactNode; id: string }) {
  return (
    <div data-stat={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-olive-deep/10">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-2 text-3xl font-semibold text-olive-deep tabular-nums" data-stat-value>
        {value}
      </dd>
      {detail && <dd className="mt-1 text-sm text-muted">{detail}</dd>}
    </div>
  );
}
