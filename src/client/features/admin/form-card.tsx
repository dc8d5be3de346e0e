import { useId } from "react";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";

/** A titled card holding one administration form or list; the heading names the region. */
export function AdminCard({
  title,
  description,
  children,
  className,
  testId,
  actions,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
  className?: string;
  testId?: string;
  actions?: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <Card className={cn("min-w-0 p-5", className)} data-testid={testId}>
      <section aria-labelledby={headingId} className="grid gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-bold text-slate-900">
              {title}
            </h2>
            {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
          </div>
          {actions}
        </div>
        {children}
      </section>
    </Card>
  );
}
