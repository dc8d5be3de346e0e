import { describe, expect, it } from "vitest";
import { templateKind } from "./template-kind";

describe("templateKind", () => {
  it("uses the kind the server declares", () => {
    expect(templateKind({ name: "Karnival Sukan", description: "", category: "pendidikan", kind: "tender" })).toBe(
      "tender",
    );
  });

  it("infers it from the name, description and category otherwise", () => {
    expect(
      templateKind({
        name: "Kertas Kerja Karnival Sukan PIBG",
        description: "Program sekolah",
        category: "pendidikan",
      }),
    ).toBe("program");
    expect(templateKind({ name: "Permohonan Geran Penyelidikan FRGS", description: "", category: "pendidikan" })).toBe(
      "penyelidikan",
    );
    expect(
      templateKind({
        name: "Cadangan Perkhidmatan Katering",
        description: "Untuk pelanggan korporat",
        category: "perniagaan",
        kind: "x",
      }),
    ).toBe("tender");
  });
});
