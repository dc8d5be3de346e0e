import { describe, expect, it } from "vitest";
import { EDITOR_HTML_OF_SAMPLE, EVERY_ALLOWED_ELEMENT } from "../../../../tests/support/stored-html-sample";
import { sanitizeContent } from "../../../server/content/sanitize";
import { htmlToSave } from "./keep-unchanged-blocks";
import { storedBlocks } from "./stored-html";

const stored = sanitizeContent(EVERY_ALLOWED_ELEMENT);
/** What the server would store if the editor sent `html`. */
const save = (html: string) => sanitizeContent(html);

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

  it("maps a stored block with line breaks inside it to the editor's block", () => {
    const original = "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<p>c</p>";
    const blocks = ["<ul><li>a</li><li>b</li></ul>", "<p>c</p>"];
    expect(htmlToSave(original, blocks, [blocks[0] as string, "<p>d</p>"])).toBe(
      "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<p>d</p>",
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

    it("keeps a stored table's own layout (line breaks between rows, paragraphs in cells) around the edited cell", () => {
      const table =
        "<table>\n<thead>\n<tr><th>A</th></tr>\n</thead>\n<tbody>\n<tr><td><p>x</p></td></tr>\n<tr><td><p>z</p></td></tr>\n</tbody>\n</table>";
      const before = [
        "<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>x</td></tr><tr><td>z</td></tr></tbody></table>",
      ];
      const after = [
        "<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>y</td></tr><tr><td>z</td></tr></tbody></table>",
      ];
      expect(htmlToSave(table, before, after)).toBe(table.replace("<td><p>x</p></td>", "<td>y</td>"));
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
