/**
 * What a paper's further lines may presume about it: a line about parents' consent only where minors
 * take part, about 'the programme day' only where the programme is not months long, about sponsors
 * only where the brief looks for them, about food only where there is food.
 */
import type { KindId } from "../../../common/kinds/types.js";
import { GATHERS_DATA } from "../facts/method.js";
import type { Facts } from "../facts/types.js";
import type { ProposalBrief } from "../writer.js";
import { type BudgetPlan, isCanteen } from "./budget.js";
import { runsABusiness } from "./people.js";
import { needsFitting, runsForWeeks } from "./schedule.js";

export type Traits = {
  /** A tender for a service run over a contract period (shifts, monthly reports), not a job that ends. */
  ongoing: boolean;
  /** Children or pupils may take part (a school, KAFA pupils, youths); a family named alone is not a child. */
  minors: boolean;
  /** A programme that runs over weeks or months (a kebun komuniti from January to August), not a day or a weekend. */
  long: boolean;
  /** The brief looks for sponsors or names no funder at all. */
  sponsors: boolean;
  /** Participants pay a fee to take part. */
  fees: boolean;
  /** Participants come to a venue (a talk, a camp); not help taken out to people (flood relief, food baskets, home visits). */
  gathering: boolean;
  /** Food is served (the brief or the budget names it). */
  food: boolean;
  /** A tender to cook or serve food (catering): food hygiene, food handlers and halal status apply. */
  foodService: boolean;
  /** A tender to run a canteen for a rental paid to the client ('we offer a monthly rental of RM 1,800 to the school'). */
  canteen: boolean;
  /** The applicant is a business (an owner, SSM, sales, payroll), not a community body (a residents' association, a surau, a PTA). */
  business: boolean;
  /** The business already trades (staff, sales, bank statements), not a new one still to be registered. */
  trading: boolean;
  /** The applicant is a cooperative: owned by its members, run by its board, registered with SKM (no owner, director or SSM). */
  cooperative: boolean;
  /** The applicant pays part of the cost itself (stated, or the total exceeds the amount asked). */
  ownShare: boolean;
  /** A study of a fundamental question (FRGS, theory), not a pilot or an applied study. */
  fundamental: boolean;
  /** Postgraduate students take part. */
  postgraduates: boolean;
  /**
   * A study in a university or institute (publications, its research office, intellectual property), not
   * a teacher's action research in a school, reported to its district education office.
   */
  academic: boolean;
  /** Runs a year or more (or its length is not stated): plans by quarter and by year make sense. */
  yearLong: boolean;
  /** A tender to supply goods (laptops, furniture), with no workforce on the client's premises. */
  goods: boolean;
  /** Financing that is paid back (a TEKUN or MARA loan), not a grant that is spent and reported on. */
  loan: boolean;
  /** A grant the brief names as one (an SME Corp matching grant): spent and reported on, never repaid. */
  grant: boolean;
  /** What is bought is installed or fitted before use (a system, a kitchen, solar panels), not ready to use (a van). */
  fitting: boolean;
  /** The grant is a matching one: the applicant's share is a ratio of the grant. */
  matching: boolean;
  /** A grant buys or builds things (equipment, a van, a roof), not only runs a programme (classes, tutors, books). */
  equipment: boolean;
  /** A study collects data from people (respondents, interviews, patients), not only from samples or records. */
  respondents: boolean;
  /**
   * A community body asks the body it writes to to do the work itself (a residents' association asking
   * its council to repair the drains): the applicant neither buys, staffs nor budgets it.
   */
  petition: boolean;
};

/** A line's scope: what must hold of the paper for the line to be true of it. */
export type Scope =
  | "ongoing"
  | "minors"
  | "oneDay"
  | "long"
  | "sponsors"
  | "fees"
  | "gathering"
  | "outreach"
  | "food"
  | "canteen"
  | "trading"
  /** The client pays the price (every tender but a canteen, whose operator pays the client a rental). */
  | "charged"
  /** A grant that runs a programme for people (classes, workshops) and buys no equipment. */
  | "programme"
  /** The body written to is asked to do the work itself (see Traits.petition). */
  | "petition";

