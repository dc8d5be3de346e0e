import { describe, expect, it } from "vitest";
import type { RewriteAction } from "../../writer.js";
import { createBuiltinWriter } from "../composer.js";
import { INFORMAL_NOTES } from "./informal-corpus.js";

const writer = createBuiltinWriter();
const rw = (text: string, action: RewriteAction) => writer.rewrite(text, action, "ms");

/** Chat words that must not survive Grammar or Formal as whole words. */
const CHAT = (
  "x tak nk nak dah blh sbb utk dgn yg tu ni je gak camne kat pastu takde mcm org skrg lps " +
  "kitorang kitaorang kiteorang diorang diorg dorang korang kauorang aku ko kau " +
  "customer staff boss bos loan apply meeting budget event sales supplier order delivery online cash settle confirm " +
  "update deadline invoice payment quotation tq"
).split(" ");
/** Chat particles Formal removes. */
const PARTICLES = "lah kan eh weh ok okay".split(" ");
const CALENDAR =
  /(?<![\p{L}-])(januari|februari|mac|april|mei|jun|julai|ogos|september|oktober|november|disember|isnin|selasa|rabu|khamis|jumaat|sabtu|ahad)(?![\p{L}-])/u;

const wholeWord = (w: string) => new RegExp(`(?<![\\p{L}\\p{N}'’-])${w}(?![\\p{L}\\p{N}'’-])`, "iu");
/** The output with the names and figures it must keep taken out, so a name like 'Bisnes Online' is not a chat word. */
const withoutKept = (out: string, keep: string[]) => keep.reduce((s, k) => s.split(k).join(" "), out);
/** Sentences: split after . ! ? before a capital, but not after a title ('Dr. Farid'). */
const sentences = (s: string) =>
  s.split(/(?<=[.!?])\s+(?=\p{Lu})/u).reduce<string[]>((out, part) => {
    const last = out.at(-1);
    if (last && /\b(Dr|Mr|Mrs|En|Pn|Tn)\.$/.test(last)) out[out.length - 1] = `${last} ${part}`;
    else out.push(part);
    return out;
  }, []);

describe("the corpus", () => {
  it("has 20+ notes, each with figures and names to keep and a request clause found in its text", () => {
    expect(INFORMAL_NOTES.length).toBeGreaterThanOrEqual(20);
    for (const note of INFORMAL_NOTES) {
      expect(note.text).toContain(note.request);
      expect(
        note.keep.some((k) => /RM\s?\d/.test(k)),
        note.who,
      ).toBe(true);
      for (const k of note.keep) expect(note.text.toLowerCase()).toContain(k.toLowerCase());
    }
  });
});

