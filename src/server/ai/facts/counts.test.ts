import { describe, expect, it } from "vitest";
import { extractCounts, findCounts, findPercentages } from "./counts.js";

const read = (text: string) => findCounts(text).map((c) => [c.n, c.noun]);

describe("findCounts", () => {
  it("reads a number and the noun after it", () => {
    expect(read("seramai 850 murid, 28 pekerja dan 120 peserta")).toEqual([
      [850, "murid"],
      [28, "pekerja"],
      [120, "peserta"],
    ]);
  });

  it("keeps a qualifier and skips measure words", () => {
    expect(read("40 keluarga asnaf dan 3 buah sekolah")).toEqual([
      [40, "keluarga asnaf"],
      [3, "sekolah"],
    ]);
  });

  it("reads grouped figures and English nouns", () => {
    expect(read("2,000 pengunjung; 850 pupils from")).toEqual([
      [2000, "pengunjung"],
      [850, "pupils"],
    ]);
  });

  it("keeps a school year in the noun, and a second number with its own noun is another group", () => {
    expect(read("45 murid Tahun 1 hingga Tahun 3 dan 60 Year 4 pupils")).toEqual([
      [45, "murid Tahun 1 hingga Tahun 3"],
      [60, "Year 4 pupils"],
    ]);
    expect(read("80 murid Tahun 5 dan 6 akan menyertai")).toEqual([[80, "murid Tahun 5 dan 6"]]);
    expect(read("120 murid Tahun 6 dan 12 guru pengiring")).toEqual([
      [120, "murid Tahun 6"],
      [12, "guru pengiring"],
    ]);
  });

  it("a verb or a preposition after the noun is not part of it", () => {
    expect(read("120 peserta dijangka hadir")).toEqual([[120, "peserta"]]);
    expect(read("40 tempahan dalam talian")).toEqual([[40, "tempahan"]]);
  });

  it("does not read years, labels, lengths, times or units as counts", () => {
    expect(read("sejak tahun 2019 syarikat, Fasa 1 pembinaan, 24 bulan, 3 kali, 6 unit")).toEqual([]);
  });

  it("skips spans already read as something else", () => {
    const text = "13 Mac 2027 murid";
    expect(findCounts(text, [{ index: 0, end: 11 }])).toEqual([]);
  });
});

describe("extractCounts", () => {
  it("the same figure stated twice is one fact", () => {
    const counts = extractCounts(
      [
        { text: "Latihan untuk 15 orang guru", source: "keyRequirements[1]" },
        { text: "Melatih 15 orang guru", source: "objectives" },
      ],
      () => [],
    );
    expect(counts).toMatchObject([{ n: 15, noun: "guru", source: "keyRequirements[1]" }]);
  });

  it("a template count field takes its noun from the label", () => {
    const counts = extractCounts(
      [{ text: "Bilangan Pekerja: 28 orang", source: "template:Bilangan Pekerja", label: "Bilangan Pekerja" }],
      () => [],
    );
    expect(counts).toMatchObject([{ n: 28, noun: "pekerja", text: "28 orang" }]);
  });

  it("an English template answer is one count named by its own unit, and 'Form 5 pupils' counts nothing", () => {
    const counts = extractCounts(
      [
        { text: "Bilangan Peserta: 120 participants", source: "template:Bilangan Peserta", label: "Bilangan Peserta" },
        { text: "Bilangan Peserta: 120 participants", source: "description" },
        { text: "Raise the study skills of Form 5 pupils ahead of the SPM examination", source: "objectives" },
      ],
      () => [],
    );
    expect(counts).toEqual([expect.objectContaining({ n: 120, noun: "participants", text: "120 participants" })]);
  });
});

describe("two school years and a group named last", () => {
  it("counts '80 Year 5 and Year 6 pupils' as one group, and '8 university student volunteers' whole", () => {
    expect(findCounts("tuition for 80 Year 5 and Year 6 pupils from B40 families").map((c) => c.text)).toEqual([
      "80 Year 5 and Year 6 pupils",
    ]);
    expect(findCounts("8 university student volunteers will teach").map((c) => c.noun)).toEqual([
      "university student volunteers",
    ]);
  });
});

describe("findPercentages", () => {
  it("reads %, peratus and signed values", () => {
    expect(findPercentages("35%, 35 peratus, +108% dan sebanyak 20 peratus").map((p) => p.value)).toEqual([
      35, 35, 108, 20,
    ]);
  });
});
