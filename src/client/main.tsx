import "./index.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { ToastHost } from "./components/ui/toast-host";
import { startI18n } from "./i18n";
import { queryClient, seedFromPage } from "./lib/queryClient";
import { wasSignedIn } from "./lib/unauthorized";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
seedFromPage();

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
