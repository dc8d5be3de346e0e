/** Closing roles: grounds for consideration, recommendation, closing with the signature block. */
import { KINDS } from "../../../../common/kinds/index.js";
import { escapeRegExp } from "../../builtin/text.js";
import type { Ctx } from "../ctx.js";
import { rm } from "../format.js";
import { moreLines } from "../more/index.js";
import type { Out } from "../out.js";
import { postIn } from "./event.js";
import { fill, items, type RoleWriter } from "./kit.js";
import { applyingResearcher } from "./research.js";

export const justification: RoleWriter = (c, o, target) => {
  o.p(
    c.t(
      "Cadangan {subj} wajar dipertimbangkan atas asas berikut:",
      "The {subj} proposal merits consideration on these grounds:",
    ),
  );
  o.list(
    "ol",
    items(
      [
        ...(c.roles.includes("objectives") ? [] : c.objectives),
        ...(c.roles.includes("scope") ? [] : c.requirements),
      ].slice(0, 5),
    ),
  );
  fill(c, o, target, [
    [
      "Kos {thing} sebanyak {total} adalah seimbang dengan manfaat yang dijangka.",
      "The {total} cost of {thing} is in proportion to the expected benefit.",
    ],
    [
      "Alternatif untuk tidak melaksanakan {thing} akan mengekalkan masalah sedia ada.",
      "The alternative of not carrying out {thing} would leave the present problem in place.",
    ],
  ]);
};

/** What the brief asks approved besides money: 'memohon MBPJ meluluskan penggunaan tanah selama 3 tahun dan peruntukan RM 30,000'. */
const ASKS_APPROVAL = /\b(?:memohon|mohon|ask|asks|request)\b[^.;]*?\b(?:meluluskan|to approve)\s+([^.;]+)/iu;
const MONEY_ASK = /\bRM\s?\d|\b(?:peruntukan|dana|geran|sumbangan|bantuan|allocation|funding|grant|funds?)\b/i;

function otherApprovals(c: Ctx): string[] {
  const asked = ASKS_APPROVAL.exec(c.brief.description)?.[1];
  if (!asked) return [];
  return asked
    .split(/\s*,\s*|\s+(?:dan|and)\s+/u)
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).length >= 2 && !MONEY_ASK.test(part))
    .map((part) => c.w(`Meluluskan ${part}`, `Approve ${part.replace(/^(?:the|our)\s+/i, "the ")}`));
}

export const recommendation: RoleWriter = (c, o, target) => {
  o.p(
    c.t("{addressee} dengan hormatnya dipohon untuk:", "{addressee} is respectfully asked to:") ??
      c.t("Mesyuarat dengan hormatnya dipohon untuk:", "The meeting is respectfully asked to:"),
  );
  o.list("ol", [
    c.t("Meluluskan {title}", "Approve the {title}") ?? "",
    ...otherApprovals(c),
    // What the addressee is asked to give: the amount requested when the applicant pays the rest.
    (c.facts.requested !== null && c.facts.requested !== c.budget.total
      ? c.t(
          "Meluluskan peruntukan sebanyak {req} daripada jumlah kos {total}",
          "Approve an allocation of {req} towards the total cost of {total}",
          { req: rm(c.facts.requested) },
        )
      : c.t("Meluluskan peruntukan sebanyak {total}", "Approve an allocation of {total}")) ?? "",
    c.t(
      "Memberi kebenaran kepada {org} untuk melaksanakan {thing} mulai {start}",
      "Authorise {org} to carry out {thing} from {start}",
    ) ??
      c.t(
        "Memberi kebenaran kepada {org} untuk melaksanakan {thing} dalam tempoh {dur} dari tarikh kelulusan",
        "Authorise {org} to carry out {thing} within {dur} of approval",
      ) ??
      "",
  ]);
  fill(c, o, target, [
    [
      "Keputusan ini membolehkan persediaan {subj} dimulakan dengan segera.",
      "This decision lets preparation of the {subj} begin at once.",
    ],
  ]);
};

