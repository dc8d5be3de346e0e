import { describe, expect, it } from "vitest";
import { countHtmlWords, htmlToText } from "../../../common/content.js";
import { KINDS } from "../../../common/kinds/index.js";
import { requiredSections } from "../../modules/generation/quality.js";
import { PACKAGES } from "../builtin/fixtures.js";
import { checkDocument } from "../check/index.js";
import { extractFacts } from "../facts/index.js";
import {
  CARNIVAL,
  DIGITAL,
  EXPANSION,
  EXPO,
  FLOOD,
  KEREPEK,
  READING_CORNER,
  SCHOOL_CLEANING,
  SPORTS_DAY,
  SRI_MUDA,
  SURAU,
  TENDER,
} from "../facts/test-briefs.js";
import type { ProposalBrief } from "../writer.js";
import { rangeText } from "./format.js";
import { briefKind, composeKindSections, composeOutline } from "./index.js";

const BRIEFS = {
  CARNIVAL,
  DIGITAL,
  EXPANSION,
  EXPO,
  FLOOD,
  KEREPEK,
  READING_CORNER,
  SCHOOL_CLEANING,
  SPORTS_DAY,
  SRI_MUDA,
  SURAU,
  TENDER,
};

function write(brief: ProposalBrief, key: string) {
  const pkg = PACKAGES.find((p) => p.key === key)!;
  const sections = composeKindSections(brief, composeOutline(brief, pkg));
  const html = sections.map((s) => `<h2>${s.title}</h2>\n${s.html}`).join("\n");
  return { pkg, sections, html, text: htmlToText(html) };
}

/** Every 'RM…' amount in a text, as numbers. */
function amounts(text: string): number[] {
  return [...text.matchAll(/RM\s?([\d,]+(?:\.\d{2})?)/g)].map((m) => Number((m[1] ?? "").replace(/,/g, "")));
}

