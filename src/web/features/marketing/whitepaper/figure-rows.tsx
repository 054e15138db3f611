/** Label and value pairs as a definition list, one row each: the lines of a calculation. */
export function FigureRows({ rows }: { rows: readonly { label: string; value: string }[] }) {
  return (
    <dl className="divide-y divide-slate-200">
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4 py-2">
          <dt className="min-w-0 break-words text-slate-600">{row.label}</dt>
          <dd className="text-right font-semibold text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