const ATTACHMENTS: Record<string, [string, string][]> = {
  program: [
    ["Senarai nama peserta", "List of participants"],
    ["Surat kebenaran pihak berkaitan", "Permission letters"],
    ["Pelan lokasi dan susun atur tapak", "Location map and site layout"],
  ],
  cadangan: [
    ["Minit mesyuarat atau keputusan terdahulu yang berkaitan", "Minutes or earlier decisions concerned"],
    ["Anggaran kos terperinci dan sebut harga", "Detailed cost estimate and quotations"],
  ],
  geran: [
    [
      "Salinan pendaftaran perniagaan (SSM) dan kad pengenalan pemilik",
      "Business registration (SSM) and the owners' identity cards",
    ],
    ["Penyata bank enam bulan terkini", "The latest six months of bank statements"],
    ["Sekurang-kurangnya dua sebut harga bagi setiap perkara kos", "At least two quotations for each cost item"],
    ["Gambar premis dan peralatan sedia ada", "Photographs of the premises and existing equipment"],
  ],
  penyelidikan: [
    ["CV ketua penyelidik dan ahli", "CVs of the lead and member researchers"],
    ["Surat sokongan institusi", "The institution's letter of support"],
  ],
  tender: [
    ["Sijil pendaftaran syarikat (SSM) dan MOF/CIDB", "Company registration (SSM) and MOF/CIDB certificates"],
    ["Senarai pengalaman kontrak terdahulu", "Record of past contracts"],
    ["Penyata kewangan syarikat terkini", "The company's latest financial statements"],
  ],
};

/** A community body's papers for a grant: its registration, its committee's decision and its accounts. */
const COMMUNITY_GRANT_ATTACHMENTS: [string, string][] = [
  [
    "Sijil pendaftaran pertubuhan (ROS) dan senarai ahli jawatankuasa",
    "Registration certificate (ROS) and the list of committee members",
  ],
  ["Minit mesyuarat yang meluluskan permohonan ini", "Minutes of the meeting that approved this application"],
  ["Penyata kewangan pertubuhan yang terkini", "The body's latest financial statement"],
  ["Sekurang-kurangnya dua sebut harga bagi setiap perkara kos", "At least two quotations for each cost item"],
];

/** A cooperative's papers for a grant: its SKM registration, its board's decision and its audited accounts. */
const COOPERATIVE_GRANT_ATTACHMENTS: [string, string][] = [
  [
    "Sijil pendaftaran koperasi (SKM) dan senarai ahli lembaga",
    "Registration certificate (SKM) and the list of board members",
  ],
  [
    "Minit mesyuarat lembaga yang meluluskan permohonan ini",
    "Minutes of the board meeting that approved this application",
  ],
  ["Penyata kewangan beraudit koperasi yang terkini", "The cooperative's latest audited financial statements"],
  ["Sekurang-kurangnya dua sebut harga bagi setiap perkara kos", "At least two quotations for each cost item"],
  ["Gambar premis dan peralatan sedia ada", "Photographs of the premises and existing equipment"],
];

/**
 * A new business's papers: it has no accounts or premises to show yet, only its owner, its quotations
 * and, when it pays a share, the savings that pay it.
 */
const newBusinessAttachments = (ownShare: boolean): [string, string][] => [
  [
    "Salinan kad pengenalan pemilik dan bukti permohonan pendaftaran perniagaan (SSM)",
    "The owner's identity card and proof of the business registration (SSM) application",
  ],
  ...(ownShare
    ? ([
        ["Penyata simpanan pemilik bagi sumbangan sendiri", "The owner's savings statement for the own contribution"],
      ] as [string, string][])
    : []),
  ["Sekurang-kurangnya dua sebut harga bagi setiap perkara kos", "At least two quotations for each cost item"],
];

