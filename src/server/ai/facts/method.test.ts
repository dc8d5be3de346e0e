import { describe, expect, it } from "vitest";
import { describesMethod } from "./method.js";

describe("a sentence that says how a study is done", () => {
  it("is the survey, the interviews, the analysis and the ethics approval", () => {
    expect(describesMethod("Kajian ini menggunakan soal selidik kepada 300 peniaga wanita di tiga lokasi.")).toBe(true);
    expect(describesMethod("Data dianalisis menggunakan SPSS dan analisis tematik.")).toBe(true);
    expect(describesMethod("Ethics from UiTM REC before data collection.")).toBe(true);
  });

  it("is never what the study costs, who pays, or a milestone's date", () => {
    expect(describesMethod("The survey costs are covered by the PTA.")).toBe(false);
    expect(describesMethod("Insentif responden 300 x RM10 = RM3,000 untuk soal selidik.")).toBe(false);
    expect(describesMethod("M1 (Month 3) Ethics approval.")).toBe(false);
  });
});
