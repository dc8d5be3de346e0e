import { describe, expect, it } from "vitest";
import { extractFacts } from "../facts/index.js";
import { CARNIVAL } from "../facts/test-briefs.js";
import { checkDocument } from "./index.js";
import { roleOfHeading } from "./roles.js";
import { CARNIVAL_REQUIRED, carnivalSections } from "./test-docs.js";

describe("roleOfHeading", () => {
  it("names the role from the required sections, then the kind's titles", () => {
    expect(roleOfHeading("4. Tentatif Program", [], "program")).toBe("tentative");
    expect(roleOfHeading("Tarikh, Masa dan Tempat serta Kumpulan Sasaran dan Peserta", [], "program")).toBe(
      "whenWhere",
    );
    expect(roleOfHeading("Price Schedule", [], undefined)).toBe("pricing");
    expect(roleOfHeading("Kos Karnival", [{ title: "Kos Karnival", role: "budget" }], "program")).toBe("budget");
    expect(roleOfHeading("Catatan Lain", [], "program")).toBeUndefined();
  });
});

describe("sections without roles", () => {
  it("are checked by the role their heading names", () => {
    const facts = extractFacts(CARNIVAL);
    const bare = carnivalSections().map(({ title, html }) => ({ title, html }));
    const noDate = bare.map((s) =>
      s.title.startsWith("Tarikh") ? { ...s, html: s.html.replace("Sabtu, 13 Mac 2027", "[Nyatakan tarikh]") } : s,
    );
    noDate[4] = { ...noDate[4]!, html: `${noDate[4]!.html}<p>Karnival akan diadakan pada 13 Mac 2027.</p>` };
    const result = checkDocument({
      brief: CARNIVAL,
      facts,
      sections: noDate,
      required: CARNIVAL_REQUIRED,
      language: "ms",
    });
    expect(result.findings).toMatchObject([
      { code: "missing_fact", section: 2, role: "whenWhere", subject: "Sabtu, 13 Mac 2027" },
    ]);
  });
});
