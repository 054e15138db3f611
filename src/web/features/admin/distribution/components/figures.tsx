import type { ReactNode } from "react";

/** A preview's totals: label above figure, wrapping on a phone. */
export function Figures({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl
      aria-label={label}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      {children}
    </dl>
  );
}

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