const MINORS =
  /\b(?:murid|pelajar|kanak-kanak|remaja|belia|KAFA|tadika|prasekolah|sekolah|pupils?|students?|child(?:ren)?|kids|schools?|youths?|teen(?:agers?)?)\b/i;
/** Sponsors, not a funder's contribution ('memohon sumbangan daripada Lembaga Zakat') or the congregation's donations. */
const SPONSORS = /\b(?:taja|tajaan|penaja|sponsors?|sponsorship)\b/i;
/** Participants pay to take part ('yuran penyertaan murid RM 2,000', 'registration fees'). */
/** Help taken out to the people it serves, who do not gather at a venue for it. */
const OUTREACH =
  /\b(?:relief|bantuan banjir|mangsa banjir|flood[- ]affected|disaster|bencana|agihan|pengagihan|distribution|food baskets?|bakul makanan|home visits?|ziarah|door-to-door|rumah ke rumah)\b/i;
const FEES = /\b(?:yuran|fees?|bayaran penyertaan)\b/i;
/** Words only true of a business: a line with one is not said of a community body. */
const BUSINESS_WORDS =
  /\b(?:SSM|ekuiti|perniagaan\w*|pemilik\w*|pengarah syarikat|KWSP|PERKESO|jualan|premis|gaji|pekerja|business\w*|owners?|equity|payroll|sales|premises|EPF|SOCSO|employees?|staff|bayaran balik|repay\w*|pesaing|pelanggan|modal kerja|aliran tunai|pasaran|pertumbuhan|daya saing|competitiveness|competitors?|customers?|working capital|cash flow|market|growth)\b/i;
const FOOD_SERVICE =
  /\b(?:katering|catering|penyediaan makanan|bekalan makanan|makanan bermasak|food supply|meal supply)\b/i;
const NONE = /\b(?:no|not|without|tiada|tidak|tanpa|bukan)\b/i;
const FOOD =
  /\b(?:makan|makanan|minum|minuman|jamuan|hidangan|sarapan|katering|nasi|kudapan|kenduri|juadah|food|meals?|catering|refreshments?|lunch|dinner|breakfast)\b/i;

/** 'Koperasi Nelayan Kuala Kedah Berhad', 'Sungai Besar Farmers' Cooperative': a cooperative by its name. */
const COOPERATIVE = /\b(?:koperasi|co-?operative)\b/i;
/** 'our cooperative', 'koperasi kami': the applicant speaks of itself as a cooperative ('the cooperative' may be a client's). */
const OUR_COOPERATIVE = /\b(?:our\s+co-?operative|koperasi\s+kami)\b/i;
/** Words only true of an owned business: its owner, directors, equity and SSM registration. */
const OWNER_WORDS =
  /\b(?:SSM|ekuiti|pemilik\w*|pengarah|lesen perniagaan|owners?|directors?|equity|business licence)\b/i;

/** 'a new business to be registered with SSM', 'perniagaan baharu yang akan didaftarkan': no staff, sales or bank statements yet. */
const NEW_BUSINESS =
  /\b(?:new business|new venture|start-?up business|to be registered|will be registered|not yet registered|akan didaftarkan|belum (?:didaftarkan|berdaftar)|perniagaan (?:baharu|baru)|usaha baharu)\b/i;

export function isNewBusiness(brief: ProposalBrief): boolean {
  return NEW_BUSINESS.test(`${brief.title}\n${brief.description}`);
}

function briefText(brief: ProposalBrief): string {
  return [
    brief.title,
    brief.description,
    brief.targetAudience,
    brief.additionalInfo,
    ...(brief.template?.fields.map((f) => f.value) ?? []),
  ].join("\n");
}

