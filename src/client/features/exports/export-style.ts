import { useSyncExternalStore } from "react";
import { EXPORT_STYLES, type ExportStyle } from "../../../common/document/model";

/**
 * The look the user last chose for their PDF and Word files (standard or formal), remembered in
 * this browser and shared by every download button on every screen.
 */
const KEY = "kertas.exportStyle";
const listeners = new Set<() => void>();

function read(): ExportStyle {
  try {
    const value = window.localStorage.getItem(KEY);
    return (EXPORT_STYLES as readonly string[]).includes(value ?? "") ? (value as ExportStyle) : "standard";
  } catch {
    return "standard";
  }
}

export function setExportStyle(style: ExportStyle): void {
  try {
    window.localStorage.setItem(KEY, style);
  } catch {
    // A browser that keeps nothing (private mode) still uses the choice until the page is left.
  }
  current = style;
  for (const listener of listeners) listener();
}

let current: ExportStyle | null = null;

function snapshot(): ExportStyle {
  current ??= read();
  return current;
}

export function useExportStyle(): ExportStyle {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    () => "standard",
  );
}

/** A download address with the chosen look; the standard look is the address as documented. */
export function withExportStyle(url: string, style: ExportStyle): string {
  return style === "standard" ? url : `${url}?style=${style}`;
}
