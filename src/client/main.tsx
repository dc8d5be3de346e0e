import "./index.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { ToastHost } from "./components/ui/toast-host";
import { startI18n } from "./i18n";
import { queryClient, seedFromPage } from "./lib/queryClient";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
seedFromPage();

// The first render waits for the language's catalogue: no key is ever shown in place of its text.
void startI18n().then(() =>
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
        <ToastHost />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
