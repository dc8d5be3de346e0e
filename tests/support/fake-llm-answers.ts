/**
 * What the fake provider answers (see fake-llm-server.ts): read from the request's messages alone,
 * the way a model would, deterministic. Section answers are in fake-llm-sections.ts.
 */
export type ChatMessage = { role: string; content: string };

export type FakeTask = "outline" | "solution" | "section" | "rewrite" | "instruct" | "translate" | "other";

/** What an answer is made from. */
export type AnswerRequest = { messages: ChatMessage[]; prompt: string; task: FakeTask };

export function lastUser(messages: ChatMessage[]): string {
  return [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
}

export function classify(messages: ChatMessage[]): FakeTask {
  const user = lastUser(messages);
  const all = messages.map((m) => m.content).join("\n");
  if (/JSON/.test(all) && all.includes('"proposalStructure"')) return "solution";
  if (/JSON/.test(all) && all.includes('"sections"')) return "outline";
  if (/<instruction>[\s\S]*<\/instruction>/.test(user) && /<text>[\s\S]*<\/text>/.test(user)) return "instruct";
  if (/<text>[\s\S]*<\/text>/.test(user)) {
    const request = user.slice(0, user.indexOf("<text>"));
    return /translat|terjemah/i.test(request) ? "translate" : "rewrite";
  }
  if (/\d+\s*(?:words|patah perkataan)/i.test(user)) return "section";
  return "other";
}

export function isMalay(messages: ChatMessage[]): boolean {
  const text = (messages.find((m) => m.role === "system")?.content ?? lastUser(messages)).toLowerCase();
  const count = (re: RegExp) => text.match(re)?.length ?? 0;
  return count(/\b(yang|dan|untuk|dengan|ialah|anda)\b/g) > count(/\b(the|and|with|you|for|is)\b/g);
}

export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function malformed(req: AnswerRequest): string {
  if (req.task === "outline")
    return 'Berikut ialah rangka yang dicadangkan:\n{"sections": [{"title": "Latar Belakang", "brief": "Konteks proj';
  if (req.task === "solution") return '```json\n{"analysis": "Analisis", "solution": \n```';
  return "```\n```";
}

const OUTLINE_MS: [string, string][] = [
  ["Latar Belakang", "background"],
  ["Pernyataan Masalah", "problem"],
  ["Objektif", "objectives"],
  ["Skop dan Metodologi", "scope"],
  ["Pelan Pelaksanaan dan Jadual Masa", "implementation"],
  ["Anggaran Bajet", "budget"],
  ["Analisis Risiko dan Mitigasi", "risks"],
  ["Pemantauan dan Penilaian", "monitoring"],
  ["Kelestarian dan Impak", "sustainability"],
  ["Manfaat Dijangka", "benefits"],
  ["Kesimpulan", "conclusion"],
];
const OUTLINE_EN: [string, string][] = [
  ["Background", "background"],
  ["Problem Statement", "problem"],
  ["Objectives", "objectives"],
  ["Scope and Methodology", "scope"],
  ["Implementation Plan and Timeline", "implementation"],
  ["Budget Estimate", "budget"],
  ["Risk Analysis and Mitigation", "risks"],
  ["Monitoring and Evaluation", "monitoring"],
  ["Sustainability and Impact", "sustainability"],
  ["Expected Benefits", "benefits"],
  ["Conclusion", "conclusion"],
];

export function outlineAnswer(req: AnswerRequest, missing: number): string {
  const m = lastUser(req.messages).match(/(?:exactly|tepat)\s+(\d+)/i);
  const wanted = Math.max(1, Number(m?.[1] ?? 9));
  const bank = isMalay(req.messages) ? OUTLINE_MS : OUTLINE_EN;
  // Background first, conclusion last, implementation and budget when the prompt requires them,
  // then the rest of the standard structure in order.
  const required = new Set(["background", "conclusion"]);
  for (const kind of ["implementation", "budget"]) if (req.prompt.includes(`kind "${kind}")`)) required.add(kind);
  const chosen = new Set<string>();
  for (const [, kind] of bank) if (required.has(kind) && chosen.size < wanted) chosen.add(kind);
  for (const [, kind] of bank) if (chosen.size < wanted) chosen.add(kind);
  const picked: [string, string][] = bank.filter(([, kind]) => chosen.has(kind));
  // More sections than the standard structure: numbered extras before the conclusion.
  for (let i = 0; picked.length < wanted; i++) {
    const item = bank[1 + (i % (bank.length - 2))]!;
    picked.splice(picked.length - 1, 0, [`${item[0]} (${Math.floor(i / (bank.length - 2)) + 2})`, item[1]]);
  }
  // Like a real model, answer the fields the prompt's example asks for.
  const withBrief = req.prompt.includes('"brief"');
  const sections = picked.slice(0, Math.max(0, wanted - missing)).map(([title, kind]) => ({
    title,
    kind,
    ...(withBrief
      ? {
          brief: isMalay(req.messages) ? `Huraian ${title.toLowerCase()} cadangan ini.` : `The ${title.toLowerCase()}.`,
        }
      : {}),
  }));
  return `\`\`\`json\n${JSON.stringify({ sections }, null, 2)}\n\`\`\``;
}

export function solutionAnswer(req: AnswerRequest): string {
  const ms = isMalay(req.messages);
  const user = lastUser(req.messages);
  const need = user.match(/<requirements>\s*([\s\S]*?)\s*<\/requirements>/)?.[1] ?? user.slice(0, 80);
  const short = need.split(/\s+/).slice(0, 8).join(" ");
  return JSON.stringify(
    ms
      ? {
          analysis: `Keperluan utama ialah: ${short}. Pelanggan memerlukan penyelesaian yang tersusun dan berdaya maju.`,
          solution: "Penyelesaian yang dicadangkan ialah pelaksanaan berperingkat dengan pemantauan berkala.",
          proposalTitle: `Cadangan Penyelesaian: ${short}`,
          detailedProposal: "Cadangan ini merangkumi latar belakang, objektif, pelan pelaksanaan dan bajet.",
          proposalStructure: ["Latar Belakang", "Objektif", "Pelan Pelaksanaan", "Bajet", "Kesimpulan"],
        }
      : {
          analysis: `The main need is: ${short}. The client needs a structured and viable solution.`,
          solution: "A phased implementation with regular monitoring.",
          proposalTitle: `Proposed Solution: ${short}`,
          detailedProposal: "The proposal covers background, objectives, implementation plan and budget.",
          proposalStructure: ["Background", "Objectives", "Implementation Plan", "Budget", "Conclusion"],
        },
  );
}

export const SENTENCES_MS = [
  "Cadangan ini disediakan bagi memastikan setiap keperluan pihak berkepentingan dipenuhi secara teratur dan telus.",
  "Pendekatan yang digunakan menekankan kecekapan kos, kualiti hasil dan pematuhan kepada peraturan yang berkuat kuasa.",
  "Setiap fasa akan dipantau oleh pasukan projek yang berpengalaman dan dilaporkan kepada pengurusan secara berkala.",
  "Data prestasi akan dikumpulkan dan dianalisis untuk menilai keberkesanan langkah yang telah dilaksanakan.",
  "Kerjasama erat dengan rakan strategik akan memperkukuh keupayaan organisasi untuk mencapai sasaran yang ditetapkan.",
  "Risiko utama telah dikenal pasti lebih awal dan pelan mitigasi yang sesuai telah disediakan bagi setiap risiko tersebut.",
  "Pelaksanaan secara berperingkat membolehkan penambahbaikan dibuat berdasarkan maklum balas pengguna sebenar.",
  "Sumber manusia yang terlatih merupakan faktor penting dalam menjamin kelangsungan inisiatif ini dalam jangka panjang.",
  "Hasil yang dijangka akan memberi manfaat langsung kepada komuniti setempat serta meningkatkan daya saing perniagaan.",
  "Penggunaan teknologi yang sesuai akan mempercepat proses kerja dan mengurangkan kesilapan dalam operasi harian.",
  "Semua perbelanjaan akan direkodkan dengan teliti dan diaudit mengikut amalan tadbir urus kewangan yang baik.",
  "Penglibatan pihak berkepentingan sejak peringkat awal akan memastikan penerimaan yang tinggi terhadap hasil projek.",
  "Petunjuk prestasi utama yang jelas akan digunakan untuk mengukur kemajuan pada setiap suku tahun.",
  "Latihan dan bimbingan akan diberikan kepada kakitangan supaya kemahiran baharu dapat diamalkan dengan berkesan.",
  "Dokumentasi yang lengkap akan disediakan bagi memudahkan penyelenggaraan dan pengembangan pada masa hadapan.",
  "Inisiatif ini selari dengan hala tuju pembangunan negara dan menyokong agenda ekonomi digital Malaysia.",
];
export const SENTENCES_EN = [
  "This proposal is prepared to ensure that every stakeholder requirement is met in an orderly and transparent manner.",
  "The approach emphasises cost efficiency, quality of outcomes and compliance with the regulations in force.",
  "Each phase will be monitored by an experienced project team and reported to management at regular intervals.",
  "Performance data will be collected and analysed to assess the effectiveness of the measures taken.",
  "Close cooperation with strategic partners will strengthen the organisation's ability to reach its targets.",
  "The main risks have been identified early and a suitable mitigation plan has been prepared for each of them.",
  "A phased rollout allows improvements to be made based on feedback from real users.",
  "Trained people are a key factor in securing the long-term continuity of this initiative.",
  "The expected results will directly benefit the local community and improve business competitiveness.",
  "Suitable technology will speed up work processes and reduce errors in daily operations.",
  "All spending will be recorded carefully and audited in line with good financial governance practice.",
  "Involving stakeholders from the start will ensure strong acceptance of the project's results.",
];

const MS_EN: Record<string, string> = {
  dan: "and",
  projek: "project",
  syarikat: "company",
  kami: "we",
  akan: "will",
  membina: "build",
  sistem: "system",
  baharu: "new",
  untuk: "for",
  pelanggan: "customers",
  ini: "this",
  cadangan: "proposal",
  yang: "that",
  di: "in",
  dengan: "with",
  kos: "cost",
  rendah: "low",
  tinggi: "high",
  kualiti: "quality",
};
const EN_MS = Object.fromEntries(Object.entries(MS_EN).map(([k, v]) => [v, k]));
const INFORMAL: Record<string, string> = {
  tak: "tidak",
  nak: "hendak",
  kat: "di",
  dgn: "dengan",
  yg: "yang",
  utk: "untuk",
  dah: "sudah",
  boleh: "boleh",
  camni: "begini",
  sbb: "sebab",
};

function sentencesOf(text: string): string[] {
  return (
    text
      .match(/[^.!?]+[.!?]*/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? []
  );
}

function capitalise(text: string): string {
  return sentencesOf(text.replace(/\s+/g, " "))
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
    .map((s) => (/[.!?]$/.test(s) ? s : `${s}.`))
    .join(" ");
}

export function textAnswer(req: AnswerRequest): string {
  const user = lastUser(req.messages);
  const text = user.match(/<text>\s*([\s\S]*?)\s*<\/text>/)?.[1] ?? "";
  const request = user.slice(0, user.indexOf("<text>")).toLowerCase();
  const ms = isMalay(req.messages);
  if (req.task === "instruct") {
    const instruction = user.match(/<instruction>\s*([\s\S]*?)\s*<\/instruction>/)?.[1] ?? "";
    return `${capitalise(text)} ${ms ? "Catatan" : "Note"}: ${instruction.trim()}.`;
  }
  if (req.task === "translate") {
    const dict = /english|inggeris/i.test(request) ? MS_EN : EN_MS;
    return text.replace(/[\p{L}]+/gu, (w) => {
      const t = dict[w.toLowerCase()];
      if (!t) return w;
      return w[0] === w[0]!.toUpperCase() ? t.charAt(0).toUpperCase() + t.slice(1) : t;
    });
  }
  if (/ringkas|shorten/.test(request)) {
    const s = sentencesOf(text);
    return s.slice(0, Math.max(1, Math.ceil(s.length / 2))).join(" ");
  }
  if (/kembang|expand/.test(request)) {
    const extra = (ms ? SENTENCES_MS : SENTENCES_EN).slice(hash(text) % 4, (hash(text) % 4) + 3);
    return `${text} ${extra.join(" ")}`;
  }
  if (/formal/.test(request)) {
    return capitalise(text.replace(/[\p{L}]+/gu, (w) => INFORMAL[w.toLowerCase()] ?? w));
  }
  return capitalise(text);
}
