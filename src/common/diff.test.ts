import { describe, expect, it } from "vitest";
import { diffStats, diffWords, sameWords } from "./diff.js";

const render = (before: string, after: string, maxCells?: number) =>
  diffWords(before, after, maxCells)
    .map((p) => (p.kind === "same" ? p.text : p.kind === "added" ? `[+${p.text}]` : `[-${p.text}]`))
    .join("");

describe("diffWords", () => {
  it("marks the words added and removed, keeping the rest", () => {
    expect(render("Program ini untuk belia", "Program ini untuk semua belia")).toBe("Program ini untuk [+semua ]belia");
    expect(render("satu dua tiga", "satu tiga")).toBe("satu [-dua ]tiga");
    expect(render("kos RM 500", "kos RM 700")).toBe("kos RM [-500][+700]");
  });

  it("rebuilds both texts from its parts", () => {
    const before = "Latar belakang\nProjek ini membantu peniaga kecil di Kedah.\nObjektif utama";
    const after = "Latar belakang\nProjek ini membantu usahawan kecil di Perlis dan Kedah.\nObjektif";
    const parts = diffWords(before, after);
    expect(
      parts
        .filter((p) => p.kind !== "added")
        .map((p) => p.text)
        .join(""),
    ).toBe(before);
    expect(
      parts
        .filter((p) => p.kind !== "removed")
        .map((p) => p.text)
        .join(""),
    ).toBe(after);
    expect(diffStats(parts)).toEqual({ added: 3, removed: 2 });
  });

  it("handles empty texts and identical ones", () => {
    expect(diffWords("", "")).toEqual([]);
    expect(diffWords("sama", "sama")).toEqual([{ kind: "same", text: "sama" }]);
    expect(render("", "baru")).toBe("[+baru]");
    expect(render("lama", "")).toBe("[-lama]");
  });

  it("compares paragraph by paragraph, so scattered edits in a long text stay word-exact", () => {
    const before = "satu dua tiga\nempat lima enam\ntujuh lapan sembilan\n";
    const after = "satu DUA tiga\nempat lima enam\ntujuh lapan SEMBILAN\n";
    // 3 x 3 lines fit in 16 cells; the words of the whole text (18 x 18) would not.
    expect(render(before, after, 16)).toBe(
      "satu [-dua][+DUA] tiga\nempat lima enam\ntujuh lapan [-sembilan][+SEMBILAN]\n",
    );
    expect(render("a\nb\n", "a\nbaru\nb\n")).toBe("a\n[+baru\n]b\n");
  });

  it("falls back to removed + added for a middle part too large to compare", () => {
    expect(render("a x y z b", "a p q r b", 4)).toBe("a [-x y z][+p q r] b");
  });
});

describe("sameWords", () => {
  it("is true when only spaces and line breaks differ", () => {
    expect(sameWords("Program ini bagus.", "Program ini bagus.")).toBe(true);
    expect(sameWords("  Program ini\nbagus. ", "Program  ini bagus.")).toBe(true);
    expect(sameWords("Latar\n\nObjektif utama", "Latar Objektif\tutama")).toBe(true);
  });

  it("is false when a word, its case or its punctuation changed", () => {
    expect(sameWords("teks nombor 0", "Teks nombor 0")).toBe(false);
    expect(sameWords("teks nombor 0", "teks nombor 0.")).toBe(false);
    expect(sameWords("satu dua", "satu dua tiga")).toBe(false);
    expect(sameWords("", "satu")).toBe(false);
    expect(sameWords("", " ")).toBe(true);
  });
});
