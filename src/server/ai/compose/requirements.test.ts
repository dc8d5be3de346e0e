import { describe, expect, it } from "vitest";
import { isWorkToDo } from "./requirements.js";

describe("which key requirements are work to do", () => {
  it("leaves out a part of the paper, a stated total or price, and the paper's own approval", () => {
    for (const said of [
      "Senarai AJK dan tugasan",
      "Anggaran perbelanjaan terperinci berjumlah RM 8,500",
      "jumlah RM44,000",
      "sebut harga bulanan RM 18,400",
      "kelulusan mesyuarat JKKK",
      "Approval by the AGM",
    ])
      expect(isWorkToDo(said)).toBe(false);
  });

  it("keeps an approval that is work to get, and a cost line said with its total", () => {
    for (const said of [
      "Kelulusan pelan bangunan daripada MBSA",
      "Approval from DOSH for the boiler installation",
      "Kos sewa bas 2 buah x 3 hari berjumlah RM 1,800",
      "24 unit lampu solar",
    ])
      expect(isWorkToDo(said)).toBe(true);
  });
});
