import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { useAuth } from "../../features/auth/use-auth";
import { loadScreenTexts } from "../../i18n";
import { PageLoader } from "../page-loader";
import type { SignedInFrame } from "./signed-in-frame";

/** Screens drawn without a shell: signing in and out, and the forced password change. */
const FRAMELESS = /^\/(login|register|logout|change-password)(\/|$)/;

type Frame = typeof SignedInFrame;
let loadedFrame: Frame | null = null;
let loadingFrame: Promise<Frame> | null = null;

/**
 * Fetches the signed-in frame's code (the shells, with their menus) and its texts once. Called as soon as a
 * signed-in person is known, so it is there before their first move to another screen; a visitor
 * never loads it.
 */
export function preloadSignedInFrame(): Promise<Frame> {
  loadingFrame ??= Promise.all([import("./signed-in-frame"), loadScreenTexts()]).then(([module]) => {
    loadedFrame = module.SignedInFrame;
    return loadedFrame;
  });
  return loadingFrame;
}

function useSignedInFrame(wanted: boolean): Frame | null {
  const [frame, setFrame] = useState(() => loadedFrame);
  useEffect(() => {
    if (wanted && !frame) void preloadSignedInFrame().then((loaded) => setFrame(() => loaded));
  }, [wanted, frame]);
  return frame;
}

/**
 * What shows while a screen's code loads: the frame that screen is drawn in (the app's shell, or
 * the super admin's) with the loader in its content area only, so the top bar and the sidebar
 * stay between screens. A visitor, and the screens without a shell, get the plain loader.
 */
export function ScreenFallback() {
  const { user } = useAuth();
  const [location] = useLocation();
  const framed = Boolean(user && !user.mustChangePassword && !FRAMELESS.test(location));
  const Frame = useSignedInFrame(framed);
  if (!user || !framed || !Frame) return <PageLoader />;
  return (
    // A stand-in until the screen draws its own frame: shown, not used (a menu opened in it would
    // vanish when the screen arrives), so it takes no clicks or focus for that moment.
    <div inert aria-busy="true" data-testid="screen-fallback">
      <Frame user={user} location={location} />
    </div>
  );
}
