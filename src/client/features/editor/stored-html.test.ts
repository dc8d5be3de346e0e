import { describe, expect, it } from "vitest";
import { EDITOR_HTML_OF_SAMPLE, EVERY_ALLOWED_ELEMENT } from "../../../../tests/support/stored-html-sample";
import { sanitizeContent } from "../../../server/content/sanitize";
import { toStoredHtml } from "./stored-html";

const stored = sanitizeContent(EVERY_ALLOWED_ELEMENT);
/** What the server would store if the editor sent `html`. */
const save = (html: string) => sanitizeContent(html);

describe("toStoredHtml: the editor's HTML in the stored shape", () => {
  it("gives back every allow-listed element byte for byte once sanitised", () => {
    expect(save(toStoredHtml(EDITOR_HTML_OF_SAMPLE))).toBe(stored);
  });

  it("is already what the sanitiser stores for the sample, so a saved document is stable", () => {
    expect(save(toStoredHtml(EDITOR_HTML_OF_SAMPLE))).toBe(save(save(toStoredHtml(EDITOR_HTML_OF_SAMPLE))));
  });

  it.each([
    ["a heading's alignment", '<h2 style="text-align: center;">A</h2>', '<h2 style="text-align:center">A</h2>'],
    ["a line break", "<p>a<br>b</p>", "<p>a<br>b</p>"],
    ["the paragraph in a list item", "<ul><li><p>a</p></li></ul>", "<ul><li>a</li></ul>"],
    ["a nested list", "<ol><li><p>a</p><ol><li><p>b</p></li></ol></li></ol>", "<ol><li>a<ol><li>b</li></ol></li></ol>"],
    ["two paragraphs in a list item", "<ul><li><p>a</p><p>b</p></li></ul>", "<ul><li><p>a</p><p>b</p></li></ul>"],
    ["an aligned paragraph", '<p style="text-align: right;">x</p>', '<p style="text-align:right">x</p>'],
    [
      "a link's attributes",
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://a.my/?q=1&amp;r=2" title="T">a</a></p>',
      '<p><a href="https://a.my/?q=1&amp;r=2" title="T">a</a></p>',
    ],
    [
      "a blockquote's paragraphs",
      "<blockquote><p>a</p><p>b</p></blockquote>",
      "<blockquote><p>a</p><p>b</p></blockquote>",
    ],
    ["text that needs escaping", "<p>a &amp; b &lt;c&gt; \u00a0d</p>", "<p>a &amp; b &lt;c&gt; \u00a0d</p>"],
  ])("writes %s as stored", (_name, editorHtml, expected) => {
    expect(toStoredHtml(editorHtml)).toBe(expected);
  });

  it("drops TipTap's table wrapper, column group and widths", () => {
    const html =
      '<div class="tableWrapper"><table style="min-width: 50px;"><colgroup><col style="min-width: 25px;"><col></colgroup>' +
      '<tbody><tr data-section="body"><td data-colwidth="120"><p>a</p></td><td colspan="1"><p></p></td></tr></tbody></table></div>';
    expect(toStoredHtml(html)).toBe("<table><tbody><tr><td>a</td><td></td></tr></tbody></table>");
  });

  it("puts rows added in the editor into the section of the row above (the body under a header)", () => {
    const html =
      "<table><tbody>" +
      '<tr data-section="head"><th><p>H</p></th></tr>' +
      "<tr><td><p>new under header</p></td></tr>" +
      '<tr data-section="body"><td><p>1</p></td></tr>' +
      '<tr data-section="foot"><td><p>total</p></td></tr>' +
      "<tr><td><p>new after total</p></td></tr>" +
      "</tbody></table>";
    expect(toStoredHtml(html)).toBe(
      "<table><thead><tr><th>H</th></tr></thead><tbody><tr><td>new under header</td></tr><tr><td>1</td></tr></tbody>" +
        "<tfoot><tr><td>total</td></tr><tr><td>new after total</td></tr></tfoot></table>",
    );
  });

  it("keeps sections in order when a row is added above the header", () => {
    const html =
      '<table><tbody><tr><td><p>top</p></td></tr><tr data-section="head"><th><p>H</p></th></tr></tbody></table>';
    expect(toStoredHtml(html)).toBe("<table><tbody><tr><td>top</td></tr><tr><th>H</th></tr></tbody></table>");
  });

  it("restores an aligned caption with its marks", () => {
    const html =
      '<table data-caption="&lt;caption style=&quot;text-align:left&quot;&gt;Jadual &lt;strong&gt;1&lt;/strong&gt;&lt;/caption&gt;">' +
      '<caption contenteditable="false">Jadual 1</caption><tbody><tr data-section="body"><td><p>a</p></td></tr></tbody></table>';
    expect(toStoredHtml(html)).toBe(
      '<table><caption style="text-align:left">Jadual <strong>1</strong></caption><tbody><tr><td>a</td></tr></tbody></table>',
    );
  });
});
