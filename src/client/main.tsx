import "./index.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { ToastHost } from "./components/ui/toast-host";
import { authUserQuery } from "./features/auth/use-auth";
import { startI18n } from "./i18n";
import { queryClient, seedFromPage } from "./lib/queryClient";
import { wasSignedIn } from "./lib/unauthorized";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
seedFromPage();

// A browser that was signed in asks who it is and fetches the shell's code while the texts load,
// instead of after them: a first load of a signed-in screen draws its top bar and sidebar as soon as
// the answer is in (the screen's own code is usually there by then).
if (wasSignedIn()) {
  void queryClient.prefetchQuery(authUserQuery);
  // Its texts come with the screens' part of the catalogue, which startI18n fetches for this browser.
  // A chunk that fails to load here is loaded again, with its error shown, when the screen needs it.
  import("./components/shell/signed-in-frame").catch(() => undefined);
}

// The first render waits for the language's texts: no key is ever shown in place of its text. A
// visitor's landing page needs its own part only; any other first screen needs the screens' part.
void startI18n({ screens: window.location.pathname !== "/" || wasSignedIn() }).then(() =>
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
        <ToastHost />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
