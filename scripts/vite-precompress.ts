/**
 * A Vite build step that writes a Brotli (.br) and a gzip (.gz) copy beside every built text file
 * worth compressing, so the server sends them as they are instead of compressing on each request.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Smaller files gain too little to be worth a second request path. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export function precompress(outDir: string): Plugin {
  return {
    name: "kertas-precompress",
    apply: "build",
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!TEXT.test(file)) continue;
        const body = fs.readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
}
