import sanitizeHtml from "sanitize-html";

/** The stored-content allow-list from DECISIONS.md ("Proposals"). */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "p",
    "br",
    "strong",
    "em",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "a",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    "*": ["style"],
  },
  allowedStyles: { "*": { "text-align": [/^(left|right|center|justify)$/] } },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  transformTags: {
    b: "strong",
    i: "em",
    strike: "s",
    del: "s",
    h4: "h3",
    h5: "h3",
    h6: "h3",
    div: "p",
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }),
  },
  // Script and style bodies are dropped with their tags, not kept as text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object"],
};
OPTIONS.allowedAttributes = { ...OPTIONS.allowedAttributes, a: ["href", "title", "rel"] };

/** Cleans HTML to the allow-list; anything else (scripts, handlers, javascript: links) is removed. */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
