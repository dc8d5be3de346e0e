/**
 * The facts a funder checks, taken from the brief and the form fields exactly as the user stated
 * them. Writers use them verbatim; the checker proves the document kept them and contradicted none.
 */

/** Where in the brief a fact was found ('description', 'details.venue', 'template:Jumlah Pembiayaan'). */
export type FactSource = string;

export type MoneyFact = {
  /** Ringgit, exact (sen kept). */
  value: number;
  /** As the user wrote it: 'RM 78,000', 'RM1.1 juta', 'RM 22 seorang'. */
  text: string;
  /**
   * total: the whole cost or budget ('bajet RM 78,000', 'kos keseluruhan'); requested: asked from the
   * funder ('memohon RM 50,000'); own: the applicant's share; unit: a price per person/item
   * ('RM 22 seorang'); income: expected sales or revenue; other: anything else.
   */
  role: "total" | "requested" | "own" | "unit" | "income" | "other";
  /** The sentence or field it came from, for the user to see in 'facts used'. */
  context: string;
  source: FactSource;
};

export type DateFact = {
  /** ISO yyyy-mm-dd of the (first) day. A date without a year takes the next such day after the brief's date. */
  start: string;
  /** ISO yyyy-mm-dd of the last day of a range ('21-23 Mei'). */
  end?: string;
  /** The days of a list ('13, 20 dan 27 Februari 2027': three Saturdays), from start to end; absent for a range. */
  days?: string[];
  /** As written: '13 Mac 2027', '21-23 Mei', 'Sabtu, 7 Jun'. */
  text: string;
  /** event: when the programme happens; start/end: of a project period; deadline; other. */
  role: "event" | "start" | "end" | "deadline" | "other";
  context: string;
  source: FactSource;
};

/** A date that only names a period: 'Ramadan 1448H', 'cuti sekolah Jun 2027', 'suku ketiga 2027'. */
export type PeriodFact = { text: string; context: string; source: FactSource };

export type DurationFact = {
  n: number;
  unit: "hari" | "minggu" | "bulan" | "tahun";
  /** Approximate length in days (month = 30, year = 365), for schedules. */
  days: number;
  /** As written: '24 bulan', 'dua tahun', '3 hari'. */
  text: string;
  source: FactSource;
};

export type CountFact = {
  n: number;
  /** The counted noun as written: 'murid', 'pekerja', 'peserta', 'keluarga asnaf'. */
  noun: string;
  /** As written: '850 murid', '28 pekerja'. */
  text: string;
  context: string;
  source: FactSource;
};

export type PercentFact = { value: number; text: string; context: string; source: FactSource };

export type BudgetItemFact = {
  item: string;
  quantity: number | null;
  unit: string | null;
  unitPrice: number | null;
  /** quantity x unitPrice when both are known, or the amount the user wrote for the item. */
  amount: number | null;
  source: FactSource;
  /** The words the item came from, when narrower than its source field ('food for pupils at RM 6 per pupil'). */
  context?: string;
};

/** A running cost priced by the month: 'pengawal RM 2,800 sebulan x 6 orang' is 6 at RM 2,800. */
export type MonthlyLine = { item: string; count: number | null; noun: string | null; monthly: number };

