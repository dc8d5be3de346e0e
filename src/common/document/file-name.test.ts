import { describe, expect, it } from "vitest";
import { asciiFileName, contentDisposition, exportFileName, proposalFileName } from "./file-name.js";

describe("export file names", () => {
  it("replaces every character that is not a letter or digit with an underscore", () => {
    expect(exportFileName("Kertas Kerja: Program 2027!", "pdf")).toBe("Kertas_Kerja__Program_2027_.pdf");
    expect(exportFileName("Cadangan Café Ñandú", "docx")).toBe("Cadangan_Café_Ñandú.docx");
    expect(exportFileName("提案 书", "pdf")).toBe("提案_书.pdf");
  });

  it("falls back when the title has no letter or digit", () => {
    expect(exportFileName("", "pdf")).toBe("proposal.pdf");
    expect(exportFileName("  ?!  ", "pdf")).toBe("proposal.pdf");
    expect(exportFileName("---", "docx", "proposal-123")).toBe("proposal-123.docx");
  });

  it("names a stored proposal's PDF and Word alike, from the title or else 'proposal-{id}'", () => {
    const id = "0b9d6c1e-7f1a-4c4e-9d2a-2f7c5e8a1b3c";
    expect(proposalFileName({ id, title: "Kedai Roti: Desa" }, "pdf")).toBe("Kedai_Roti__Desa.pdf");
    expect(proposalFileName({ id, title: "Kedai Roti: Desa" }, "docx")).toBe("Kedai_Roti__Desa.docx");
    expect(proposalFileName({ id, title: " ?! " }, "pdf")).toBe(`proposal-${id}.pdf`);
    expect(proposalFileName({ id, title: "" }, "docx")).toBe(`proposal-${id}.docx`);
  });

  it("keeps names bounded", () => {
    expect(exportFileName("a".repeat(1000), "pdf").length).toBeLessThanOrEqual(154);
  });

  it("writes an ASCII fallback and an RFC 8187 UTF-8 name", () => {
    expect(asciiFileName("Cadangan_Café_提案.pdf")).toBe("Cadangan_Cafe___.pdf");
    expect(contentDisposition("Kertas_Kerja.pdf")).toBe(
      `attachment; filename="Kertas_Kerja.pdf"; filename*=UTF-8''Kertas_Kerja.pdf`,
    );
    expect(contentDisposition("Café_提案.pdf")).toBe(
      `attachment; filename="Cafe___.pdf"; filename*=UTF-8''Caf%C3%A9_%E6%8F%90%E6%A1%88.pdf`,
    );
  });
});
