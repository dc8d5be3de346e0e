/** Research roles: problem, literature, schedule by quarter, outputs, team, references. */

import { upperFirst } from "../../facts/text.js";
import type { Ctx } from "../ctx.js";
import { durationBlank, fill, items, own, type RoleWriter } from "./kit.js";
import { phaseNotes } from "./plans.js";

/** Words of a problem or a gap, in what the researcher wrote: 'belum diuji', 'masih rendah', 'little is known'. */
const GAP_STATED =
  /\b(?:masalah|jurang|kekurangan|kurang|belum|tiada|rendah|menurun|isu|cabaran|problem|gap|lack|lacks|few|little|limited|unknown|unclear|declin\w*|poor|issue|challenge)\b/i;

export const problem: RoleWriter = (c, o, target) => {
  own(c, o, "problem");
  if (c.constraints.length) o.list("ul", items(c.constraints));
  // 'This is the gap ...' follows only a gap the researcher stated; without one the paper asks for it.
  const stated = GAP_STATED.test([c.brief.description, c.brief.constraints, c.brief.additionalInfo].join("\n"));
  if (!stated)
    o.p(
      c.t(
        "Jurang yang hendak ditangani oleh {thing} ialah {gap}.",
        "The gap the study on {topic} addresses is {gap}.",
        {
          gap: c.ph(
            "jurang pengetahuan yang belum dijawab oleh kajian lepas",
            "the gap in knowledge past studies leave open",
          ),
        },
      ),
    );
  fill(c, o, target, [
    ...(stated
      ? ([
          [
            "Jurang inilah yang hendak ditangani oleh {thing} ini.",
            "This is the gap the study on {topic} sets out to address.",
          ],
        ] as const)
      : []),
    [
      "Tanpa {thing}, keputusan berkaitan masih bergantung pada andaian dan bukannya bukti.",
      "Without a study on {topic}, related decisions still rest on assumptions rather than evidence.",
    ],
    [
      "Pernyataan masalah ini akan disokong dengan rujukan yang dipetik dalam sorotan literatur.",
      "This problem statement will be supported by the references cited in the literature review.",
    ],
  ]);
};

export const literature: RoleWriter = (c, o, target) => {
  o.p(
    c.t(
      "Sorotan literatur {thing} akan merangkumi kajian lepas tentang {topic} yang berkaitan secara langsung dengan objektif kajian.",
      "The literature review for {thing} will cover past studies on {topic} that bear directly on the objectives.",
    ),
    c.t("Rujukan utama: {refs}.", "Key references: {refs}.", {
      refs: c.ph("rujukan utama (pengarang, tahun, tajuk)", "key references (author, year, title)"),
    }),
  );
  fill(c, o, target, [
    [
      "Jurang yang dikenal pasti daripada literatur akan menjadi asas reka bentuk {thing}.",
      "The gaps found in the literature will shape the design of {thing}.",
    ],
  ]);
};

export const gantt: RoleWriter = (c, o, target) => {
  durationBlank(c, o);
  const phases = c.schedule.phases;
  o.p(
    c.t("Jadual {thing} bagi tempoh {dur}:", "Schedule of {thing} over {dur}:") ??
      c.t("Jadual {thing}:", "Schedule of {thing}:"),
  );
  o.table(
    [c.w("Bil.", "No."), c.w("Aktiviti", "Activity"), c.w("Tempoh", "Period")],
    phases.map((p, i) => [String(i + 1), p.name, p.when]),
  );
  phaseNotes(c, o);
  fill(c, o, target, [
    [
      "Pencapaian setiap fasa {thing} akan dilaporkan dalam laporan kemajuan.",
      "Each milestone of {thing} will be reported in the progress reports.",
    ],
  ]);
};

/** A publication or a talk a study promises: 'satu artikel dalam jurnal berindeks Scopus'. */
const PUBLICATION = /\b(?:artikel|jurnal|penerbitan|makalah|article|journal|publication|paper)s?\b/i;
/** 'Hasil: ...', 'Output dijangka: ...', 'Expected outputs: ...'. */
const OUTPUTS_LABEL =
  /(?:^|[.!?]\s+|\n\s*)(?:hasil|output|outputs|expected outputs|hasil dijangka|output dijangka)\s*:\s*([^.!?\n]+)/iu;

/** The outputs the brief promises, as listed ('satu artikel ... dan satu pembentangan ...'); else its sentence naming a publication. */
function statedOutputs(text: string): string[] {
  const labelled = OUTPUTS_LABEL.exec(text)?.[1];
  const source =
    labelled ??
    text
      .split(/(?<=[.!?])\s+/)
      .find((sentence) => PUBLICATION.test(sentence) && !/RM\s*\d/.test(sentence))
      ?.replace(/[.!?]+$/, "");
  if (!source) return [];
  const parts = labelled
    ? source.split(
        /\s*[;,]\s*|\s+(?:dan|serta|and)\s+(?=(?:satu|dua|tiga|empat|lima|one|two|three|four|five|\d+|a|an)\b)/iu,
      )
    : [source];
  return (
    parts
      // '..., 1 MSc graduate, and a contamination map': the last item's 'and' joins the list, it is not the item's.
      .map((p) => p.trim().replace(/^(?:dan|serta|and)\s+/iu, ""))
      .filter(Boolean)
      .map((p) => upperFirst(p))
  );
}

