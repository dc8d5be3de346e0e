import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Route, Router, Switch, useLocation } from "wouter";
import { preloadSignedInFrame, ScreenFallback } from "./components/shell/screen-fallback";
import { mountToaster } from "./components/ui/toast-host";
import { applyAccountLanguage } from "./features/account/language-choice";
import { useAuth } from "./features/auth/use-auth";
import { currentLanguage, useScreenTexts } from "./i18n";
import { useAppLocation } from "./lib/app-location";
import { useDocumentTitle } from "./lib/document-title";
import { queryKeys } from "./lib/query-keys";
import { rememberSignedIn } from "./lib/unauthorized";
import type { AreaRoute } from "./routes/types";

const HomePage = lazy(() => import("./pages/home-page"));
const LoginPage = lazy(() => import("./pages/auth/login-page"));
const RegisterPage = lazy(() => import("./pages/auth/register-page"));
const EmailSignInPage = lazy(() => import("./pages/auth/email-sign-in-page"));
const LinkSignInPage = lazy(() => import("./pages/auth/link-sign-in-page"));
const LogoutPage = lazy(() => import("./pages/auth/logout-page"));
const ChangePasswordPage = lazy(() => import("./pages/auth/change-password-page"));
const NotFoundPage = lazy(() => import("./pages/public/not-found-page"));

/**
 * Each area adds its screens in its own fragment, src/client/routes/NN-area.tsx, read in file-name
 * order: an area whose paths are more specific (/proposals/new) comes before a broader one (/proposals/:id).
 */
const fragments = import.meta.glob<AreaRoute[]>("./routes/[0-9]*.tsx", { eager: true, import: "routes" });
const areaRoutes = Object.keys(fragments)
  .sort()
  .flatMap((file) => fragments[file] ?? []);

/**
 * The route table, on the app's own location (lib/app-location: Back and Forward can be held by
 * a screen with unsaved changes). Signed-in screens guard themselves (features/auth/signed-in-screen).
 * While a screen's code loads, its frame stays drawn with the loader in the content area only.
 */
export function App() {
  useAccountLanguage();
  useRememberSignedIn();
  usePreloadSignedInFrame();
  useDocumentTitle();
  return (
    <Router hook={useAppLocation}>
      <Suspense fallback={<ScreenFallback />}>
        <Screens />
      </Suspense>
    </Router>
  );
}

/**
 * The screen of the current path. Every screen but a visitor's landing page waits for the screens'
 * texts (i18n: useScreenTexts) and mounts the toasts' place; a visitor's landing page has its own
 * texts, fetched before the first render, and loads the toasts' code only with a toast.
 */
function Screens() {
  const { user } = useAuth();
  const [location] = useLocation();
  useTranslation();
  const beyondLanding = location !== "/" || Boolean(user);
  useScreenTexts(beyondLanding);
  useEffect(() => {
    if (beyondLanding) mountToaster();
  }, [beyondLanding]);
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/dashboard" component={HomePage} />
      <Route path="/login" component={LoginPage} />
      <Route path="/login/email" component={EmailSignInPage} />
      <Route path="/login/link" component={LinkSignInPage} />
      <Route path="/register" component={RegisterPage} />
      <Route path="/logout" component={LogoutPage} />
      <Route path="/change-password" component={ChangePasswordPage} />
      {areaRoutes.map((route) => (
        <Route key={route.path} path={route.path} component={route.component} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/**
 * A signed-in person has one language: the account's. On a page load it applies whenever it differs
 * from this browser's (a change made on another device), unless this browser's own switch is still
 * being saved (features/account/language-choice); signing in settles it there and then
 * (features/auth/use-auth-mutations); the language switch and the settings page change both together.
 */
function useAccountLanguage() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const language = user?.language;
  const userRef = useRef(user);
  userRef.current = user;
  useEffect(() => {
    if (language && userRef.current) applyAccountLanguage(queryClient, userRef.current, currentLanguage());
  }, [language, queryClient]);
}

/**
 * Whenever the cache holds a signed-in user (a page load, a sign-in), this browser is marked as
 * signed in: a later 401 is a session that ended. Read off the cache, so a sign-in that replaces
 * the cached user counts even before this component renders again.
 */
function useRememberSignedIn() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const cache = queryClient.getQueryCache();
    const check = () => {
      if (queryClient.getQueryData(queryKeys.authUser)) rememberSignedIn();
    };
    check();
    return cache.subscribe((event) => {
      if (event.query.queryKey[0] === queryKeys.authUser[0]) check();
    });
  }, [queryClient]);
}

/** A signed-in person's next screen change keeps its frame: the frame's code is fetched now. */
function usePreloadSignedInFrame() {
  const signedIn = Boolean(useAuth().user);
  useEffect(() => {
    if (signedIn) void preloadSignedInFrame();
  }, [signedIn]);
}
