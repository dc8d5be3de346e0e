import { Schema } from "@tiptap/pm/model";
import { describe, expect, it } from "vitest";
import { countOccurrences, findTextRange, placeholderStates } from "./placeholder-range";

const schema = new Schema({
  nodes: {
    doc: { content: "block+" },
    paragraph: { group: "block", content: "inline*" },
    heading: { group: "block", content: "inline*" },
    text: { group: "inline" },
  },
  marks: { bold: {} },
});
const p = (...parts: (string | [string])[]) =>
  schema.node(
    "paragraph",
    null,
    parts.map((part) => (typeof part === "string" ? schema.text(part) : schema.text(part[0], [schema.mark("bold")]))),
  );

describe("findTextRange", () => {
  const doc = schema.node("doc", null, [
    schema.node("heading", null, [schema.text("Jawatankuasa")]),
    p("Penasihat: [Nyatakan nama Penasihat]"),
    p("Penaung: ", ["[Nyatakan "], "nama Penaung]", " dan Penasihat: [Nyatakan nama Penasihat]"),
  ]);

  it("finds the text inside a block", () => {
    const range = findTextRange(doc, "[Nyatakan nama Penasihat]");
    expect(range).not.toBeNull();
    expect(doc.textBetween(range!.from, range!.to)).toBe("[Nyatakan nama Penasihat]");
  });

  it("finds a later occurrence and text split by marks", () => {
    const second = findTextRange(doc, "[Nyatakan nama Penasihat]", 1)!;
    expect(doc.textBetween(second.from, second.to)).toBe("[Nyatakan nama Penasihat]");
    expect(second.from).toBeGreaterThan(findTextRange(doc, "[Nyatakan nama Penasihat]")!.from);
    const split = findTextRange(doc, "[Nyatakan nama Penaung]")!;
    expect(doc.textBetween(split.from, split.to)).toBe("[Nyatakan nama Penaung]");
  });

  it("gives null when the text is not there (any more)", () => {
    expect(findTextRange(doc, "[Nyatakan tarikh]")).toBeNull();
    expect(findTextRange(doc, "[Nyatakan nama Penasihat]", 2)).toBeNull();
    expect(findTextRange(doc, "")).toBeNull();
  });
});

describe("placeholderStates", () => {
  it("ticks off the listings the document no longer holds, last ones first", () => {
    const listed = ["[Nyatakan tarikh]", "[Nyatakan nama Penasihat]", "[Nyatakan nama Penasihat]"];
    const counts = countOccurrences("Penasihat: [Nyatakan nama Penasihat]. Tarikh: 13 Mac 2027.", listed);
    expect(counts.get("[Nyatakan nama Penasihat]")).toBe(1);
    expect(placeholderStates(listed, counts)).toEqual([
      { text: "[Nyatakan tarikh]", occurrence: 0, done: true },
      { text: "[Nyatakan nama Penasihat]", occurrence: 0, done: false },
      { text: "[Nyatakan nama Penasihat]", occurrence: 0, done: true },
    ]);
  });
});