describe("kind composer: every brief x package x language", () => {
  for (const [name, base] of Object.entries(BRIEFS)) {
    for (const language of ["ms", "en"] as const) {
      const brief = { ...base, language };
      for (const { key } of PACKAGES) {
        it(`${name} / ${key} / ${language}`, () => {
          const { pkg, sections, html, text } = write(brief, key);
          const facts = extractFacts(brief);
          // The package's promise: its sections and its words.
          expect(sections).toHaveLength(pkg.sections);
          expect(countHtmlWords(html)).toBeGreaterThanOrEqual(pkg.minWords);
          // Every essential section of the paper's kind is there, as a section or a sub-heading.
          for (const s of KINDS[briefKind(brief)].sections.filter((x) => x.essential)) {
            expect(html).toMatch(new RegExp(`<h[23]>[^<]*${s.title[language].replace(/[()/]/g, ".")}`));
          }
          // The user's own figures: the stated total and every costed item appear, and no other total.
          const found = amounts(text);
          if (facts.budgetTotal !== null) expect(found).toContain(facts.budgetTotal);
          for (const item of facts.budgetItems) if (item.amount !== null) expect(found).toContain(item.amount);
          // The event's day and the stated duration appear as written.
          if (facts.eventDate) expect(text).toContain(rangeText(facts.eventDate.start, facts.eventDate.end, language));
          if (facts.duration) expect(text).toContain(String(facts.duration.n));
          // The one checker agrees: nothing missing, contradicted, repeated or off the subject.
          const check = checkDocument({ brief, facts, sections, required: requiredSections(brief, pkg), language });
          expect(check.findings).toEqual([]);
        });
      }
    }
  }

  it("keeps a date written with the wrong weekday as the user wrote it, and the check tells the user which day it is", () => {
    // 14 March 2027 is a Sunday: the paper cannot know whether the day or the date is meant.
    const brief = {
      ...CARNIVAL,
      description: CARNIVAL.description.replace("Sabtu, 13 Mac 2027", "14 Mac 2027, Sabtu"),
    };
    const { pkg, sections, text } = write(brief, "professional");
    expect(text).toMatch(/Tarikh\s+Ahad, 14 Mac 2027/);
    const check = checkDocument({
      brief,
      facts: extractFacts(brief),
      sections,
      required: requiredSections(brief, pkg),
      language: "ms",
    });
    expect(check.findings.map((f) => [f.code, f.subject, f.found])).toEqual([
      ["wrong_weekday", "14 Mac 2027, Sabtu", "Ahad"],
    ]);
  });

  it("costs the thing the brief prices at the brief's price, never as a share of the total", () => {
    const { text } = write({ ...KEREPEK, language: "ms" }, "professional");
    expect(text).toMatch(/Mesin pembungkusan automatik\s+1\s+RM 48,000\.00\s+RM 48,000\.00/);
    expect(text).not.toContain("(anggaran)");
    // The applicant's share stated after its amount ('Baki RM 13,000 akan dibiayai dengan modal sendiri').
    expect(text).toMatch(/Sumbangan sendiri pemohon\s+RM 13,000\.00/);
    expect(text).toMatch(/TEKUN Nasional \(dipohon\)\s+RM 35,000\.00/);
    // The brief's own measurable change measures the objective; no claim that unpriced parts are costed.
    expect(text).toMatch(/Objektif 1\s+2,000 bungkus sehari \(daripada 800\)/);
    expect(text).not.toContain("dikira dalam kos projek");
    expect(text).not.toContain("bendahari");
    // The subject never ends on half of the applicant's name ('... kerepek mak').
    expect(text).not.toMatch(/kerepek mak\b(?! jah)/i);
  });

  it("counts the phases from approval when the brief gives a length but no start day", () => {
    const { text } = write({ ...KEREPEK, language: "ms" }, "professional");
    expect(text).toContain("dalam tempoh 3 bulan dari tarikh kelulusan");
    expect(text).toMatch(/Perolehan dan sebut harga\s+Minggu 1-3/);
    // No start day the user did not give (the brief is written on 20 November 2026).
    expect(text).not.toMatch(/\b\d{1,2} (?:Disember|Januari|Februari|Mac) 202[67]\b/);
    const en = write({ ...KEREPEK, language: "en" }, "professional").text;
    expect(en).toMatch(/Weeks 1-3/);
  });

  it("presents a tender as the bidder, never as a body it is registered with", () => {
    const { text } = write({ ...SCHOOL_CLEANING, language: "ms" }, "professional");
    expect(text).toContain("oleh Syarikat Bersih Jaya Sdn. Bhd.");
    expect(text).toMatch(/Nama pemohon\s+Syarikat Bersih Jaya Sdn\. Bhd\./);
    expect(text).not.toMatch(/(?:oleh|Nama pemohon)\s+Kementerian Kewangan/);
    // A company's workers do not 'take part' in its service.
    expect(text).not.toContain("Penyertaan 8 pekerja");
  });

  it("costs things counted and priced each in a sentence, and names the sources of funds", () => {
    const { text } = write({ ...READING_CORNER, language: "en" }, "professional");
    expect(text).toMatch(/Bookshelves\s+8\s+RM 450\.00\s+RM 3,600\.00/);
    expect(text).toContain(
      "Source of funds: Applicant's own contribution (RM 2,300.00) and RM 7,500.00 requested from Dewan Bandaraya Kuala Lumpur.",
    );
    expect(text).toContain("approval of the Community Development Unit, Dewan Bandaraya Kuala Lumpur");
    // The council is asked for what is requested of it, not for the applicant's own share too.
    expect(text).toContain("Approve an allocation of RM 7,500.00 towards the total cost of RM 9,800.00");
  });

  it("costs the heads a budget sentence lists, a price per pupil for the pupils counted, the rest as the remainder", () => {
    const { text } = write({ ...SPORTS_DAY, language: "en" }, "professional");
    expect(text).toMatch(/Medals and trophies\s+1\s+RM 3,800\.00\s+RM 3,800\.00/);
    expect(text).toMatch(/Food for pupils\s+650 pupils\s+RM 6\.00\s+RM 3,900\.00/);
    expect(text).toMatch(/Tents and PA system\s+1\s+RM 2,500\.00\s+RM 2,500\.00/);
    expect(text).toMatch(/Printing and first aid \(estimate\)\s+1\s+RM 2,200\.00\s+RM 2,200\.00/);
    expect(text).not.toContain("Prizes and souvenirs");
    // English names take their article; a plain venue is named with its school.
    expect(text).toContain("organised by the PIBG of SK Taman Desa");
    expect(text).toContain("submitted to the Headmistress of SK Taman Desa");
    expect(text).toMatch(/Venue\s+School field, SK Taman Desa/);
  });

  it("splits a total over the heads the brief names for it, never over heads it did not give", () => {
    const { text } = write(
      {
        ...SRI_MUDA,
        title: "Hari Keluarga Taman Sri Muda 2027",
        description:
          "Persatuan Penduduk Taman Sri Muda akan menganjurkan Hari Keluarga pada Sabtu, 10 April 2027 di Padang Awam Seksyen 25. Kos program ialah RM 5,000 untuk peralatan dan makanan.",
        additionalInfo: "",
        language: "ms",
      },
      "professional",
    );
    expect(text).toMatch(/Peralatan \(anggaran\)/);
    expect(text).toMatch(/Makanan \(anggaran\)/);
    expect(text).not.toContain("Hadiah dan cenderamata");
    expect(text).not.toContain("Pengangkutan dan logistik");
    expect(text).toMatch(/Jumlah Keseluruhan\s+RM 5,000\.00/);
  });

  it("lists the funding sources the brief names in a sentence, with their amounts", () => {
    const { text } = write({ ...SRI_MUDA, language: "ms" }, "professional");
    expect(text).toMatch(/Persatuan Penduduk\s+RM 6,500\.00/);
    expect(text).toMatch(/Tajaan ADUN\s+RM 12,000\.00/);
    expect(text).not.toContain("[Nyatakan sumber kewangan");
  });

  it("writes marked blanks instead of inventing what the user did not give", () => {
    const { text } = write({ ...SURAU, language: "ms" }, "professional");
    expect(text).toContain("[Nyatakan nama]");
    // A surau's own programme with no place named is held at the surau; no hall or field is made up.
    expect(text).toContain("Tempat Surau Al-Hidayah Kampung Sungai Ramal");
    expect(text).not.toMatch(/Dewan|Padang/);
  });

  it("keeps the event on its stated day and prepares before it", () => {
    const { text } = write({ ...CARNIVAL, language: "ms" }, "professional");
    expect(text).toContain("Sabtu, 13 Mac 2027");
    expect(text).toContain("8.00 pagi - 1.00 petang");
    expect(text).toContain("Padang SK Taman Melati");
    // Preparation dates come before the event; the report after it.
    const days = [...text.matchAll(/(\d{1,2}) (Januari|Februari|Mac) 2027/g)].map((m) => m[0]);
    expect(days.length).toBeGreaterThan(2);
  });

  it("is deterministic", () => {
    expect(write({ ...FLOOD, language: "ms" }, "professional").html).toBe(
      write({ ...FLOOD, language: "ms" }, "professional").html,
    );
  });
});