/** A caterer's papers: what a client checks before it lets a kitchen feed its guests. */
const FOOD_SERVICE_ATTACHMENTS: [string, string][] = [
  ["Sijil pendaftaran syarikat (SSM)", "Company registration (SSM)"],
  ["Sijil halal atau status permohonannya", "Halal certificate or the status of its application"],
  ["Lesen premis makanan daripada pihak berkuasa tempatan", "Food premises licence from the local authority"],
  [
    "Sijil latihan pengendali makanan dan rekod suntikan tifoid pekerja",
    "Food handler training certificates and the staff's typhoid vaccination records",
  ],
  ["Senarai kontrak dan majlis yang pernah dikendalikan", "List of contracts and events catered before"],
];

/** A canteen operator's papers: what a school or office checks before it lets a kitchen feed its people. */
const CANTEEN_ATTACHMENTS: [string, string][] = [
  ["Sijil pendaftaran syarikat (SSM)", "Company registration (SSM)"],
  ["Lesen premis makanan daripada pihak berkuasa tempatan", "Food premises licence from the local authority"],
  [
    "Sijil latihan pengendali makanan dan rekod suntikan tifoid pekerja",
    "Food handler training certificates and the staff's typhoid vaccination records",
  ],
  ["Cadangan menu dan senarai harga", "The proposed menu and price list"],
  ["Senarai kantin yang pernah atau sedang diusahakan", "List of canteens run before or now"],
];

/** The applicant's declaration (grant, research, tender) and the attachments the reader will look for. */
function declaration(c: Ctx, o: Out): void {
  if (c.kind.id === "geran" || c.kind.id === "penyelidikan" || c.kind.id === "tender") {
    o.p(
      c.t(
        "{org} mengaku bahawa segala maklumat dalam kertas ini adalah benar, dan bersetuju memberikan dokumen sokongan tambahan jika diminta oleh {addressee}.",
        "{org} declares that all information in this paper is true, and agrees to provide further supporting documents if {addressee} asks for them.",
      ) ??
        c.t(
          "Pemohon mengaku bahawa segala maklumat dalam kertas ini adalah benar dan bersetuju memberikan dokumen sokongan tambahan jika diminta.",
          "The applicant declares that all information in this paper is true and agrees to provide further supporting documents on request.",
        ),
    );
  }
  const list = c.traits.canteen
    ? CANTEEN_ATTACHMENTS
    : c.traits.foodService
      ? FOOD_SERVICE_ATTACHMENTS
      : c.kind.id === "geran" && c.traits.cooperative
        ? COOPERATIVE_GRANT_ATTACHMENTS
        : c.kind.id === "geran" && !c.traits.business
          ? COMMUNITY_GRANT_ATTACHMENTS
          : c.kind.id === "geran" && !c.traits.trading
            ? newBusinessAttachments(c.traits.ownShare)
            : (ATTACHMENTS[c.kind.id] ?? []);
  o.p(c.t("Lampiran yang disertakan bersama kertas {subj} ini:", "Attachments to this {subj} paper:"));
  o.list(
    "ol",
    list.map((a) => statedRegistrations(c, c.lang === "ms" ? a[0] : a[1])),
  );
}

/**
 * A tender's registration certificates are those the bidder states ('MOF 222101'), never a CIDB
 * certificate the brief says is not required.
 */
function statedRegistrations(c: Ctx, line: string): string {
  if (!line.includes("MOF/CIDB") || !c.facts.registrations.length) return line;
  return line.replace("MOF/CIDB", c.facts.registrations.join(", "));
}

