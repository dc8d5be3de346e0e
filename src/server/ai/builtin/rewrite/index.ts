/** The editor's rewrite actions on plain text. */
import { type RewriteAction, WriterUnsupportedError } from "../../writer.js";
import { formal } from "./formal.js";
import { grammar } from "./grammar.js";
import { shorten } from "./shorten.js";

export function rewriteText(text: string, action: RewriteAction, language: "ms" | "en"): string {
  switch (action) {
    case "grammar":
      return grammar(text, language);
    case "formal":
      return formal(text, language);
    case "shorten":
      return shorten(text, language);
    case "expand":
      // Adding content the user did not write needs a language model: offline the user is told so
      // (and not charged) instead of getting sentences stitched from templates.
      throw new WriterUnsupportedError("expanding text needs an AI model; the offline composer has none");
  }
}
