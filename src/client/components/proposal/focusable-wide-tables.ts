import { useEffect, useRef } from "react";

/**
 * A proposal's table wider than its box scrolls inside it (on a phone). Such a table takes keyboard
 * focus, so its hidden columns can be reached without a mouse (axe: scrollable-region-focusable);
 * a table that fits takes no tab stop. Checked again whenever the box changes size or `content`
 * (the HTML shown) changes.
 */
export function useFocusableWideTables<T extends HTMLElement>(content: unknown) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` is what replaces the tables inside the box.
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const update = () => {
      for (const table of root.querySelectorAll("table")) {
        if (table.scrollWidth > table.clientWidth + 1) table.tabIndex = 0;
        else table.removeAttribute("tabindex");
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(root);
    return () => observer.disconnect();
  }, [content]);
  return ref;
}

/** The outline a focused scrolling table shows. */
export const focusableTableClasses = "[&_table:focus-visible]:outline-2 [&_table:focus-visible]:outline-emerald-600";
