import "./index.css";
import "./i18n";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { Toaster } from "./components/ui/toaster";
import { queryClient, seedFromPage } from "./lib/queryClient";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
seedFromPage();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
