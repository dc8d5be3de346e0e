/** Opening roles: summary, introduction, purpose, background, rationale, need, project. */
import { type Ctx, runningStart } from "../ctx.js";
import { rm } from "../format.js";
import { fill, items, own, type RoleWriter } from "./kit.js";

const ADDRESSED: readonly [ms: string, en: string] = [
  "Kertas ini dikemukakan kepada {to} untuk pertimbangan dan kelulusan.",
  "This paper is submitted to {to} for consideration and approval.",
];

export const summary: RoleWriter = (c, o, target) => {
  own(c, o, "summary");
  o.p(
    c.t(
      "{org} mengemukakan {title} bagi memohon pertimbangan {addressee}.",
      "{org} submits the {title} for the consideration of {addressee}.",
    ) ??
      c.t(
        "Kertas ini mengemukakan {title} untuk pertimbangan {to}.",
        "This paper presents the {title} for the consideration of {to}.",
      ),
    c.t(
      "Jumlah kos {thing} ialah {total} dan tempoh pelaksanaannya {dur}, bermula {start}.",
      "{Thing} costs {total} in total over {dur}, starting on {start}.",
    ) ??
      c.t(
        "Jumlah kos {thing} ialah {total} dan tempoh pelaksanaannya {dur} dari tarikh kelulusan.",
        "{Thing} costs {total} in total over {dur} from the date of approval.",
      ) ??
      c.t("Jumlah kos {thing} ialah {total}.", "{Thing} costs {total} in total."),
    c.facts.requested !== null && c.facts.requested !== c.budget.total
      ? c.t("Jumlah yang dipohon ialah {req}.", "The amount requested is {req}.", { req: rm(c.facts.requested) })
      : null,
  );
  if (c.objectives.length && c.roles.includes("objectives")) {
    o.p(
      c.objectives.length === 1
        ? c.t(
            "Objektif utama {thing} diperincikan dalam bahagian Objektif.",
            "The main objective of {thing} is set out under Objectives.",
          )
        : c.t(
            "{Thing} mempunyai {n} objektif utama yang diperincikan dalam bahagian Objektif.",
            "{Thing} has {n} main objectives, set out under Objectives.",
            { n: String(c.objectives.length) },
          ),
    );
  } else if (c.objectives.length) {
    o.p(c.t("Secara ringkas, {thing} ini bertujuan untuk:", "In brief, {thing} aims to:"));
    o.list("ul", items(c.objectives.slice(0, 3)));
  }
  fill(c, o, target, [
    [
      "Butiran {subj} dihuraikan dalam bahagian-bahagian berikut, termasuk jadual, kos dan pihak yang bertanggungjawab.",
      "The details of the {subj} follow in the next sections, including its schedule, costs and the people responsible.",
    ],
    // True only when no figure in the paper is the writer's own allocation ('(anggaran)').
    ...(c.budget.estimate
      ? []
      : ([
          [
            "Setiap angka dalam kertas ini ialah angka yang telah ditetapkan oleh {org}.",
            "Every figure in this paper is one set by {org}.",
          ],
        ] as const)),
  ]);
};

const STAFF = /\b(?:pekerja|kakitangan|staf|workers?|staff|employees?)\b/i;

function takesPart(c: Ctx): boolean {
  return (c.kind.id === "program" || c.kind.id === "cadangan") && !STAFF.test(c.slots.count ?? "");
}

/**
 * A title that ends with its organiser ('Hari Raya Open House 2027, Persatuan Penduduk Taman Melawati')
 * without it, where the sentence names the organiser after it ('... organised by {org}').
 */
function withoutOrg(title: string, org: string | null | undefined): string {
  if (!org || title.length <= org.length || !title.toLocaleLowerCase("ms").endsWith(org.toLocaleLowerCase("ms"))) {
    return title;
  }
  const bare = title
    .slice(0, title.length - org.length)
    .replace(/(?:[\s,:–—-]|\b(?:oleh|anjuran|by)\b)+$/iu, "")
    .trim();
  return bare || title;
}

