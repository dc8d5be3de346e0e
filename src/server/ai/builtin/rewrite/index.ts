/** The editor's rewrite actions on plain text. */
import type { RewriteAction } from "../../writer.js";
import { expand } from "./expand.js";
import { formal } from "./formal.js";
import { grammar } from "./grammar.js";
import { shorten } from "./shorten.js";

export function rewriteText(text: string, action: RewriteAction, language: "ms" | "en"): string {
  switch (action) {
    case "grammar":
      return grammar(text, language);
    case "formal":
      return formal(text, language);
    case "expand":
      return expand(text, language);
    case "shorten":
      return shorten(text, language);
  }
}
