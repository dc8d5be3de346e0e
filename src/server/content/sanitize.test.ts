import { describe, expect, it } from "vitest";
import { sanitizeContent } from "./sanitize.js";

describe("sanitizeContent", () => {
  it("keeps the allowed structure", () => {
    const html =
      '<h2>Bajet</h2><p style="text-align: center">Jumlah</p><table><tbody><tr><td colspan="2">RM 5,000</td></tr></tbody></table>';
    expect(sanitizeContent(html)).toBe(html.replace("text-align: center", "text-align:center"));
  });

  it("removes scripts, event handlers, javascript: links and foreign styles", () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hai<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><iframe src="//evil"></iframe>';
    const clean = sanitizeContent(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript|iframe|img|color/i);
    expect(clean).toContain("<p>Hai</p>");
  });

  it("keeps http, https and mailto links, marked noopener", () => {
    expect(sanitizeContent('<a href="https://mdec.my">MDEC</a>')).toBe(
      '<a href="https://mdec.my" rel="noopener noreferrer">MDEC</a>',
    );
    expect(sanitizeContent('<a href="mailto:a@b.my">emel</a>')).toContain('href="mailto:a@b.my"');
  });
});