export const introduction: RoleWriter = (c, o, target) => {
  // A title that names the paper itself takes no 'cadangan' ('Cadangan Pembukaan ...'), and 'Kertas
  // Cadangan Perkhidmatan Katering' is presented as 'cadangan Perkhidmatan Katering', never 'Kertas
  // kerja ini mengemukakan Kertas ...'.
  const title = c.slots.title ?? "";
  const paperTitle = /^(?:kertas|cadangan|permohonan|pelan|tawaran|sebut harga|tender)\b/i.test(title);
  const named = /^kertas\s+(?:cadangan|kerja)\s+/i.test(title)
    ? title.replace(/^kertas\s+(?:cadangan|kerja)\s+/i, "")
    : null;
  if (named) c.doc.titleUses++;
  o.p(
    c.t(
      named
        ? "Kertas kerja ini mengemukakan cadangan {named} oleh {org}."
        : paperTitle
          ? "Kertas kerja ini mengemukakan {title} oleh {org}."
          : "Kertas kerja ini mengemukakan cadangan {title} oleh {org}.",
      // An event is organised; a service, a study or a business is proposed.
      c.kind.id === "program"
        ? "This paper presents the {title} organised by {org}."
        : "This paper presents the {title} from {org}.",
      { named: named ?? undefined, title: withoutOrg(title, c.slots.org) },
    ) ?? c.t("Kertas kerja ini mengemukakan {titled}.", "This paper presents the {titled}."),
    c.t("{Thing} ini akan diadakan pada {eventDate} di {venue}.", "{Thing} will be held on {eventDate} at {venue}."),
    c.t(...ADDRESSED),
  );
  own(c, o, "introduction");
  fill(c, o, target, [
    ["{Thing} ini dirancang khusus untuk {aud}.", "{Thing} is planned for {aud}."],
    // People take part in an event or a community project; a company's workers do not 'take part'.
    ...(takesPart(c)
      ? ([
          [
            "Penyertaan {count} dijangka dalam {thing} ini.",
            "Some {count} are expected to take part in {thing}.",
            "gathering",
          ],
          ["{Thing} ini dijangka memberi manfaat kepada {count}.", "{Thing} is expected to reach {count}.", "outreach"],
        ] as const)
      : []),
    // True of every paper: a quotation has no rationale or objectives to promise.
    c.kind.id === "program" || c.kind.id === "cadangan"
      ? [
          "Bahagian-bahagian berikut menghuraikan rasional, objektif, pelaksanaan dan kos {subj} ini.",
          "The sections that follow set out the rationale, objectives, implementation and cost of the {subj}.",
        ]
      : [
          "Bahagian-bahagian berikut menghuraikan butiran, pelaksanaan dan kos {subj} ini.",
          "The sections that follow set out the details, delivery and cost of the {subj}.",
        ],
    [
      "Kertas ini juga menyenaraikan perkara yang masih perlu dimuktamadkan sebelum {thing} dilaksanakan.",
      "This paper also lists what remains to be settled before {thing} goes ahead.",
    ],
  ]);
};

export const purpose: RoleWriter = (c, o, target) => {
  o.p(
    c.t(
      "Kertas ini bertujuan memohon pertimbangan dan kelulusan {addressee} terhadap {title}.",
      "This paper seeks the consideration and approval of {addressee} for the {title}.",
    ) ??
      c.t(
        "Kertas ini bertujuan memohon pertimbangan dan kelulusan {to} terhadap {title}.",
        "This paper seeks the consideration and approval of {to} for the {title}.",
      ),
    c.t("Cadangan ini dikemukakan oleh {org}.", "The proposal is submitted by {org}."),
    c.t("Implikasi kewangan cadangan ini ialah {total}.", "The financial implication of the proposal is {total}."),
  );
  fill(c, o, target, [
    ["Keputusan yang dipohon dinyatakan dalam bahagian Syor.", "The decision sought is set out under Recommendation."],
  ]);
};

export const background: RoleWriter = (c, o, target) => {
  const before = o.blocks.length;
  own(c, o, "background");
  // 'This situation' and 'the needs set out above' point back at the user's own account of it.
  const told = o.blocks.length > before;
  fill(c, o, target, [
    ...(told
      ? ([
          [
            "Keadaan semasa inilah yang mendorong {org} mengemukakan cadangan {subj}.",
            "It is this situation that led {org} to propose the {subj}.",
          ],
          [
            "Cadangan {subj} ini dibina atas keperluan yang dinyatakan di atas dan tidak bertindih dengan usaha sedia ada.",
            "The {subj} proposal builds on the needs set out above and does not duplicate existing efforts.",
          ],
        ] as const)
      : []),
    [
      "Maklumat tambahan tentang {subj}, seperti keputusan mesyuarat terdahulu, boleh dilampirkan bersama kertas ini.",
      "Further information on the {subj}, such as earlier meeting decisions, can be attached to this paper.",
    ],
  ]);
};