/** Who signs what, from the posts the brief names: a programme's or a society's secretary prepares and its chair reviews it. */
const SECRETARY = /^(?:setiausaha|secretary)$/i;
const CHAIR =
  /^(?:(?:PTA|PIBG|club|kelab|association|persatuan|society)(?:['’]s)?\s+)?(?:pengerusi|chair(?:man|person|woman)?|presiden|president|yang dipertua)(?:\s+(?:persatuan|kelab|pertubuhan|jawatankuasa|koperasi|PIBG|PTA|surau|masjid|association|club|society|committee))?$/i;
const HEAD =
  /^(?:pemilik|owner|pengarah urusan|managing director|pengarah|director|PI|ketua penyelidik|penyelidik utama|principal investigator|project leader|ketua projek|lead researcher|presiden|president|pengurus(?:\s+(?:besar|operasi|perniagaan))?|(?:general\s+|operations\s+|business\s+)?manager|ceo|chief executive officer|ketua pegawai eksekutif)$/i;
const SIGNS: Record<"prepared" | "reviewed" | "supported", { society: RegExp; other: RegExp }> = {
  prepared: { society: SECRETARY, other: HEAD },
  reviewed: { society: CHAIR, other: /^$/ },
  supported: { society: CHAIR, other: /^$/ },
};
/** A body run by a committee rather than an owner (a school's project committee too): its papers are prepared by its secretary. */
const SOCIETY =
  /^(?:persatuan|pertubuhan|kelab|jawatankuasa|koperasi|PIBG|surau|masjid|badan|majlis belia|SK|SMK|SJKC?|SJKT|sekolah|association|society|club|committee|residents)\b|\b(?:association|society|club|committee|school)$/i;

/** The person the brief names for a signature, with their post. */
function signer(c: Ctx, approval: string): { name: string; post: string } | null {
  // The brief's own 'Disediakan oleh ...' and 'Untuk kelulusan ...' name them outright.
  if (approval === "prepared" && c.facts.signedFor.prepared) return c.facts.signedFor.prepared;
  if (approval === "approved") return c.facts.signedFor.decided;
  const rule = SIGNS[approval as keyof typeof SIGNS];
  if (!rule) return null;
  const society = c.kind.id === "program" || SOCIETY.test(c.facts.applicant ?? "");
  const wanted = society ? rule.society : rule.other;
  const people: { post: string; name: string; shown?: string }[] = [
    ...c.facts.committee.map((p) => ({ post: p.role, name: p.name })),
    ...c.facts.namedPosts.map((p) => ({ post: p.post, name: p.name, shown: p.shown })),
    ...c.facts.keyPeople.map((p) => ({ post: p.role, name: p.name })),
  ];
  const found = people.find((p) => p.name && wanted.test(p.post.trim()));
  // 'Pengarah program ialah Muhammad Irfan': he holds the chair's row, and signs under the post the brief gives him.
  if (found) return { name: found.name, post: found.shown ?? found.post };
  // A study is prepared by the researcher who applies ('This FRGS proposal by Dr. Siti Aminah ..., Senior Lecturer').
  const researcher = approval === "prepared" && c.kind.id === "penyelidikan" ? applyingResearcher(c) : null;
  return researcher
    ? { name: researcher.name, post: researcher.post ?? c.w("Ketua Penyelidik", "Lead Researcher") }
    : null;
}

/**
 * A post as it reads beside its body's name: 'Pengerusi persatuan' of 'Persatuan Penduduk Taman Megah'
 * signs as 'Pengerusi', the 'PTA chairman' of the 'PTA of SMK ...' as 'Chairman'.
 */
function signedPost(post: string, org: string): string {
  // 'Association's president' of 'Taman Sri Muda Residents' Association' signs as 'President'.
  const first = post.split(/\s+/)[0] ?? "";
  const body = first.replace(/['’]s$/, "");
  const ofTheBody = post.includes(" ") && new RegExp(`\\b${escapeRegExp(body)}\\b`).test(org);
  const own = ofTheBody
    ? post
        .slice(first.length)
        .trim()
        .replace(/^\p{Ll}/u, (x) => x.toLocaleUpperCase("ms"))
    : post;
  // 'Setiausaha JKKK' of a body whose name spells out '(JKKK)': its initials say the body again.
  const initials = /\s+(\p{Lu}{2,})$/u.exec(own)?.[1];
  const named = initials && new RegExp(`\\b${initials}\\b`).test(org) ? own.slice(0, -initials.length - 1) : own;
  return named.replace(
    /\s+(?:persatuan|kelab|pertubuhan|jawatankuasa|koperasi|surau|masjid|PIBG|PTA|association|club|society|committee)$/i,
    "",
  );
}

/** Disediakan oleh / Disemak oleh / Diluluskan oleh, each with a line for name, post and date. */
function signatureBlock(c: Ctx, o: Out): void {
  const kind = KINDS[c.kind.id];
  const labels = {
    prepared: c.w("Disediakan oleh", "Prepared by"),
    reviewed: c.w("Disemak oleh", "Reviewed by"),
    supported: c.w("Disokong oleh", "Supported by"),
    approved: c.w("Diluluskan oleh", "Approved by"),
  };
  o.h3(c.w("Pengesahan", "Endorsement"));
  const sign = "……………………………";
  // The secretary prepares a programme paper for the committee, its chair reviews it; a business's owner
  // or a study's lead researcher prepares theirs. The applicant stands with the post it is held in.
  // One person signs once, in the last column that names them: the one the brief names to decide it
  // does not also support or review it.
  const signers = kind.approvals
    .map((a) => signer(c, a))
    .map((who, i, all) => (who && all.slice(i + 1).some((later) => later?.name === who.name) ? null : who));
  const org = c.facts.applicant;
  o.table(
    kind.approvals.map((a) => labels[a]),
    [
      kind.approvals.map(() => sign),
      kind.approvals.map((a, i) => signers[i]?.name ?? (a === "prepared" && org ? org : c.ph("nama", "name"))),
      kind.approvals.map((_, i) => {
        const who = signers[i];
        if (!who) return c.ph("jawatan", "post");
        // 'Pengerusi' found in an English brief ('led by its president') signs as 'Chair'.
        const post = postIn(who.post, c.lang);
        return org && !who.name.includes(org) && !post.includes(org) ? `${signedPost(post, org)}, ${org}` : post;
      }),
      kind.approvals.map(() => `${c.w("Tarikh", "Date")}: ${c.ph("tarikh", "date")}`),
    ],
  );
  if (kind.approvalVerdict)
    o.p(c.w("KERTAS KERJA INI DILULUSKAN / TIDAK DILULUSKAN", "THIS PAPER IS APPROVED / NOT APPROVED"));
}

export const closing: RoleWriter = (c, o, target) => {
  o.p(
    c.t(
      "Adalah diharapkan {title} mendapat pertimbangan dan kelulusan {addressee}.",
      "It is hoped that the {title} will receive the consideration and approval of {addressee}.",
    ) ??
      c.t(
        "Adalah diharapkan {title} mendapat pertimbangan dan kelulusan sewajarnya.",
        "It is hoped that the {title} will receive due consideration and approval.",
      ),
    // A programme takes place on its day; a project, a study or a contract runs from its start for its
    // length (a league's final is one of its days, not the league).
    (c.kind.id === "program"
      ? c.t(
          "Dengan kelulusan ini, {thing} dapat dilaksanakan pada {eventDate} seperti yang dirancang.",
          "With this approval, {thing} can take place on {eventDate} as planned.",
        )
      : null) ??
      c.t(
        "Dengan kelulusan ini, {thing} dapat dimulakan pada {start} dan disiapkan dalam tempoh {dur}.",
        "With this approval, {thing} can start on {start} and be completed within {dur}.",
      ) ??
      // A shop that opens or a service that starts on a day begins then; only a programme 'takes place'.
      c.t(
        "Dengan kelulusan ini, {thing} dapat dimulakan pada {eventDate} seperti yang dirancang.",
        "With this approval, {thing} can begin on {eventDate} as planned.",
      ) ??
      c.t(
        "Dengan kelulusan ini, {thing} dapat dimulakan segera dan disiapkan dalam tempoh {dur}.",
        "With this approval, {thing} can start at once and be completed within {dur}.",
      ),
  );
  declaration(c, o);
  fill(c, o, target - 60, moreLines(c.kind.id, "closing"));
  fill(c, o, target - 40, [
    [
      "Segala kerjasama dan sokongan terhadap {subj} ini amat dihargai.",
      "All cooperation and support for the {subj} are much appreciated.",
    ],
  ]);
  signatureBlock(c, o);
};