describe("a day written with a weekday and no year", () => {
  it("is shown as written when the assumed year puts it on another weekday ('Sabtu, 12 Julai' is a Monday in 2027)", () => {
    const { text } = write(
      {
        ...CARNIVAL,
        title: "Program Gotong-Royong Taman Sri Muda",
        description:
          "Persatuan Penduduk Taman Sri Muda akan mengadakan gotong-royong pada Sabtu, 12 Julai dari 7.30 pagi di Padang Taman Sri Muda.",
        additionalInfo: "",
      },
      "basic",
    );
    expect(text).toContain("Sabtu, 12 Julai");
    expect(text).not.toMatch(/Isnin, 12 Julai/);
  });
});

describe("the cost table", () => {
  it("is printed once per paper, even where a kind has both a budget and a financial-implications section", () => {
    for (const [name, brief] of Object.entries(BRIEFS)) {
      for (const pkg of PACKAGES) {
        const { text } = write(brief, pkg.key);
        const totals = text.match(/Jumlah Keseluruhan|Grand Total/g) ?? [];
        expect(totals.length, `${name} ${pkg.key}`).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe("a programme of several days", () => {
  it("proposes the first day's running order and says so, rather than passing one morning off as the whole camp", () => {
    const { text } = write(
      {
        ...CARNIVAL,
        title: "Kem Kepimpinan Pengawas SK Taman Melati",
        description:
          "PIBG SK Taman Melati akan mengadakan kem kepimpinan pengawas pada 18 hingga 20 Jun 2027 di Dewan SK Taman Melati.",
        additionalInfo: "",
      },
      "standard",
    );
    expect(text).toContain("Atur cara cadangan bagi hari pertama");
  });
});
