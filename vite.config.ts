import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/vite-precompress.js";
import { catalogueFileOf } from "./src/client/i18n/catalogue-parts.js";

const repoRoot = fileURLToPath(new URL(".", import.meta.url));
const clientRoot = fileURLToPath(new URL("./src/client", import.meta.url));
const apiTarget = "http://localhost:5000";
const outDir = fileURLToPath(new URL("./dist/client", import.meta.url));

export default defineConfig({
  root: clientRoot,
  // The client imports shared schemas and catalogues from src/common, outside the Vite root.
  server: {
    port: 5173,
    strictPort: true,
    fs: { allow: [repoRoot] },
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/healthz": { target: apiTarget, changeOrigin: false },
    },
  },
  plugins: [react(), tailwindcss(), precompress(outDir)],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // One chunk per part of each language's catalogue: one request each (src/client/i18n).
          groups: [
            {
              debugName: "catalogues",
              name: (id) => {
                const file = catalogueFileOf(id);
                if (!file) return null;
                return file.part === "landing" ? `catalogue-${file.language}` : `catalogue-${file.language}-screens`;
              },
            },
          ],
        },
      },
    },
  },
});
