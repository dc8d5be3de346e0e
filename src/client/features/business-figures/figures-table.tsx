import type { ReactNode } from "react";
import { headClass } from "../../components/table-states";
import { Card } from "../../components/ui/card";

/**
 * A card with a titled table of figures per package that scrolls inside its own box on a phone
 * (by keyboard too), or a line saying there is nothing to show.
 */
export function FiguresTableCard({
  id,
  title,
  description,
  columns,
  empty,
  minWidth,
  testId,
  children,
  footer,
}: {
  id: string;
  title: string;
  description: string;
  columns: string[];
  /** Shown instead of the table when it has no rows. */
  empty: string | null;
  /** The Tailwind min-width class the table keeps before it scrolls ('min-w-[44rem]'). */
  minWidth: string;
  testId: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card className="overflow-hidden">
      <div className="p-5 pb-3 sm:p-6 sm:pb-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      {empty !== null ? (
        <p className="p-5 text-sm text-slate-600 sm:p-6">{empty}</p>
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls inside its box, by keyboard too
          tabIndex={0}
          className="max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-emerald-600"
          aria-labelledby={id}
          data-testid={testId}
        >
          <table className={`w-full ${minWidth} text-left text-sm`}>
            <thead className="bg-slate-50">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className={headClass}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">{children}</tbody>
          </table>
        </section>
      )}
      {footer}
    </Card>
  );
}
