import { describe, expect, it } from "vitest";
import { htmlToText } from "../../../common/content.js";
import { type PackageSpec, WriterUnsupportedError } from "../writer.js";
import { createBuiltinWriter } from "./composer.js";
import { brief, PACKAGES } from "./fixtures.js";

const writer = createBuiltinWriter();
const rw = (text: string, action: "grammar" | "formal" | "expand" | "shorten", lang: "ms" | "en" = "ms") =>
  writer.rewrite(text, action, lang);

describe("rewrite: grammar", () => {
  it("expands Malay SMS short forms and chat pronouns, fixes spacing, repeated words, capitals and the full stop", async () => {
    expect(await rw("sy nak buat program ni utk budak2 sekolah sbb dorang x minat membaca", "grammar")).toBe(
      "Saya hendak buat program ini untuk budak-budak sekolah kerana mereka tidak minat membaca.",
    );
    expect(
      await rw("kami  dah mengunakan sistem ni ,tapi byk masalah yg yg timbul.kita kena buat sesuatu", "grammar"),
    ).toBe("Kami sudah menggunakan sistem ini, tetapi banyak masalah yang timbul. Kita kena buat sesuatu.");
  });

  it("corrects common misspellings, whole words only, keeping case", async () => {
    expect(await rw("Kami berkerja keras kerna pelaksaan projek ini penting", "grammar")).toBe(
      "Kami bekerja keras kerana pelaksanaan projek ini penting.",
    );
    expect(await rw("SISTIM ini dikemaskini setiap bulan", "grammar")).toBe("SISTEM ini dikemas kini setiap bulan.");
    // 'x' in '3 x 4' is not 'tidak'; 'kata' is not 'kat'.
    expect(await rw("bilik 3 x 4 meter kata dia", "grammar")).toBe("Bilik 3 x 4 meter kata dia.");
  });

  it("fixes English: i -> I, spacing, capitals", async () => {
    expect(await rw("i think we don't have a lot of time .so we gonna fix it", "grammar", "en")).toBe(
      "I think we don't have a lot of time. So we gonna fix it.",
    );
  });
});

describe("rewrite: text that is already formal", () => {
  it("leaves every paragraph of a proposal the composer wrote unchanged, in Grammar and in Formal", async () => {
    for (const key of ["project", "grant", "aplikasi-mobile", "pengurusan-acara"]) {
      const ms = brief(key, "ms");
      const sections = await writer.sections(ms, await writer.outline(ms, PACKAGES[4] as PackageSpec));
      const paragraphs = sections.flatMap((s) =>
        htmlToText(s.html)
          .split(/\n+/)
          .map((p) => p.trim())
          // Whole sentences (a capital first, a stop last); table rows and list fragments aside.
          .filter((p) => /^\p{Lu}.*[.:]$/u.test(p) && !p.includes("\t")),
      );
      expect(paragraphs.length).toBeGreaterThan(20);
      for (const p of paragraphs) {
        expect(await rw(p, "grammar")).toBe(p);
        expect(await rw(p, "formal")).toBe(p);
      }
    }
  });
});

describe("rewrite: formal", () => {
  it("turns informal Malay into formal proposal language", async () => {
    // The writer keeps speaking for themself: 'saya' stays 'saya'.
    expect(await rw("sy nak buat program ni utk budak2 sekolah sbb dorang x minat membaca", "formal")).toBe(
      "Saya ingin melaksanakan program ini untuk murid sekolah kerana mereka tidak berminat membaca.",
    );
    expect(await rw("Program best gila. Takde masalah pun.", "formal")).toBe("Program amat baik. Tiada masalah.");
    expect(await rw("camne kita nak guna duit ni", "formal")).toBe("Bagaimana kita ingin guna wang ini.");
  });

  it("expands English contractions and replaces informal words", async () => {
    expect(await rw("i think we don't have a lot of time. so we gonna fix the stuff fast", "formal", "en")).toBe(
      "We believe we do not have a great deal of time. Therefore, we are going to resolve the matters quickly.",
    );
  });
});

describe("rewrite: expand and shorten", () => {
  const long =
    "Pada dasarnya, program ini bertujuan meningkatkan literasi murid. Sebenarnya, ramai murid di kawasan pedalaman masih lemah membaca. Program ini akan dijalankan selama enam bulan di tiga sekolah. Dalam erti kata lain, kami akan melatih guru dan menyediakan bahan bacaan. Kos keseluruhan ialah RM 25,000. Kami berharap program ini mendapat sokongan.";

  it("refuses to expand offline: adding content needs an AI model, so the user is told instead of given filler", async () => {
    for (const [text, lang] of [
      ["Program ini akan membantu murid membaca dengan lebih baik.", "ms"],
      ["The system will help the clinic manage appointments. It will also send reminders.", "en"],
      [long, "ms"],
    ] as const) {
      await expect(rw(text, "expand", lang)).rejects.toBeInstanceOf(WriterUnsupportedError);
    }
  });

  it("shortens to at most 60% of the characters, keeping key sentences and dropping fillers", async () => {
    const out = await rw(long, "shorten");
    expect(out.length).toBeLessThanOrEqual(long.length * 0.6);
    expect(out).toContain("Program ini bertujuan meningkatkan literasi murid.");
    // The amount and the closing request stay whole.
    expect(out).toContain("Kos keseluruhan ialah RM 25,000.");
    expect(out).toContain("Kami berharap program ini mendapat sokongan.");
    expect(out).not.toMatch(/pada dasarnya|sebenarnya|dalam erti kata lain/i);
    const en =
      "Basically, the clinic needs a new booking system. Actually, patients wait too long on the phone. The system will send reminders by SMS. In other words, staff will spend less time on calls. The cost is RM 18,000. We hope the proposal is approved.";
    const short = await rw(en, "shorten", "en");
    expect(short.length).toBeLessThanOrEqual(en.length * 0.6);
    expect(short).not.toMatch(/basically|actually|in other words/i);
  });

  it("removes asides and fillers from a single long sentence", async () => {
    expect(
      await rw(
        "Pada dasarnya, projek ini (yang dirancang sejak tahun lepas) akan dilaksanakan oleh pasukan kami, sebenarnya dengan kerjasama pihak sekolah.",
        "shorten",
      ),
    ).toBe("Projek ini akan dilaksanakan oleh pasukan kami, dengan kerjasama pihak sekolah.");
  });
});