export const outputs: RoleWriter = (c, o, target) => {
  const counts = c.facts.counts.filter((k) =>
    // The study's sample ('360 students') is no output; the postgraduates it trains are.
    /pascasiswazah|postgraduate|graduate|sarjana|master|msc|phd|doktor|penerbitan|publication|artikel|article|jurnal|journal/i.test(
      k.noun,
    ),
  );
  const stated = statedOutputs(c.brief.description);
  o.p(c.t("Hasil yang dijangka daripada {thing}:", "Expected outputs of {thing}:"));
  o.list("ul", [
    ...(stated.length ? stated : counts.map((k) => k.text)),
    ...(c.roles.includes("objectives") ? [] : items(c.objectives).slice(0, 3)),
    // The publications are a blank only when the brief names none.
    // A school's action research is reported to its school and district, not published in journals.
    ...(stated.some((x) => PUBLICATION.test(x))
      ? []
      : c.traits.academic
        ? [c.ph("bilangan dan jenis penerbitan berindeks", "the number and kind of indexed publications")]
        : [
            c.w(
              "Laporan penyelidikan tindakan dan pembentangan dapatan kepada guru-guru sekolah",
              "An action research report, with the findings presented to the school's teachers",
            ),
          ]),
  ]);
  fill(c, o, target, [
    [
      "Dapatan {thing} akan dikongsi melalui penerbitan dan seminar.",
      "The findings of {thing} will be shared through publications and seminars.",
    ],
  ]);
};

/** A researcher's name with its titles: 'Prof. Madya Dr. Nurul Huda binti Abdullah'. */
const RESEARCHER = String.raw`(?:Prof(?:esor)?\.?\s+(?:Madya\s+)?)?(?:Ir\.?\s+|Ts\.?\s+)?Dr\.?\s+\p{Lu}[\p{L}'’-]*(?:\s+(?:binti|bin|a\/l|a\/p|\p{Lu}[\p{L}'’-]*)){0,6}`;
/**
 * The researcher who applies: the one the brief opens on ('Dr. Nurul Huda binti Abdullah, pensyarah
 * kanan ...') or whose proposal it is ('This FRGS proposal by Dr. Siti Aminah binti Rahman, Senior
 * Lecturer at ...', 'Kajian ini dijalankan oleh Ts. Dr. Faridah ..., Pensyarah Kanan ...'), with the post
 * written after the name.
 */
const APPLYING_RESEARCHER = new RegExp(
  String.raw`^(${RESEARCHER}),(?:\s*([^,.()]{3,60}?)(?=\s+(?:at|di|of|dari|daripada)\s|[,.(]))?|\b(?:[Pp]roposal|[Aa]pplication|[Ss]tudy|[Pp]ermohonan|[Cc]adangan|[Kk]ajian)(?:\s+ini)?\s+(?:(?:is\s+|will\s+be\s+|akan\s+)?(?:conducted|led|carried\s+out|dijalankan|diketuai|dilaksanakan)\s+)?(?:by|oleh)\s+(${RESEARCHER})(?:,\s*([^,.()]{3,60}?)(?=\s+(?:at|di|of|dari|daripada)\s|[,.(]))?`,
  "u",
);

/** The researcher who applies, with their post when the brief gives it. */
export function applyingResearcher(c: Ctx): { name: string; post: string | null } | null {
  const m = APPLYING_RESEARCHER.exec(c.brief.description);
  const name = m?.[1] ?? m?.[3];
  return name ? { name: name.trim(), post: (m?.[2] ?? m?.[4])?.trim() || null } : null;
}

/** Where a researcher works: 'UPM' as the brief writes it, or the applicant when they share it ('Universiti Malaysia Terengganu (UMT)'). */
function workplace(c: Ctx, at: string | undefined): string | null {
  if (!at) return null;
  const applicant = c.facts.applicant;
  return applicant && c.brief.description.includes(`${applicant} (${at})`) ? applicant : at;
}

export const team: RoleWriter = (c, o, target) => {
  const institution = c.facts.applicant ?? c.ph("institusi", "institution");
  // The researchers the brief names, under their posts; a blank lead only when none of them leads.
  // 'Dr. Nurul Huda binti Abdullah, pensyarah kanan ..., memohon ...': the researcher who applies leads.
  const applicant = applyingResearcher(c)?.name;
  // 'Dr. Siti Hajar (project leader)' later in the brief is the same 'Dr. Siti Hajar binti Mohd Nor': one row.
  const same = (a: string, b: string) => a === b || a.startsWith(`${b} `) || b.startsWith(`${a} `);
  const named = [
    ...(applicant && !c.facts.keyPeople.some((p) => p.name === applicant)
      ? [[c.w("Ketua Penyelidik", "Lead Researcher"), applicant, institution]]
      : []),
    ...c.facts.keyPeople
      .filter((p) => !applicant || p.name === applicant || !same(p.name, applicant))
      .map((p) => [p.role, p.name, workplace(c, p.at) ?? institution]),
  ];
  const led = Boolean(applicant) || c.facts.keyPeople.some((p) => /ketua|lead|principal|head/i.test(p.role));
  o.table(
    [c.w("Peranan", "Role"), c.w("Nama", "Name"), c.w("Institusi", "Institution")],
    [
      ...(led ? [] : [[c.w("Ketua Penyelidik", "Lead Researcher"), c.ph("nama", "name"), institution]]),
      ...named,
      ...(named.length
        ? []
        : [[c.w("Penyelidik Bersama", "Co-researcher"), c.ph("nama", "name"), c.ph("institusi", "institution")]]),
    ],
  );
  fill(c, o, target, [
    [
      "Setiap ahli pasukan {thing} mempunyai tugas yang ditetapkan dalam metodologi.",
      "Each member of the {subj} team has duties set out in the methodology.",
    ],
  ]);
};

export const references: RoleWriter = (c, o) => {
  o.p(
    c.t(
      "Rujukan yang dipetik dalam kertas {subj} ini, mengikut format APA:",
      "References cited in this {subj} paper, in APA format:",
    ),
  );
  o.list("ol", [c.ph("rujukan dalam format APA", "references in APA format")]);
};
