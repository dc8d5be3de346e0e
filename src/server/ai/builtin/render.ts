/** Blocks -> the HTML fragment of one section, in one language (p, ul, ol, li, h3, table, strong). */
import { escapeHtml } from "../../../common/content.js";
import { type Block, itemText, valText } from "./builder.js";
import type { Lang } from "./text.js";

export function renderBlocks(blocks: readonly Block[], lang: Lang): string {
  const i = lang === "ms" ? 0 : 1;
  const out: string[] = [];
  for (const b of blocks) {
    switch (b.t) {
      case "p":
        out.push(`<p>${escapeHtml(b.s.map((s) => s.text[lang]).join(" "))}</p>`);
        break;
      case "up":
        for (const para of b.text.split(/\n\s*\n|\r?\n/))
          if (para.trim()) out.push(`<p>${escapeHtml(para.trim())}</p>`);
        break;
      case "ul":
      case "ol":
        out.push(`<${b.t}>${b.items.map((it) => `<li>${escapeHtml(itemText(it)[lang])}</li>`).join("")}</${b.t}>`);
        break;
      case "h3":
        out.push(`<h3>${escapeHtml(valText(b.v, lang))}</h3>`);
        break;
      case "table": {
        const head = b.head.map((h) => `<th>${escapeHtml(h[i])}</th>`).join("");
        const rows = b.rows
          .map((row) => {
            const cells = row.map((c) => {
              if (!("v" in c)) return "<td></td>";
              const text = escapeHtml(valText(c.v, lang));
              return `<td>${c.strong ? `<strong>${text}</strong>` : text}</td>`;
            });
            return `<tr>${cells.join("")}</tr>`;
          })
          .join("");
        out.push(`<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`);
        break;
      }
    }
  }
  return out.join("\n");
}
