import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/vite-precompress.js";

const repoRoot = fileURLToPath(new URL(".", import.meta.url));
const clientRoot = fileURLToPath(new URL("./src/client", import.meta.url));
const apiTarget = "http://localhost:5000";
const outDir = fileURLToPath(new URL("./dist/client", import.meta.url));
/** A catalogue file (src/common/i18n/<lng>.json or areas/<area>.<lng>.json), its language captured. */
const CATALOGUE_FILE = /[\\/]common[\\/]i18n[\\/](?:areas[\\/][^\\/]+\.)?(ms|en)\.json$/;

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
          // One chunk per language: a page fetches its own language's catalogue in one request.
          groups: [
            {
              name: (id) => {
                const language = CATALOGUE_FILE.exec(id)?.[1];
                return language ? `catalogue-${language}` : null;
              },
            },
          ],
        },
      },
    },
  },
});
