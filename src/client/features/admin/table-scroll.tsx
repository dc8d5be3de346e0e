/**
 * A wide table's own horizontal scroll box (the page never scrolls sideways on a phone),
 * reachable by keyboard and named for screen readers.
 */
export function TableScroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={label}
      className="-mx-5 overflow-x-auto focus-visible:outline-2 focus-visible:outline-emerald-600"
    >
      {children}
    </section>
  );
}