export function paperTraits(
  brief: ProposalBrief,
  kind: KindId,
  facts: Facts,
  budget: BudgetPlan,
  ongoing: boolean,
): Traits {
  const text = briefText(brief);
  const loan = kind === "geran" && LOAN.test(text) && !GRANT.test(brief.title);
  const business = runsABusiness(facts.applicant, brief, kind);
  const asked = [brief.title, brief.description, ...brief.keyRequirements, ...budget.lines.map((l) => l.item)].join(
    "\n",
  );
  return {
    ongoing,
    minors: MINORS.test(text),
    long: kind === "program" && runsForWeeks(facts),
    sponsors:
      SPONSORS.test(text) || (facts.requested === null && facts.fundingSources.length === 0 && facts.funder === null),
    fees: FEES.test(text),
    gathering: !OUTREACH.test(`${brief.title}\n${brief.description}`),
    // 'No meals are provided', 'tiada jamuan': food named only to say there is none.
    food:
      text.split(/(?<=[.!?\n])\s*/).some((sentence) => FOOD.test(sentence) && !NONE.test(sentence)) ||
      budget.lines.some((l) => FOOD.test(l.item)),
    foodService:
      kind === "tender" &&
      (FOOD_SERVICE.test(`${brief.template?.name ?? ""}\n${brief.title}\n${brief.description}`) || isCanteen(brief)),
    canteen: kind === "tender" && isCanteen(brief),
    business,
    trading: business && !isNewBusiness(brief),
    cooperative: COOPERATIVE.test(facts.applicant ?? "") || OUR_COOPERATIVE.test(brief.description),
    fundamental: FUNDAMENTAL.test(text),
    postgraduates: POSTGRADUATES.test(text),
    academic: !ACTION_RESEARCH.test(text),
    yearLong: facts.duration === null || facts.duration.days >= 360,
    goods: kind === "tender" && GOODS.test(brief.title) && !SERVICE.test(brief.title),
    loan,
    // A grant named as one, and no loan: spent and reported on, never repaid.
    grant: kind === "geran" && !loan && GRANT.test(text),
    respondents: kind !== "penyelidikan" || RESPONDENTS.test(text),
    fitting: kind !== "geran" || needsFitting(brief),
    equipment: kind !== "geran" || needsFitting(brief) || BUYS_THINGS.test(asked),
    petition: kind === "cadangan" && !business && facts.addressee !== null && ASKS_TO_DO.test(brief.description),
    matching: MATCHING_WORDS.test(text),
    ownShare:
      facts.ownShare !== null ||
      Boolean(facts.ownSharePercent) ||
      (budget.total !== null && facts.requested !== null && budget.total > facts.requested),
  };
}

/** Whether a line speaks of a business (an owner, SSM, sales, payroll) to a paper whose applicant is none. */
export function presumesBusiness(traits: Traits, text: string): boolean {
  return !traits.business && BUSINESS_WORDS.test(text);
}

