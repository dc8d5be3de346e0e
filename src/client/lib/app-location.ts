import { useSyncExternalStore } from "react";
import { navigate } from "wouter/use-browser-location";

/**
 * The router's location (App's <Router hook>), with a way to hold it while a screen has unsaved
 * changes.
 *
 * wouter's own browser hook reads `location.pathname` whenever anything renders, so once the
 * browser's Back or Forward button has changed the address the previous screen is gone, before
 * any popstate listener could ask. Here the route is a value of its own: it follows pushState and
 * replaceState (wouter dispatches events for them), and a popstate only after the registered
 * blocker, if any, agreed; when it does not, the address the screen belongs to is put back.
 */
type Blocker = () => boolean;

let current = window.location.pathname;
let currentHref = window.location.href;
let currentState: unknown = window.history.state;
let blocker: Blocker | null = null;
const listeners = new Set<() => void>();

function follow() {
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
      window.history.pushState(currentState, "", currentHref);
      return;
    }
    follow();
  },
  true,
);
for (const type of ["pushState", "replaceState", "hashchange"]) window.addEventListener(type, follow);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => current;

/** The location hook for wouter's <Router>: the route path and wouter's browser navigate. */
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