export type Facts = {
  /**
   * What the paper is about, from the title (and description): `phrase` is a short noun phrase in
   * the user's words ('karnival sukan tahunan', 'ramalan banjir kilat'); `nouns` are its content
   * words, lower case, that every section's prose must mention at least one of.
   */
  /** `proper`: the phrase is the business's own name, written as the brief writes it ('Kedai Kek Mak Long'). */
  /** `names`: the phrase's words that are names ('Ipoh', 'Mesra Kopi'), kept capitalised in running text. */
  subject: { phrase: string; nouns: string[]; proper?: boolean; names?: string[] };
  amounts: MoneyFact[];
  /** The stated total: the sum of costed budget items when given, else a total amount in the text, else null. */
  budgetTotal: number | null;
  /** The amount asked of the funder when stated (may equal budgetTotal). */
  requested: number | null;
  /** The applicant's own contribution when stated. */
  ownShare: number | null;
  /**
   * A ceiling the total may not exceed ('siling RM 1.1 juta', a tender's most); when stated it is
   * also budgetTotal, and a priced total at or under it is not a contradiction. Added by the extractor.
   */
  budgetCeiling?: number | null;
  /** The applicant's share as a percentage when stated that way ('30% sumbangan sendiri'). */
  ownSharePercent?: number | null;
  dates: DateFact[];
  /** The event's day(s): details.eventDate, else an event-role date in the text. */
  eventDate: DateFact | null;
  periods: PeriodFact[];
  /** Times of day as written: '7.30 pagi', '8.00 pagi - 1.00 petang', '2.30 petang'. */
  times: string[];
  /** The project's or contract's stated length; null when none was stated. */
  duration: DurationFact | null;
  counts: CountFact[];
  percentages: PercentFact[];
  venue: string | null;
  /** The applicant's registration number as stated ('202101023456 (1423456-K)'). */
  registrationNo: string | null;
  /** A financing's repayment period as stated ('36 bulan'). */
  repaymentPeriod: string | null;
  /** Where the applicant is, as the brief says it ('Jalan Besar Pekan Jitra, Kedah'). */
  address: string | null;
  /** Supplier registrations a tender states: 'MOF 020101', 'CIDB G2', 'Bumiputera'. */
  registrations: string[];
  /**
   * The instalment the brief states ('Bayaran balik RM320 sebulan'), in ringgit; `about` when given as an
   * estimate ('about RM 580'); `weekly` when it is paid each week ('RM 450 seminggu', as AIM collects it).
   */
  instalment: { value: number; about: boolean; weekly?: boolean } | null;
  /** Who presents the paper (school, company, surau, researcher). */
  applicant: string | null;
  /** Whom the paper is addressed to (PIBG committee, agency director, client). */
  addressee: string | null;
  /** The body asked for the amount requested, when the brief names it ('daripada TEKUN Nasional'). */
  funder: string | null;
  /** Proper names of organisations found in the brief ('SK Taman Melati', 'Bakeri Seri Murni Sdn. Bhd.'). */
  organisations: string[];
  /** Place names found in the brief ('Kuala Terengganu', 'Dewan Serbaguna Taman Melati'). */
  places: string[];
  budgetItems: BudgetItemFact[];
  /** What the brief says a stated amount is for, without prices ('RM 5,000 untuk peralatan dan makanan'). */
  budgetHeads: string[];
  /** Running costs priced by the month, each with how many it pays for ('pengawal RM 2,800 sebulan x 6 orang'). */
  monthlyLines: MonthlyLine[];
  committee: { role: string; name: string }[];
  /** Committee posts the prose names ('Pengerusi program ialah Encik Rahman Ali'), by their Malay post. */
  /** Posts the brief fills with a person; `shown` when it calls the post something else ('Pengarah Projek'). */
  namedPosts: { post: string; name: string; shown?: string }[];
  /** Every person the brief names with a post, the post in the brief's words ('Imam', 'finance officer'). */
  /** `at`: where the person works when the brief says so beside the name ('Dr. Rajesh Kumar (UPM)'). */
  keyPeople: { role: string; name: string; at?: string }[];
  /** Who the brief says prepares the paper ('Disediakan oleh ...') and who decides it ('Untuk kelulusan ...'). */
  signedFor: { prepared: { name: string; post: string } | null; decided: { name: string; post: string } | null };
  schedule: { time: string; activity: string }[];
  /** `rest`: asked for whatever the other sources leave of the total ('baki mohon dari ADUN Kemasik'). */
  fundingSources: { source: string; amount: number | null; rest?: boolean; covers?: boolean }[];
};