export const rationale: RoleWriter = (c, o, target) => {
  // Why it is held: for its audience, else for its first stated objective; never a sentence that says nothing.
  const aim = c.objectives[0]?.replace(/[\s.;]+$/u, "");
  o.p(
    c.t(
      "{Thing} ini diadakan kerana {aud} memerlukan ruang yang teratur untuk terlibat secara langsung.",
      "{Thing} is held because {aud} need an organised setting in which to take part directly.",
    ) ??
      (aim
        ? // A figure to reach ('60% isi rumah menuai ...') is a target, not a purpose clause.
          /^(?:\d|RM\s?\d)/.test(aim)
          ? c.t("{Thing} ini diadakan dengan sasaran {aim}.", "{Thing} is held with this target: {aim}.", { aim })
          : c.t("{Thing} ini diadakan untuk {aim}.", "{Thing} is held to {aim}.", { aim: runningStart(aim) })
        : undefined),
  );
  fill(c, o, target, [
    [
      "Program seumpama {subj} memupuk semangat kerjasama antara penganjur, peserta dan komuniti sekitar.",
      "A programme such as the {subj} builds cooperation between the organiser, the participants and the surrounding community.",
    ],
    [
      "Penganjuran {thing} secara tersusun membolehkan setiap peserta mendapat manfaat yang sama.",
      "Organising {thing} carefully lets every participant benefit equally.",
    ],
    [
      "{Thing} juga memberi pengalaman kepada ahli jawatankuasa dalam merancang dan mengurus acara.",
      "{Thing} also gives committee members experience in planning and running an event.",
    ],
    // Said only where the paper has all three.
    ...(c.facts.venue && c.facts.eventDate && c.budget.total !== null
      ? [
          [
            "Dengan tarikh, tempat dan kos yang jelas, {thing} dapat dinilai dan diluluskan dengan mudah.",
            "With a clear date, venue and cost, {thing} is easy to assess and approve.",
          ] as const,
        ]
      : []),
    [
      "Hasil {subj} akan dilaporkan kepada pihak yang meluluskan selepas program.",
      "The results of the {subj} will be reported to the approving body after the programme.",
    ],
  ]);
};

export const need: RoleWriter = (c, o, target) => {
  o.p(
    c.t(
      "{Thing} ini menjawab keperluan yang dihadapi oleh {org} pada masa ini.",
      "{Thing} answers a need {org} faces today.",
    ),
  );
  if (c.constraints.length) {
    o.p(c.t("Kekangan yang dihadapi ialah:", "The constraints faced are:"));
    o.list("ul", items(c.constraints));
  }
  fill(c, o, target, [
    [
      "Tanpa {thing}, keperluan ini akan terus menghadkan pertumbuhan {org}.",
      "Without {thing}, this need will go on limiting {org}'s growth.",
    ],
    [
      "Pembiayaan ini membolehkan {thing} dilaksanakan dalam tempoh {dur} dan bukan secara berperingkat yang lebih lama.",
      "This funding lets {thing} be completed within {dur} rather than piecemeal over a longer period.",
    ],
  ]);
};

export const project: RoleWriter = (c, o, target) => {
  own(c, o, "project");
  if (c.requirements.length) {
    o.p(c.t("Komponen utama {thing} ialah:", "The main components of {thing} are:"));
    o.list("ul", items(c.requirements));
  }
  // Said only when the cost table has a line for every component the brief lists.
  const costed = (r: string) =>
    c.budget.lines.some((l) => {
      const [a, b] = [l.item.toLowerCase(), r.toLowerCase()];
      return a.includes(b) || b.includes(a);
    });
  fill(c, o, target, [
    c.requirements.every(costed)
      ? [
          "Setiap komponen {thing} dikira dalam kos projek dan dijadualkan dalam jadual pelaksanaan.",
          "Each component of {thing} is costed in the project cost and placed in the implementation schedule.",
        ]
      : [
          "Setiap komponen {thing} dijadualkan dalam jadual pelaksanaan.",
          "Each component of {thing} is placed in the implementation schedule.",
        ],
    ["{Thing} dilaksanakan oleh {org} dalam tempoh {dur}.", "{Thing} is carried out by {org} over {dur}."],
    [
      "Kemajuan {subj} akan dilaporkan kepada {addressee} mengikut syarat pembiayaan.",
      "Progress on the {subj} will be reported to {addressee} as the financing terms require.",
    ],
  ]);
};