for (const action of ["grammar", "formal"] as const) {
  describe(`${action} on chat notes`, () => {
    for (const note of INFORMAL_NOTES) {
      it(`${note.who}: keeps every figure and name, leaves no chat word, and a second run changes nothing`, async () => {
        const out = await rw(note.text, action);
        for (const k of note.keep) expect(out, k).toContain(k);
        const rest = withoutKept(out, note.keep);
        for (const w of action === "formal" ? [...CHAT, ...PARTICLES] : CHAT)
          expect(rest, `'${w}' in: ${out}`).not.toMatch(wholeWord(w));
        if (action === "formal") expect(rest).not.toMatch(/\bke\s*\?|\bke\s+tidak\b/iu);
        expect(rest, "day and month names are capitalised").not.toMatch(CALENDAR);
        expect(out, "no word written twice").not.toMatch(/(?<![\p{L}-])(\p{L}+)\s+\1(?![\p{L}-])/iu);
        expect(out).not.toMatch(/apabila-apabila|menghasilkan|pihak kami pihak kami/iu);
        for (const s of sentences(out))
          expect(s, "each sentence starts with a capital").toMatch(/^["'(]?[\p{Lu}\p{N}]/u);
        expect(await rw(out, action)).toBe(out);
      });
    }
  });
}

/**
 * A sentence a shortened note must keep: an amount, a date (day or month name), a time, a
 * percentage, an account or reference number, a question or a request word.
 */
const MUST = new RegExp(
  [
    String.raw`RM\s?\d|\d[.:]\d{2}|\d\s?%|\d{3,}[\s-]\d{3,}|\p{Lu}{2,}-?\d{3,}|\?`,
    String.raw`\b(mohon|minta|sila|tolong|please|harap|boleh\s+(tak|ke|x))\b`,
    String.raw`\b(isnin|selasa|rabu|khamis|jumaat|sabtu|ahad|januari|februari|mac|april|mei|jun|julai|ogos|september|oktober|november|disember|feb|okt)\b`,
  ].join("|"),
  "iu",
);
const FIGURE =
  /RM\s?\d|\d[.:]\d{2}|\b(januari|februari|mac|april|mei|jun|julai|ogos|september|oktober|november|disember|feb|okt)\b/iu;

describe("shorten on chat notes", () => {
  for (const note of INFORMAL_NOTES) {
    it(`${note.who}: keeps the request, every amount, date and time, drops greetings and thanks`, async () => {
      const out = await rw(note.text, "shorten");
      const lower = out.toLowerCase();
      expect(lower).toContain(note.request.toLowerCase());
      for (const k of note.keep.filter((k) => FIGURE.test(k))) expect(lower, k).toContain(k.toLowerCase());
      expect(out).not.toMatch(/\b(assalamualaikum|terima kasih|tq|jazakallah\w*|sorry|maaf ganggu)\b/iu);
      // Whole sentences only: every kept sentence ends exactly as a sentence of the note ends
      // (a closing ', alhamdulillah' or ', tq' may go).
      const ends = sentences(note.text).map((s) =>
        s
          .replace(/,\s*(alhamdulillah|tq|terima kasih)(?=[.!?]*$)/iu, "")
          .split(/\s+/)
          .slice(-3)
          .join(" "),
      );
      for (const s of sentences(out)) expect(ends, s).toContain(s.split(/\s+/).slice(-3).join(" "));
      // The length rule: at most 60% of the note whenever the sentences it must keep fit in 60%;
      // otherwise it keeps nothing else.
      const must = (s: string) => MUST.test(s) || s.toLowerCase().includes(note.request.toLowerCase());
      const mustLength = sentences(note.text)
        .filter(must)
        .reduce((n, s) => n + s.length + 1, 0);
      if (mustLength <= note.text.length * 0.6) expect(out.length).toBeLessThanOrEqual(note.text.length * 0.6);
      else for (const s of sentences(out)) expect(must(s), s).toBe(true);
    });
  }

  it("on a note of one or two sentences drops only the courtesy, never what it says", async () => {
    expect(await rw("ok noted. nanti sy inform cikgu2 lain pasal ni.", "shorten")).toBe(
      "Nanti sy inform cikgu2 lain pasal ni.",
    );
    expect(await rw("tq bg, nanti sy transfer duit tu malam ni. korang setuju tak?", "shorten")).toBe(
      "Nanti sy transfer duit tu malam ni. Korang setuju tak?",
    );
    // Only courtesy: nothing to shorten, and the text is not erased.
    expect(await rw("Terima kasih semua.", "shorten")).toBe("Terima kasih semua.");
  });

  it("keeps a dense note whole rather than cut a figure or the request", async () => {
    const dense =
      "Tapak RM450 dibayar pada 3 Mac 2027. Khemah RM1,200 dihantar pada 12 Mac 2027. Mohon sahkan jumlah RM1,650 sebelum 15 Mac 2027.";
    expect(await rw(dense, "shorten")).toBe(dense);
  });
});

describe("the chat words that used to go wrong", () => {
  it("never writes 'apabila-apabila masa' or 'menghasilkan kelas'", async () => {
    const out = await rw("kita boleh buat kelas tambahan bila-bila masa, bila dah siap kita bagitau", "formal");
    expect(out).toBe("Kita boleh mengadakan kelas tambahan bila-bila masa, apabila sudah siap kita maklumkan.");
    expect(await rw("boleh datang bila bila masa", "grammar")).toBe("Boleh datang bila-bila masa.");
  });

  it("keeps 'bila' in a question and 'lepas' in 'minggu lepas'", async () => {
    expect(await rw("Bila nak mula?", "formal")).toBe("Bila hendak mula?");
    expect(await rw("Kertas ini menerangkan apa yang akan dibuat, bila, di mana dan oleh siapa.", "formal")).toBe(
      "Kertas ini menerangkan apa yang akan dibuat, bila, di mana dan oleh siapa.",
    );
    expect(await rw("order minggu lepas tu x sampai", "grammar")).toBe("Tempahan minggu lepas itu tidak sampai.");
  });

  it("makes 'sebab' 'kerana' only before a clause, never the noun", async () => {
    expect(await rw("sy x datang sbb sy demam", "grammar")).toBe("Saya tidak datang kerana saya demam.");
    for (const formalText of [
      "Tempat simpanan disediakan sekiranya dewan tidak dapat digunakan atas sebab yang tidak dijangka.",
      "Sebut harga dibandingkan dan sebab pemilihannya direkodkan.",
    ])
      expect(await rw(formalText, "formal")).toBe(formalText);
  });

  it("rewrites whole words only: 'tuan', 'kata', '3 x 4' and names stay", async () => {
    expect(await rw("Terima kasih tuan, tu je", "grammar")).toBe("Terima kasih tuan, itu sahaja.");
    expect(await rw("bilik 3 x 4 meter kata dia", "grammar")).toBe("Bilik 3 x 4 meter kata dia.");
    expect(await rw("Projek X di Kedai Best Online Sdn Bhd", "formal")).toBe("Projek X di Kedai Best Online Sdn Bhd.");
  });

  it("puts English verbs in the form the sentence needs", async () => {
    expect(await rw("Dah confirm?", "grammar")).toBe("Sudah disahkan?");
    expect(await rw("kitorang dah confirm tarikh", "grammar")).toBe("Kami sudah mengesahkan tarikh.");
    expect(await rw("tolong update bajet", "grammar")).toBe("Tolong kemas kini bajet.");
    expect(await rw("baki tu boleh tak encik settle", "grammar")).toBe("Baki itu boleh tidak encik selesaikan.");
    expect(await rw("bayaran boleh transfer ke akaun kelab", "grammar")).toBe(
      "Bayaran boleh dipindahkan ke akaun kelab.",
    );
  });

  it("reads English words by their neighbours: a school year, a phone number, an address", async () => {
    expect(await rw("anak sy form 4, tolong isi form ni", "grammar")).toBe(
      "Anak saya tingkatan 4, tolong isi borang ini.",
    );
    expect(await rw("boleh email kat admin@kedai.my atau call 012-345 6789", "grammar")).toBe(
      "Boleh e-mel ke admin@kedai.my atau hubungi 012-345 6789.",
    );
    expect(await rw("semua staff kena attend", "formal")).toBe("Semua kakitangan perlu hadir.");
  });

  it("removes chat particles in Formal: lah, kan, ke, weh, ok", async () => {
    expect(await rw("Ok, boleh ke kita guna dewan? Weh, jgn lupa lah. Dah bayar kan?", "formal")).toBe(
      "Bolehkah kita guna dewan? Jangan lupa. Sudah bayar?",
    );
    expect(await rw("Dia datang ke tak?", "formal")).toBe("Dia datang atau tidak?");
  });
});
