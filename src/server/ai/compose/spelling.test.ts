import { describe, expect, it } from "vitest";
import { formalSpelling } from "./spelling.js";

describe("formalSpelling", () => {
  it("writes a brief's chat spelling out in full", () => {
    expect(formalSpelling("Dianjurkan dgn kerjasama JKNS utk 200 org")).toBe(
      "Dianjurkan dengan kerjasama JKNS untuk 200 orang",
    );
    expect(formalSpelling("Dah buka 4 tahun")).toBe("Telah buka 4 tahun");
    expect(formalSpelling("program khatan beramai2 untuk kanak2")).toBe(
      "program khatan beramai-ramai untuk kanak-kanak",
    );
    expect(formalSpelling("Tarikh 15 Mac 2027, 8.30pg-4.30ptg")).toBe("Tarikh 15 Mac 2027, 8.30 pagi - 4.30 petang");
  });

  it("leaves names, codes and acronyms as typed", () => {
    expect(formalSpelling("Golongan B40 dan COVID19; DAH ialah singkatan")).toBe(
      "Golongan B40 dan COVID19; DAH ialah singkatan",
    );
    expect(formalSpelling("murid2 berlari2 di Kg. Org Asli")).toBe("murid-murid berlari-lari di Kg. Orang Asli");
  });
});
