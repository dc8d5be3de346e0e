/** One labelled figure of a super admin screen (inside a <dl>). */
export function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 truncate text-xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