const FUNDAMENTAL = /\b(?:fundamental|FRGS|asas|teori\w*|theor\w*)\b/i;
const POSTGRADUATES = /\b(?:pascasiswazah|postgraduates?|PhD|sarjana|master'?s|pelajar|students?)\b/i;
/** Words a line only says of a fundamental study, of one with postgraduates, or of one over a year. */
const FUNDAMENTAL_WORDS = /\b(?:fundamental|persoalan asas|pengetahuan asas|bersifat asas)\b/i;
const POSTGRADUATE_WORDS = /\b(?:pascasiswazah|postgraduate|tesis|theses|thesis)\b/i;
/** 'Penyelidikan Tindakan', 'action research': a teacher's study of their own class, for their school and PPD. */
const ACTION_RESEARCH = /\b(?:penyelidikan tindakan|kajian tindakan|action research)\b/i;
/** Words only true of a university's study: journals and manuscripts, IP, commercialisation, its offices, its courses. */
const ACADEMIC_WORDS =
  /\b(?:jurnal|journals?|berindeks|indexed|kuartil|quartiles?|manuskrip|manuscripts?|harta intelek|intellectual property|pemindahan teknologi|technology transfer|pengkomersialan|commerciali[sz]ation|penyelidik muda|junior researchers?|penyelidik kanan|senior researchers?|pusat pengurusan penyelidikan|research management (?:centre|office)|kurikulum pengajian|modul kursus|course modules?|had projek aktif|active projects?|kerjasama industri|industry collaboration|persidangan|conferences?|repositori institusi|institutional repository|pejabat bendahari|bursary|bursar)\b/i;
/** A supply of goods, not a service delivered by workers on site. */
const GOODS = /\b(?:supply|pembekalan|bekalan|purchase|pembelian|perolehan|procurement)\b/i;
const SERVICE =
  /\b(?:perkhidmatan|services?|pembersihan|cleaning|kawalan|security|guarding|katering|catering|penyelenggaraan|maintenance|pemasangan|installation|pembinaan|construction)\b/i;
/** Words only true of a workforce on site: wages, contributions, shifts, supervision, screening, uniforms. */
const WORKFORCE_WORDS =
  /\b(?:pekerja|workers?|gaji|wages?|KWSP|EPF|PERKESO|SOCSO|syif|shifts?|penyelia|supervisor|uniform|pakaian seragam|rekod jenayah|criminal records?|latihan induksi|induction)\b/i;
const BY_PERIOD_WORDS = /\b(?:suku tahun|quarter(?:ly)?|mengikut tahun|by year)\b/i;

/** A line about the applicant's own share ('Bagi skim geran padanan ...') where the applicant pays none. */
const OWN_SHARE_WORDS =
  /\b(?:sumbangan sendiri|geran padanan|own contribution|matching grant|kedua-dua pihak menyumbang|both contribute)\b/i;
/** A line about a matching grant's ratio, only true where the brief speaks of one. */
const MATCHING_WORDS = /\b(?:geran padanan|dana padanan|matching grants?|matching funds?)\b/i;
/** Financing paid back in instalments: 'pinjaman TEKUN', 'Repayment 5 years'. */
const LOAN = /\b(?:pinjaman|loans?|bayaran balik|repay\w*|ansuran|instal(?:l)?ments?)\b/i;
const GRANT = /\b(?:geran|grants?)\b/i;
/** Data from people: respondents, a questionnaire or survey, interviews, patients, an intervention. */
const RESPONDENTS = new RegExp(
  String.raw`\b(?:responden|respondents?|${GATHERS_DATA}|pesakit|patients?|peserta kajian|participants?|informan|informants?|intervensi|interventions?|klinikal|clinical|pemerhatian bilik darjah|classroom observation)\b`,
  "i",
);
/** Words only true of a study with respondents: their consent, identity, access to them. */
const RESPONDENT_WORDS =
  /\b(?:responden|respondents?'?|melibatkan manusia|involving people|persetujuan termaklum|informed consent|consent forms?|response rate|kadar maklum balas|keciciran|attrition)\b/i;
/** Words only true of what is installed or fitted: installation, alterations, the supplier's user training. */
const FITTING_WORDS =
  /\b(?:pemasangan|pengubahsuaian|installation|installed|alterations?|user training|latihan pengguna(?:an)?)\b/i;
/** What a grant that buys or builds things asks for: equipment, machines, vehicles, furniture, a roof. */
const BUYS_THINGS =
  /\b(?:peralatan|alatan|equipment|mesin\w*|machine\w*|van|lori|kenderaan|vehicles?|trucks?|komputer|computers?|laptops?|tablets?|peti|freezers?|refrigerat\w*|oven|perabot|furniture|rak|shelv\w*|kamera|cameras?|CCTV|projektor|projectors?|pencetak|printers?|gerai|kiosks?|khemah|tents?|bumbung|roofs?|panel|aset|assets?|bangunan|building|pembelian|membeli|beli|purchase\w*|buy\w*|stok|stock)\b/i;
/** Words only true of what is bought and delivered: its warranty, delivery note, specification, asset register. */
const EQUIPMENT_WORDS =
  /\b(?:waranti|warrant(?:y|ies)|nota hantaran|delivery notes?|spesifikasi|specifications?|barangan|goods|daftar aset|asset register|peralatan|equipment|diuji|tested|gambar sebelum|before-and-after)\b/i;

/** 'memohon Majlis Bandaraya Seremban membaik pulih longkang', 'asks the City Council to repair the drains'. */
const ASKS_TO_DO =
  /\b(?:memohon|mohon)\s+(?:(?:agar|supaya|jasa baik)\s+)?(?:pihak\s+)?\p{Lu}[^.;]{0,80}?\s(?:membaik pulih|membaiki|memperbaiki|memasang|membina|menaik taraf|menambah baik|membersihkan|menurap|mengambil tindakan)\b|\b(?:ask|asks|asking|request|requests|urge|urges)\s+(?:the\s+)?\p{Lu}[^.;]{0,80}?\bto\s+(?:repair|build|install|upgrade|fix|clean|resurface|take action)\b/u;
/**
 * Words only true of an applicant that carries out the work itself: its posts and staff, its
 * procurement, its budget, its powers, its asset register.
 */
const CARRIES_OUT_WORDS =
  /\b(?:perjawatan|new posts?|pegawai sedia ada|existing staff|perolehan dan pelantikan|procurement and appointments|perancangan dan bajet|plans and budget|bidang kuasa \{org\}|powers of \{org\}|jurisdiction of \{org\}|unit atau bahagian|units or divisions|melantik seorang pegawai|appoint an officer|bajet tahunan|annual budget|struktur sedia ada|existing structure|kemajuan kerja yang disahkan|verified progress|aset baharu|new assets|tatacara kewangan|financial procedures|pegawai pelaksana|officers carrying out|sumber sedia ada|existing resources|urus setia|secretariat)/i;

/** A loan's repayment: instalments, paying back, a grace period before the first instalment. */
const REPAY_WORDS =
  /\b(?:ansuran|instal(?:l)?ments?|bayar(?:an)?\s+balik|membayar\s+balik|repay\w*|tempoh\s+penangguhan|grace\s+period)\b/i;
/** What a grant's lines may say of repayment: that there is none. */
const NOT_REPAID = /tidak perlu dibayar balik|need not be repaid/gi;
/** Words only true of a grant: unused funds returned, 'a grant or a loan', profit (hibah) on funds held. */
const GRANT_WORDS =
  /\b(?:geran atau pinjaman|grant or a loan|dipulangkan kepada pembiaya|returned to the funder|hibah)\b/i;

/**
 * Whether a line presumes what the paper is not: a business, an owner for a cooperative, an own share
 * the applicant never gave, a grant's terms for a loan, respondents where a study has none, installation of what is ready to use, a fundamental study, postgraduate students, a university's offices and journals for a school's action research, or a plan by quarter for a
 * study of a few months.
 */
export function presumesOtherwise(traits: Traits, text: string): boolean {
  return (
    presumesBusiness(traits, text) ||
    (traits.cooperative && OWNER_WORDS.test(text)) ||
    (!traits.ownShare && OWN_SHARE_WORDS.test(text)) ||
    (!traits.matching && MATCHING_WORDS.test(text)) ||
    (traits.loan && GRANT_WORDS.test(text)) ||
    (traits.grant && REPAY_WORDS.test(text.replace(NOT_REPAID, ""))) ||
    (!traits.respondents && RESPONDENT_WORDS.test(text)) ||
    (!traits.fitting && FITTING_WORDS.test(text)) ||
    (!traits.equipment && EQUIPMENT_WORDS.test(text)) ||
    (!traits.fundamental && FUNDAMENTAL_WORDS.test(text)) ||
    (!traits.postgraduates && POSTGRADUATE_WORDS.test(text)) ||
    (!traits.academic && ACADEMIC_WORDS.test(text)) ||
    (!traits.yearLong && BY_PERIOD_WORDS.test(text)) ||
    (traits.goods && WORKFORCE_WORDS.test(text)) ||
    (traits.petition && CARRIES_OUT_WORDS.test(text))
  );
}

/** Whether a line of this scope (every one of them, when several) is true of the paper. */
export function holds(traits: Traits, scope: Scope | readonly Scope[] | undefined): boolean {
  if (scope === undefined) return true;
  if (typeof scope !== "string") return scope.every((s) => holds(traits, s));
  switch (scope) {
    case "oneDay":
      return !traits.long;
    case "outreach":
      return !traits.gathering;
    case "charged":
      return !traits.canteen;
    case "programme":
      return !traits.equipment;
    default:
      return traits[scope];
  }
}
