import { describe, expect, it } from "vitest";
import { composeOutline } from "../../compose/index.js";
import type { ProposalBrief, SectionPlan } from "../../writer.js";
import { PIBG, PIBG_TOTAL, STANDARD } from "../test-fixtures.js";
import { PROMPTS, paperOf } from "./index.js";

function prompts(brief: ProposalBrief) {
  const outline = composeOutline(brief, STANDARD);
  const paper = paperOf(brief, outline);
  const of = (role: string) => {
    const index = outline.findIndex((p: SectionPlan) => p.key.split(/[:+]/).includes(role));
    return PROMPTS[brief.language].section(paper, index).user;
  };
  return { outline, paper, of };
}

describe("section prompts by kind", () => {
  const { outline, of } = prompts(PIBG);

  it("name the kind, both parties and every stated fact exactly, in every section", () => {
    for (const role of ["introduction", "whenWhere", "budget", "closing"]) {
      const user = of(role);
      for (const fact of [
        "Jenis kertas: Kertas Kerja Program",
        "Pemohon / penganjur: PIBG SK Seri Cempaka",
        "Dikemukakan kepada: Guru Besar SK Seri Cempaka",
        `Jumlah keseluruhan bajet: ${PIBG_TOTAL}`,
        "Tarikh program: 13 Mac 2027",
        "Masa: 8.00 pagi - 1.00 petang",
        "Tempat: Padang Sekolah SK Seri Cempaka",
        "Bilangan: 640 murid",
        "- Sewa khemah: 6 unit × RM 250.00 = RM 1,500.00",
        "- Hadiah dan piala: 1 set × RM 3,200.00 = RM 3,200.00",
        "- Makanan peserta: 640 orang × RM 12.00 = RM 7,680.00",
        "- Pengerusi: Encik Rahman Ali",
        "- Setiausaha: [Nyatakan nama]",
        "tiada jumlah keseluruhan lain, tiada tarikh program lain, tiada tempoh projek lain",
        "jangan reka nama, angka, tarikh atau tempat",
        "Pokok perkara: hari sukan tahunan.",
        "Kertas ini daripada PIBG SK Seri Cempaka kepada Guru Besar SK Seri Cempaka.",
      ])
        expect(user).toContain(fact);
      for (const [i, p] of outline.entries()) expect(user).toContain(`${i + 1}. ${p.title}`);
    }
  });

  it("give the date, time and venue section the facts it must state itself", () => {
    const user = of("whenWhere");
    expect(user).toContain(
      "<wajib>\n- Tarikh program: 13 Mac 2027\n- Masa: 8.00 pagi - 1.00 petang\n- Tempat: Padang Sekolah SK Seri Cempaka\n- Bilangan: 640 murid\n</wajib>",
    );
    expect(user).toContain("Jangan sebut tarikh lain dalam bahagian ini.");
    expect(user).toContain(
      "Tulis setiap isi di bawah subtajuk <h3> sendiri: Tarikh, Masa dan Tempat; Kumpulan Sasaran",
    );
  });

  it("give the budget section its table from the user's items, the total row the stated total", () => {
    const user = of("budget");
    expect(user).toContain(
      [
        "<jadual_bajet>",
        "Bil. | Perkara | Kuantiti | Harga Seunit (RM) | Jumlah (RM)",
        "1 | Sewa khemah | 6 unit | RM 250.00 | RM 1,500.00",
        "2 | Hadiah dan piala | 1 set | RM 3,200.00 | RM 3,200.00",
        "3 | Makanan peserta | 640 orang | RM 12.00 | RM 7,680.00",
        ` | Jumlah Keseluruhan |  |  | ${PIBG_TOTAL}`,
        "</jadual_bajet>",
      ].join("\n"),
    );
    expect(user).toContain(`Baris terakhir ialah Jumlah Keseluruhan ${PIBG_TOTAL}`);
    expect(user).toContain("gaya RM 153,000.00");
    expect(user).toContain(`<wajib>\n- Jumlah keseluruhan bajet: ${PIBG_TOTAL}\n</wajib>`);
  });

  it("give the committee its posts with blanks for missing names, and the running order the stated day", () => {
    expect(of("committee")).toContain(
      "<jawatankuasa>\nJawatan | Nama\nPengerusi | Encik Rahman Ali\nSetiausaha | [Nyatakan nama]\n</jawatankuasa>",
    );
    expect(of("tentative")).toContain(
      "<wajib>\n- Tarikh program: 13 Mac 2027\n- Masa: 8.00 pagi - 1.00 petang\n</wajib>",
    );
  });

  it("close with the kind's signature block and the approval verdict", () => {
    const user = of("closing");
    expect(user).toContain("permohonan kelulusan kepada Guru Besar SK Seri Cempaka");
    expect(user).toContain("Disediakan oleh | Disemak oleh | Diluluskan oleh");
    expect(user).toContain("PIBG SK Seri Cempaka | [Nyatakan nama] | [Nyatakan nama]");
    expect(user).toContain("[Nyatakan jawatan] | [Nyatakan jawatan] | [Nyatakan jawatan]");
    expect(user).toContain("Tarikh: [Nyatakan tarikh] | Tarikh: [Nyatakan tarikh] | Tarikh: [Nyatakan tarikh]");
    expect(user).toContain("KERTAS KERJA INI DILULUSKAN / TIDAK DILULUSKAN");
  });

  it("tell the model to write marked blanks for the parties and facts the user did not give", () => {
    const bare: ProposalBrief = {
      ...PIBG,
      additionalInfo: "",
      description: "Hari sukan tahunan untuk semua murid sekolah.",
      details: undefined,
    };
    const { of: ofBare } = prompts(bare);
    const user = ofBare("whenWhere");
    expect(user).toContain("Dikemukakan kepada: [Nyatakan pihak yang meluluskan]");
    expect(user).toContain("tulis ruang itu sebagaimana adanya dan jangan sekali-kali mereka nama");
    expect(user).toContain("'[Nyatakan tarikh]', '[Nyatakan masa]' atau '[Nyatakan tempat]'");
    expect(user).not.toContain("Tarikh program:");
    expect(ofBare("budget")).toContain("kekalkan ruang '[Nyatakan jumlah]' dan jangan reka harga");
  });

  it("write the same facts and rules in English for an English brief", () => {
    const { of: ofEn } = prompts({ ...PIBG, language: "en" });
    const user = ofEn("budget");
    expect(user).toContain("Kind of paper: Programme Paper");
    expect(user).toContain("Programme date: 13 March 2027");
    expect(user).toContain("No. | Item | Quantity | Unit Price (RM) | Amount (RM)");
    expect(user).toContain(` | Grand Total |  |  | ${PIBG_TOTAL}`);
    expect(user).toContain("no other total, no other programme date, no other project length");
    expect(ofEn("closing")).toContain("Prepared by | Reviewed by | Approved by");
    expect(ofEn("closing")).toContain("THIS PAPER IS APPROVED / NOT APPROVED");
  });

  it("quote the checker's findings on a redraft", () => {
    const { paper, outline: o } = prompts(PIBG);
    const index = o.findIndex((p) => p.key.endsWith(":budget"));
    const finding =
      'The section "Anggaran Perbelanjaan" states a total of RM 15,000, but the user\'s total is RM 12,380.';
    const user = PROMPTS.ms.section(paper, index, [finding]).user;
    expect(user).toContain(`SEMAKAN DRAF SEBELUM INI\n`);
    expect(user).toContain(`\n- ${finding}\nTulis semula keseluruhan bahagian ini`);
    expect(PROMPTS.ms.section(paper, index).user).not.toContain("SEMAKAN DRAF");
  });
});
