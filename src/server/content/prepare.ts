import { countHtmlWords, looksLikeHtml, plainSectionsToHtml } from "../../common/content.js";
import { sanitizeContent } from "./sanitize.js";

/** Content as stored: HTML on the allow-list (plain-text section format converted), and its word count. */
export function prepareContent(content: string): { html: string; wordCount: number } {
  const html = sanitizeContent(looksLikeHtml(content) ? content : plainSectionsToHtml(content));
  return { html, wordCount: countHtmlWords(html) };
}
