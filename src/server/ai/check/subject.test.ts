import { describe, expect, it } from "vitest";
import { extractFacts } from "../facts/index.js";
import { CARNIVAL, EXPANSION } from "../facts/test-briefs.js";
import { readSection } from "./read.js";
import { mentionsSubject, nounRoot, offSubject } from "./subject.js";

const facts = extractFacts(CARNIVAL);
const LONG_OFF =
  "<p>Kesihatan mental remaja semakin membimbangkan di seluruh negara. Kajian menunjukkan ramai pelajar mengalami tekanan akibat peperiksaan dan media sosial. Oleh itu, kaunseling berkala amat diperlukan di sekolah.</p>";

describe("off_subject", () => {
  it("prose that never names the subject is off subject", () => {
    const section = readSection({ title: "Rasional", role: "rationale", html: LONG_OFF }, 1);
    expect(offSubject(section, facts)).toMatchObject([
      { code: "off_subject", section: 1, subject: "karnival sukan tahunan" },
    ]);
  });

  it("a noun in a heading or a table does not count; in a list item it does", () => {
    const headed = readSection(
      { title: "Rasional Karnival", role: "rationale", html: `<h3>Karnival</h3>${LONG_OFF}` },
      1,
    );
    expect(offSubject(headed, facts)).toHaveLength(1);
    const listed = readSection(
      {
        title: "Rasional",
        role: "rationale",
        html: `${LONG_OFF}<ul><li>Karnival-karnival sekolah membantu.</li></ul>`,
      },
      1,
    );
    expect(offSubject(listed, facts)).toEqual([]);
  });

  it("tables of the user's facts and very short prose are exempt", () => {
    expect(offSubject(readSection({ title: "Jawatankuasa", role: "committee", html: LONG_OFF }, 1), facts)).toEqual([]);
    expect(
      offSubject(readSection({ title: "Tema", role: "theme", html: "<p>Sihat dan ceria.</p>" }, 1), facts),
    ).toEqual([]);
  });

  it("matches Malay affixes and English plurals", () => {
    expect(mentionsSubject("Pelbagai karnival-karnival diadakan", ["karnival"])).toBe(true);
    expect(mentionsSubject("Karnivalnya meriah", ["karnival"])).toBe(true);
    expect(mentionsSubject("Artisan bakeries grow", extractFacts(EXPANSION).subject.nouns)).toBe(true);
    expect(mentionsSubject("Sukaneka", ["sukan"])).toBe(false);
  });

  it("matches other words built on the noun's root", () => {
    expect(mentionsSubject("Sistem ini akan mendigitalkan operasi kedai.", ["pendigitalan"])).toBe(true);
    expect(mentionsSubject("Tahap kebersihan pejabat meningkat.", ["pembersihan"])).toBe(true);
    expect(mentionsSubject("Pasangan yang berkahwin tahun ini.", ["perkahwinan"])).toBe(true);
    expect(mentionsSubject("We will expand the shop.", ["expansion"])).toBe(true);
    expect(nounRoot("peserta")).toBeNull();
    expect(nounRoot("sukan")).toBeNull();
    expect(mentionsSubject("Peserta serta guru hadir.", ["peserta"])).toBe(true);
    expect(mentionsSubject("Guru serta ibu bapa hadir.", ["peserta"])).toBe(false);
  });
});
