import { describe, expect, it } from "vitest";
import { EDITOR_HTML_OF_SAMPLE, EVERY_ALLOWED_ELEMENT } from "../../../../tests/support/stored-html-sample";
import { sanitizeContent } from "../../../server/content/sanitize";
import { htmlToSave } from "./keep-unchanged-blocks";
import { storedBlocks, toStoredHtml } from "./stored-html";

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

describe("htmlToSave: unchanged blocks are sent as stored", () => {
  const baseline = storedBlocks(EDITOR_HTML_OF_SAMPLE);

  it("sends the stored HTML unchanged when nothing was edited", () => {
    expect(htmlToSave(stored, baseline, baseline)).toBe(stored);
  });

  it("changes only the edited cell when one cell is edited", () => {
    const edited = storedBlocks(EDITOR_HTML_OF_SAMPLE.replace("<p>Makanan</p>", "<p>Makan tengah hari</p>"));
    expect(save(htmlToSave(stored, baseline, edited))).toBe(stored.replace(">Makanan<", ">Makan tengah hari<"));
  });

  it("keeps the stored separators around unchanged blocks and puts a new block on its own line", () => {
    const original = "<h2>A</h2><p>b</p>\n\n<p>c</p>";
    const blocks = ["<h2>A</h2>", "<p>b</p>", "<p>c</p>"];
    expect(htmlToSave(original, blocks, blocks)).toBe(original);
    expect(htmlToSave(original, blocks, ["<h2>A</h2>", "<p>new</p>", "<p>b</p>", "<p>c</p>"])).toBe(
      "<h2>A</h2>\n<p>new</p>\n<p>b</p>\n\n<p>c</p>",
    );
    expect(htmlToSave(original, blocks, ["<h2>A</h2>", "<p>c</p>"])).toBe("<h2>A</h2>\n<p>c</p>");
  });

  it("keeps a stored block's own form (a paragraph inside a list item) when another block changes", () => {
    const original = "<ul><li><p>a</p></li></ul>\n<p>b</p>";
    const blocks = ["<ul><li>a</li></ul>", "<p>b</p>"];
    expect(htmlToSave(original, blocks, ["<ul><li>a</li></ul>", "<p>b!</p>"])).toBe(
      "<ul><li><p>a</p></li></ul>\n<p>b!</p>",
    );
  });

  it("falls back to the serialised document when the editor regrouped the stored blocks", () => {
    const original = "loose text<p>b</p>";
    const blocks = ["<p>loose text</p>", "<p>b</p>"];
    expect(htmlToSave(original, blocks.slice(0, 1), blocks.slice(0, 1))).toBe(original);
    expect(htmlToSave(original, blocks.slice(0, 1), ["<p>changed</p>"])).toBe("<p>changed</p>");
  });

  describe("in a table where only cells changed", () => {
    const original = "<p>x</p>\n<table><tr><td>a</td><td><strong></strong></td></tr></table>";
    const baseline = ["<p>x</p>", "<table><tbody><tr><td>a</td><td></td></tr></tbody></table>"];

    it("replaces just those cells: an empty mark the editor cannot hold stays in the others", () => {
      const current = ["<p>x</p>", "<table><tbody><tr><td>b</td><td></td></tr></tbody></table>"];
      expect(htmlToSave(original, baseline, current)).toBe(
        "<p>x</p>\n<table><tr><td>b</td><td><strong></strong></td></tr></table>",
      );
    });

    it("writes the whole table anew when a row was added", () => {
      const current = [
        "<p>x</p>",
        "<table><tbody><tr><td>a</td><td></td></tr><tr><td></td><td></td></tr></tbody></table>",
      ];
      expect(htmlToSave(original, baseline, current)).toBe(`<p>x</p>\n${current[1]}`);
    });
  });
});
