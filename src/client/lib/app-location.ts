import { useSyncExternalStore } from "react";
// Imported for its side effect too: wouter patches pushState/replaceState to dispatch events.
import { navigate as browserNavigate } from "wouter/use-browser-location";

/**
 * The router's location (App's <Router hook>), with a way to hold it while a screen has unsaved
 * changes.
 *
 * wouter's own browser hook reads `location.pathname` whenever anything renders, so once the
 * browser's Back or Forward button has changed the address the previous screen is gone, before
 * any popstate listener could ask. Here the route is a value of its own: it follows pushState and
 * replaceState (wouter dispatches events for them), and a popstate only after the registered
 * blocker, if any, agreed.
 *
 * Every history entry of the app carries its position in `history.state` (INDEX_KEY), so a
 * refused move, one step Back or Forward or a jump of several, is undone with history.go(-delta):
 * the entries on both sides stay as they were.
 */
type Blocker = () => boolean;
type NavigateOptions = { replace?: boolean; state?: unknown };

const INDEX_KEY = "appHistoryIndex";

function indexOf(state: unknown): number | null {
  const value = state !== null && typeof state === "object" ? (state as Record<string, unknown>)[INDEX_KEY] : undefined;
  return typeof value === "number" ? value : null;
}

/** The state with the entry's position added (the app passes no state of its own but objects). */
function withIndex(state: unknown, index: number): Record<string, unknown> {
  return { ...(state !== null && typeof state === "object" ? state : {}), [INDEX_KEY]: index };
}

let current = window.location.pathname;
let currentHref = window.location.href;
let currentState: unknown = window.history.state;
let currentIndex = indexOf(currentState) ?? 0;
let blocker: Blocker | null = null;
const listeners = new Set<() => void>();

// The entry the app starts on (a reload keeps the position it had).
if (indexOf(currentState) === null) {
  currentState = withIndex(currentState, currentIndex);
  window.history.replaceState(currentState, "", currentHref);
}

function follow(event: Event) {
  let index = indexOf(window.history.state);
  if (index === null) {
    // An entry made without the app's navigate (a link to #fragment, a direct pushState): it is
    // new, unless it replaced the current one. Its position is written into it.
    index = event.type === "replaceState" ? currentIndex : currentIndex + 1;
    window.history.replaceState(withIndex(window.history.state, index), "", window.location.href);
  }
  currentIndex = index;
  currentHref = window.location.href;
  currentState = window.history.state;
  if (window.location.pathname === current) return;
  current = window.location.pathname;
  for (const listener of listeners) listener();
}

// Capturing, and registered before anything renders: this runs before every other popstate listener.
window.addEventListener(
  "popstate",
  (event) => {
    if (window.location.pathname !== current && blocker && !blocker()) {
      event.stopImmediatePropagation();
      const target = indexOf(event.state);
      // Back where the move started; the popstate that brings is the screen's own path again.
      if (target !== null && target !== currentIndex) window.history.go(currentIndex - target);
      else window.history.pushState(currentState, "", currentHref);
      return;
    }
    follow(event);
  },
  true,
);
for (const type of ["pushState", "replaceState", "hashchange"]) window.addEventListener(type, follow);

/** wouter's browser navigate, with each entry's position in its state. */
function navigate(to: string | URL, { replace = false, state = null }: NavigateOptions = {}): void {
  browserNavigate(to, { replace, state: withIndex(state, replace ? currentIndex : currentIndex + 1) });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => current;

/** The location hook for wouter's <Router>: the route path and the app's navigate. */
export function useAppLocation(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, snapshot), navigate];
}

/**
 * While registered, leaving the current screen with Back or Forward first asks `allow`; it returns
 * false to stay. One blocker at a time (the screen in view); the returned function removes it.
 */
export function blockHistoryNavigation(allow: Blocker): () => void {
  blocker = allow;
  return () => {
    if (blocker === allow) blocker = null;
  };
}
