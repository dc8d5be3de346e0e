/**
 * Briefs written the way a tester wrote them on a fresh account: the paper keeps each cost line the
 * brief prices, its span of dates, its stated target and the person it names, instead of the kind's
 * usual heads and blanks.
 */
import { describe, expect, it } from "vitest";
import { htmlToText } from "../../../common/content.js";
import { inferKind } from "../../../common/kinds/index.js";
import { brief } from "../facts/test-briefs.js";
import { composeKindSections, composeOutline, factsOfBrief } from "./index.js";

const STANDARD = { key: "standard", sections: 9, minWords: 2500 };
const BASIC = { key: "basic", sections: 4, minWords: 800 };
const PROFESSIONAL = { key: "professional", sections: 12, minWords: 4000 };

function paper(over: Parameters<typeof brief>[0], pkg: typeof STANDARD = STANDARD): string {
  const written = brief(over);
  const sections = composeKindSections(written, composeOutline(written, pkg));
  return htmlToText(sections.map((s) => `<h2>${s.title}</h2>${s.html}`).join("\n"));
}

describe("a paper keeps the brief as written", () => {
  it("a six-month programme: its cost lines, its span, its target and its project director", () => {
    const text = paper({
      language: "ms",
      title: "Program Latihan Kemahiran Digital Usahawan Wanita Kuala Selangor 2027",
      description:
        "Koperasi Wanita Tanjong Karang Berhad ingin menganjurkan program latihan kemahiran digital selama 6 bulan, dari 1 Mac 2027 hingga 31 Ogos 2027, untuk 120 usahawan wanita B40 di daerah Kuala Selangor. Jumlah kos keseluruhan ialah RM 86,500, termasuk RM 24,000 untuk fasilitator, RM 18,500 untuk peralatan komputer riba, RM 32,000 untuk geran permulaan (RM 800 seorang untuk 40 peserta terbaik) dan RM 12,000 untuk logistik. Pengarah projek ialah Puan Rohana binti Yusof. Sasaran: 70% peserta meningkatkan jualan sekurang-kurangnya 25% dalam masa 3 bulan selepas program.",
    });
    for (const line of [
      /Fasilitator 1 RM 24,000\.00 RM 24,000\.00/,
      /Peralatan komputer riba 1 RM 18,500\.00 RM 18,500\.00/,
      /Geran permulaan 40 peserta RM 800\.00 RM 32,000\.00/,
      /Logistik 1 RM 12,000\.00 RM 12,000\.00/,
      /Jumlah Keseluruhan RM 86,500\.00/,
      /Tarikh 1 Mac 2027 hingga 31 Ogos 2027/,
      /70% peserta meningkatkan jualan sekurang-kurangnya 25% dalam masa 3 bulan selepas program/,
      /Pengarah Projek Puan Rohana binti Yusof/,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/Makanan dan minuman|Peserta 40 peserta|\[Nyatakan objektif pertama/);
  });

  it("a café's financing: the investment's lines, a deposit of 3 months at RM 2,000, and no 3-month project", () => {
    const text = paper({
      language: "ms",
      title: "Pembukaan Kafe Kopi Kampung Cawangan Bangi",
      description:
        "Kafe Kopi Kampung Enterprise milik Encik Hafiz bin Rahman akan membuka kafe kedua di Seksyen 9 Bandar Baru Bangi pada 1 Februari 2027. Jumlah pelaburan ialah RM 38,400, iaitu RM 15,000 untuk ubah suai premis, RM 12,400 untuk mesin espresso dan peralatan dapur, RM 6,000 untuk deposit sewa (3 bulan x RM 2,000) dan RM 5,000 untuk modal kerja. Kami memohon pembiayaan sebanyak RM 30,000 daripada TEKUN Nasional; baki RM 8,400 daripada simpanan pemilik. Sasaran jualan RM 22,000 sebulan dan pulang modal dalam 18 bulan.",
    });
    for (const line of [
      /Ubah suai premis 1 RM 15,000\.00 RM 15,000\.00/,
      /Mesin espresso dan peralatan dapur 1 RM 12,400\.00 RM 12,400\.00/,
      /Deposit sewa 3 bulan RM 2,000\.00 RM 6,000\.00/,
      /Modal kerja 1 RM 5,000\.00 RM 5,000\.00/,
      /TEKUN Nasional/,
      // Its own target is its objective, and the paper is about opening a café, not 'pembukaan'.
      /Objektif projek pembukaan kafe adalah seperti berikut:\nSasaran jualan RM 22,000 sebulan dan pulang modal dalam 18 bulan/,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/tempoh 3 bulan|dalam tempoh 3 bulan dari tarikh kelulusan/);
  });

  it("an English grant: thirty systems at RM 15,000 each, its funder, and its six months by date", () => {
    const text = paper({
      language: "en",
      title: "Kampung Sungai Buloh Rooftop Solar Project",
      description:
        "Persatuan Penduduk Kampung Sungai Buloh, led by chairman Mr. Lim Wei Seng, plans to install 30 rooftop solar systems of 5 kWp each on homes between 1 April 2027 and 30 September 2027. Total cost is RM 450,000 (RM 15,000 per home). We ask Yayasan Hijau Malaysia for a grant of RM 300,000; residents contribute RM 150,000.",
    });
    for (const line of [
      /Rooftop solar systems of 5 kWp each 30 RM 15,000\.00 RM 450,000\.00/,
      /for the consideration of Yayasan Hijau Malaysia/,
      /runs for 6 months, from 1 April 2027 to 30 September 2027/,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/Staff training|\[Enter the funding agency\]|\[Enter the implementation period/);
  });

  it("a community garden: four lines whose names hold commas, and the chair it is led by", () => {
    const text = paper({
      title: "Program Kebun Komuniti Hijau Taman Sri Muda",
      description:
        "Persatuan Penduduk Taman Sri Muda, Shah Alam memohon peruntukan sebanyak RM 38,500 daripada Majlis Bandaraya Shah Alam untuk membangunkan kebun komuniti di tapak kosong Jalan Sri Muda 25/7. Jumlah kos RM 38,500 termasuk RM 14,200 untuk pembinaan batas tanaman dan sistem pengairan titis, RM 9,800 untuk benih, baja organik dan peralatan berkebun, RM 8,500 untuk sepuluh siri bengkel pertanian bandar, dan RM 6,000 untuk pagar, papan tanda dan kos pentadbiran. Program akan dilaksanakan dari 1 Mac 2027 hingga 31 Oktober 2027 dan diketuai oleh Encik Harun bin Zakaria, Pengerusi Persatuan Penduduk.",
    });
    for (const line of [
      /Pembinaan batas tanaman dan sistem pengairan titis 1 RM 14,200\.00/,
      /Benih, baja organik dan peralatan berkebun 1 RM 9,800\.00/,
      /Sepuluh siri bengkel pertanian bandar 1 RM 8,500\.00/,
      /Pagar, papan tanda dan kos pentadbiran 1 RM 6,000\.00/,
      /Pengerusi Encik Harun bin Zakaria/,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/Makanan dan minuman|Hadiah dan cenderamata/);
  });
});

describe("a programme run over months is planned in stages, not as one morning", () => {
  const kebun =
    "Persatuan Penduduk Taman Sri Muda Seksyen 25, Shah Alam ingin melaksanakan program kebun komuniti selama 8 bulan, dari 1 Januari 2027 hingga 31 Ogos 2027, di tapak kosong Jalan Sri Muda 25/7. Program ini melibatkan 120 isi rumah. Jumlah kos ialah RM 24,600: RM 9,800 untuk benih, baja organik dan peralatan berkebun, RM 8,500 untuk sepuluh siri bengkel pertanian bandar, RM 4,300 untuk sistem pengairan titis dan RM 2,000 untuk pengurusan. Kami memohon geran sebanyak RM 20,000 daripada Majlis Bandaraya Shah Alam (MBSA). Program diketuai oleh Encik Harun bin Zakaria. Sasaran: 60% isi rumah menuai sayur sendiri sekurang-kurangnya sebulan sekali.";

  it("keeps its venue, households and funder, and plans launch, regular sessions and close", () => {
    const text = paper({
      language: "ms",
      title: "Program Kebun Komuniti Lestari Taman Sri Muda 2027",
      description: kebun,
    });
    for (const line of [
      /Tempat Tapak kosong Jalan Sri Muda 25\/7/,
      /Isi rumah 120 isi rumah/,
      /Pelancaran dan sesi pertama 1 Januari 2027 – 31 Januari 2027/,
      /Pelaksanaan aktiviti berkala 1 Februari 2027 – 31 Julai 2027/,
      /Penilaian dan majlis penutup 1 Ogos 2027 – 31 Ogos 2027/,
      /Majlis Bandaraya Shah Alam \(MBSA\) \(dipohon\) RM 20,000\.00/,
      /Program kebun komuniti lestari ini diadakan dengan sasaran 60% isi rumah menuai sayur sendiri/,
      /Kehadiran peserta akan direkodkan pada setiap sesi/,
    ])
      expect(text).toMatch(line);
    // No morning's running order, no food committee, no minors' consent, no sponsors it never sought.
    expect(text).not.toMatch(
      /Atur cara cadangan|8\.00 pagi|Hari program|AJK Makanan|di bawah umur|ibu bapa|tajaan|Penaja|\[Nyatakan tempat program\]|\[Nyatakan bilangan peserta\]|diadakan untuk 60%/,
    );
  });

  it("written three days before it starts: its preparation is 'at once', not four steps on the same days", () => {
    const text = paper({
      language: "ms",
      startDate: "2026-12-29",
      title: "Program Kebun Komuniti Lestari Taman Sri Muda 2027",
      description: kebun,
    });
    expect(text).toMatch(/Mesyuarat jawatankuasa dan pembahagian tugas Segera/);
    expect(text).toMatch(/Taklimat akhir dan persiapan tapak Sehari sebelum program/);
    expect(text).not.toMatch(/(?:29|30|31) Disember 2026/);
  });

  it("in English: held from its first day to its last, by the association, with the council's grant", () => {
    const text = paper({
      language: "en",
      title: "Taman Sri Muda Sustainable Community Garden Programme 2027",
      description:
        "The Taman Sri Muda Section 25 Residents Association in Shah Alam plans an 8-month community garden programme, from 1 January 2027 to 31 August 2027, on the vacant lot at Jalan Sri Muda 25/7. The programme involves 120 households. The total cost is RM 24,600: RM 9,800 for seeds, organic fertiliser and garden tools, RM 8,500 for ten urban farming workshops, RM 4,300 for a drip irrigation system and RM 2,000 for management. We are applying for a grant of RM 20,000 from Majlis Bandaraya Shah Alam (MBSA). The programme is led by Encik Harun bin Zakaria. Target: 60% of households harvest their own vegetables at least once a month.",
    });
    expect(text).toMatch(/will be held from 1 January 2027 to 31 August 2027/);
    expect(text).toMatch(/organised by the Taman Sri Muda Section 25 Residents Association/);
    expect(text).toMatch(/Majlis Bandaraya Shah Alam \(MBSA\) \(requested\) RM 20,000\.00/);
    expect(text).toMatch(/Regular activities 1 February 2027 – 31 July 2027/);
    expect(text).not.toMatch(/\bon 1 January 2027 to|Food \[Enter name\]|under age|sponsor/i);
  });

  it("a morning's celebration keeps its running order, its food committee and the chairman's full name", () => {
    const text = paper({
      language: "ms",
      title: "Sambutan Maulidur Rasul 1449H Surau An-Nur Taman Desa Jaya",
      description:
        "Jawatankuasa Surau An-Nur, Taman Desa Jaya, Kepong akan mengadakan Sambutan Maulidur Rasul 1449H pada Sabtu, 14 Ogos 2027 dari 8.30 pagi hingga 1.00 petang di perkarangan Surau An-Nur. Seramai 400 jemaah dan 60 murid KAFA dijangka hadir. Program merangkumi perarakan selawat, ceramah oleh Ustaz Azhar Idrus, pertandingan nasyid kanak-kanak dan jamuan nasi minyak. Anggaran kos ialah RM 9,600: RM 4,800 untuk jamuan, RM 2,000 untuk saguhati penceramah, RM 1,500 untuk hadiah pertandingan dan RM 1,300 untuk khemah dan siaraya. Kertas kerja ini dikemukakan kepada Pengerusi Surau An-Nur, Haji Rahim bin Yusof, untuk kelulusan.",
    });
    for (const line of [
      /kelulusan Pengerusi Surau An-Nur, Haji Rahim bin Yusof/,
      /Tempat Perkarangan Surau An-Nur/,
      /di perkarangan Surau An-Nur/,
      /AJK Makanan/,
      /Atur cara cadangan sambutan Maulidur Rasul disusun dalam tempoh 8\.30 pagi hingga 1\.00 petang/,
      /Hari program 14 Ogos 2027/,
    ])
      expect(text).toMatch(line);
  });
});

describe("a school's after-school programme, written in English", () => {
  it("keeps its pupils, its library, its coordinator and its own sums, and serves no food it said it would not", () => {
    const text = paper({
      language: "en",
      title: "After-School English Literacy Programme for Year 4 Pupils, SK Taman Melawati",
      description:
        "The PIBG of SK Taman Melawati, Kuala Lumpur proposes a 6-month after-school English literacy programme for 60 Year 4 pupils who scored below band 3 in the school's reading test. Sessions run every Tuesday and Thursday, 2.30 pm to 4.00 pm, from 5 April 2027 to 30 September 2027 in the school library, led by 4 volunteer teachers coordinated by Puan Kavitha a/p Subramaniam. Budget: graded readers and workbooks RM 3,600; printing RM 900; 2 reading assessment tools RM 1,500; teacher allowances RM 2,400. Total RM 8,400, requested from the PIBG fund. No meals are provided.",
    });
    for (const line of [
      /Year 4 pupils 60 Year 4 pupils/,
      /Venue School library, SK Taman Melawati/,
      /The layout of the school library, SK Taman Melawati/,
      /Coordinator Puan Kavitha a\/p Subramaniam/,
      // '2 reading assessment tools RM 1,500': two at RM 750, not two at RM 1,500 summing to RM 1,500.
      /Reading assessment tools 2 RM 750\.00 RM 1,500\.00/,
      /the English literacy programme/,
      /Date Every Tuesday and Thursday, 5 April 2027 to 30 September 2027/,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(
      /Food \[Enter name\]|english literacy|60 years|\[Enter the venue\]|made ready the day before/,
    );
  });
});

describe("a list of things each priced after a colon, without a budget word", () => {
  it("a food truck's van, kitchen and licence are its cost lines, adding up to the financing asked", () => {
    const text = paper({
      language: "ms",
      title: "Permohonan Pembiayaan Van Makanan Terpakai",
      description:
        "Saya Faridah binti Omar ingin memohon pembiayaan RM 40,000 daripada TEKUN Nasional untuk membeli sebuah van makanan terpakai: van RM 28,000, dapur dan peralatan RM 7,000 dan lesen serta permit RM 5,000. Jualan purata sebulan RM 12,000.",
    });
    for (const line of [
      /Van 1 RM 28,000\.00 RM 28,000\.00/,
      /Dapur dan peralatan 1 RM 7,000\.00 RM 7,000\.00/,
      /Lesen serta permit 1 RM 5,000\.00 RM 5,000\.00/,
      /Jumlah Keseluruhan RM 40,000\.00/,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/\(anggaran\)/);
  });
});

describe("a surau's celebration with its meal priced per head and three sources of funds", () => {
  const surau = {
    language: "ms" as const,
    title: "Majlis Sambutan Maulidur Rasul 1449H Surau Al-Hidayah Taman Seri Anggerik",
    description:
      "Surau Al-Hidayah Taman Seri Anggerik, Shah Alam akan menganjurkan Majlis Sambutan Maulidur Rasul pada pagi Sabtu, 14 Ogos 2027, dari 8.00 pagi hingga 12.30 tengah hari, di dewan solat surau. Pengerusi surau ialah Haji Rahim bin Yusof. Majlis dijangka dihadiri 250 orang jemaah dan penduduk. Aturcara: perarakan selawat mengelilingi taman (8.00 hingga 9.00 pagi), bacaan marhaban dan berzanji, ceramah Maulid oleh Ustaz Ahmad Fauzi bin Salleh, dan jamuan nasi minyak. Anggaran kos: jamuan nasi minyak 250 pax x RM 12 = RM 3,000; sagu hati penceramah RM 800; sewa khemah dan kerusi RM 1,200; sistem PA RM 400; cenderamata dan bunga manggar RM 600. Jumlah RM 6,000. Kos dibiayai oleh tabung surau RM 2,500, sumbangan YB ADUN Kota Anggerik yang dipohon RM 2,000 dan sumbangan orang ramai RM 1,500.",
  };

  it("'250 pax x RM 12 = RM 3,000' is a line of 250 at RM 12, never the budget's total", () => {
    const facts = factsOfBrief(brief(surau));
    expect(facts.budgetTotal).toBe(6000);
    const text = paper(surau);
    for (const line of [
      /Jamuan nasi minyak 250 pax RM 12\.00 RM 3,000\.00/,
      /Jumlah Keseluruhan RM 6,000\.00/,
      /Tabung surau RM 2,500\.00/,
      /Sumbangan YB ADUN Kota Anggerik RM 2,000\.00/,
      /Sumbangan orang ramai RM 1,500\.00/,
      /Tempat Dewan solat Surau Al-Hidayah Taman Seri Anggerik/,
      // 'Pengerusi surau ialah Haji Rahim bin Yusof' advises the programme's committee, under his own post.
      /Pengerusi Surau Haji Rahim bin Yusof Menasihati jawatankuasa/,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/nasi minyak 250 pa\b|RM 12\.00 RM 12\.00|\[Nyatakan tempat program\]/);
  });

  it("its running order is the brief's own: the procession at its hours, then the welcome, marhaban, talk and meal", () => {
    const text = paper(surau);
    const rows = [
      "8.00 pagi Perarakan selawat mengelilingi taman",
      "9.00 pagi Ketibaan dan pendaftaran peserta",
      "Bacaan marhaban dan berzanji",
      "Ceramah Maulid oleh Ustaz Ahmad Fauzi bin Salleh",
      "Jamuan nasi minyak",
      "Bersurai",
    ].map((row) => text.indexOf(row));
    expect(rows.every((at) => at > 0)).toBe(true);
    expect([...rows].sort((a, b) => a - b)).toEqual(rows);
    // Souvenirs for guests are not prizes: no prize-giving the brief never planned.
    expect(text).not.toMatch(/Penyampaian hadiah|Pengisian utama/);
  });
});

describe("a residents' association's grant application to its council", () => {
  it("is written for a society with members, not a business with an owner, sales, staff and a loan", () => {
    const text = paper({
      language: "ms",
      kind: "geran",
      title: "Program Kebun Komuniti Taman Seri Anggerik",
      description:
        "Persatuan Penduduk Taman Seri Anggerik, Shah Alam memohon geran sebanyak RM 20,000 daripada Majlis Bandaraya Shah Alam untuk program kebun komuniti selama 8 bulan, dari 1 Mac 2027 hingga 31 Oktober 2027, di tanah lapang Jalan Anggerik 3. Program ini melibatkan 80 isi rumah. Kos: benih dan baja RM 6,000, peralatan berkebun RM 5,000, sistem pengairan RM 4,000, bengkel RM 3,000 dan papan tanda RM 2,000.",
    });
    for (const line of [
      /No\. pendaftaran \(ROS\)/,
      /Majlis Bandaraya Shah Alam \(dipohon\) RM 20,000\.00/,
      /Sijil pendaftaran pertubuhan \(ROS\) dan senarai ahli jawatankuasa/,
      /Minit mesyuarat yang meluluskan permohonan ini/,
      /Kelulusan dan perancangan terperinci 1 Mac 2027 – 31 Mac 2027/,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(
      /SSM|ekuiti|KWSP|PERKESO|perniagaan|pemilik|jualan|pekerja|pesaing|Bayaran Balik|geran padanan|sumbangan sendiri|Gambar premis/i,
    );
  });
});

const SPORTS = {
  title: "Kertas Kerja Hari Sukan Tahunan SK Taman Melawati 2027",
  description:
    "PIBG Sekolah Kebangsaan Taman Melawati, Kuala Lumpur akan menganjurkan Hari Sukan Tahunan pada hari Sabtu, 13 Mac 2027 di padang sekolah, dari jam 7.30 pagi hingga 1.00 tengah hari. Seramai 450 murid Tahun 1 hingga Tahun 6 akan bertanding dalam empat rumah sukan, dibantu oleh 35 guru dan 60 ibu bapa sukarelawan. Pengerusi PIBG ialah Encik Kamal bin Hashim, Guru Besar ialah Puan Rosnah binti Ali, dan Setiausaha Kelab Sukan ialah Cikgu Selvam a/l Arumugam. Kertas kerja ini dikemukakan kepada Guru Besar untuk kelulusan dan kepada Yang Dipertua Persatuan Bekas Murid untuk sumbangan. Jumlah anggaran perbelanjaan ialah RM 8,500: RM 2,400 untuk 120 pingat dan hadiah; sewa khemah (RM 1,800); makanan dan minuman RM 3,000; sistem PA 1 unit x RM 600 = RM 600; peralatan sukan RM 700. Sumber kewangan: peruntukan PIBG RM 5,000, sumbangan Persatuan Bekas Murid RM 1,500 dan yuran penyertaan murid RM 2,000.",
};

describe("who asks, for what, priced how: briefs from a second reader", () => {
  it("the surau's committee asks the zakat board; the iftar is 30 x RM 600; a bracketed price is a line's price", () => {
    const surau = {
      language: "ms" as const,
      title: "Program Iftar dan Moreh Ramadan 1448H Surau Al-Hidayah",
      description:
        "Jawatankuasa Surau Al-Hidayah, Taman Sri Gombak, Batu Caves, Selangor memohon sumbangan daripada Lembaga Zakat Selangor untuk Program Iftar dan Moreh sepanjang bulan Ramadan 1448H, iaitu 30 malam dari 8 Februari 2027 hingga 9 Mac 2027. Iftar disediakan untuk kira-kira 150 jemaah setiap petang, termasuk 40 asnaf dan musafir, manakala moreh selepas solat tarawih disediakan untuk 80 jemaah setiap malam. Pengerusi surau ialah Encik Mohd Nor bin Ismail, Imam ialah Ustaz Zulkifli bin Ahmad dan Bendahari ialah Puan Faridah binti Osman. Anggaran kos keseluruhan ialah RM 27,000: juadah iftar 30 hari x RM 600 = RM 18,000; moreh RM 4,500 untuk 30 malam; kelengkapan dapur dan pinggan pakai buang (RM 1,500); air minuman dan kurma RM 3,000. Sumber kewangan: Lembaga Zakat Selangor RM 15,000 dan sumbangan jemaah serta tabung surau RM 12,000.",
    };
    const facts = factsOfBrief(brief(surau));
    expect(facts.applicant).toBe("Jawatankuasa Surau Al-Hidayah");
    expect(facts.addressee).toBe("Lembaga Zakat Selangor");
    const text = paper(surau);
    for (const line of [
      /Juadah iftar 30 hari RM 600\.00 RM 18,000\.00/,
      /Kelengkapan dan pinggan pakai buang|Kelengkapan dapur dan pinggan pakai buang 1 RM 1,500\.00 RM 1,500\.00/,
      // The board the paper goes to is marked as asked.
      /Lembaga Zakat Selangor \(dipohon\) RM 15,000\.00/,
      /Sumbangan jemaah serta tabung surau RM 12,000\.00/,
      // Moreh is 30 nights at RM 150, not one line of RM 4,500.
      /Moreh 30 malam RM 150\.00 RM 4,500\.00/,
      // Its objectives are what the brief says it will do, in its figures, not two blanks.
      /Melaksanakan program iftar dan moreh Ramadan untuk 150 jemaah dari 8 Februari 2027 hingga 9 Mac 2027/,
      /dalam had perbelanjaan RM 27,000\.00, dengan penyata kewangan yang lengkap kepada Lembaga Zakat Selangor/,
      // Each group once, with what it attends: 150 for iftar (40 of them asnaf), 80 for moreh.
      /Jemaah 150 jemaah Iftar disediakan untuk kira-kira 150 jemaah setiap petang/,
      /Asnaf 40 asnaf Termasuk 40 asnaf dan musafir/,
      /Jemaah 80 jemaah Moreh selepas solat tarawih disediakan untuk 80 jemaah setiap malam/,
      // The imam it names sits on the committee.
      /Imam Ustaz Zulkifli bin Ahmad/,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/Selangor RM 15(?![,\d])|\(\s+1 RM|(?<!diluluskan )oleh Lembaga Zakat|objektif pertama/);
    // A zakat board's contribution and the congregation's donations are not sponsorship; nobody pays a fee.
    expect(text).not.toMatch(/[Pp]enaja|tajaan|yuran penyertaan/);
  });

  it("a school camp's sources as typed: the PTA, parents a head, and the balance asked of the assemblyman", () => {
    const camp = {
      language: "ms" as const,
      title: "Program Kem Bahasa Inggeris Tahun 6 SK Bukit Tembakau",
      description:
        "Kem English Language Immersion untuk 60 murid Tahun 6 SK Bukit Tembakau, Kemaman. Tarikh minggu ketiga Mac 2027 (3 hari 2 malam, 17-19 Mac 2027) di Kem Bina Semangat Sg. Ular. Penasihat: Guru Besar Puan Hajah Salmah binti Yusof. Ketua projek: Cikgu Amirul Hakimi (Ketua Panitia BI). Fasilitator dari IPG Kampus Dato' Razali Ismail (10 orang guru pelatih). Objektif: tingkatkan keyakinan bertutur dalam BI, persediaan UASA. Kos: yuran penginapan & makan RM85 seorang x 70 orang (murid + guru), bas 2 buah @ RM1,200, bahan & hadiah RM1,500, insurans RM5 seorang. Sumber: PIBG RM3,000, sumbangan ibu bapa RM50 seorang murid, baki mohon dari ADUN Kemasik.",
    };
    const text = paper(camp);
    expect(text).toMatch(/dikemukakan kepada ADUN Kemasik untuk pertimbangan/);
    for (const line of [
      /PIBG RM 3,000\.00/,
      /Sumbangan ibu bapa \(60 murid x RM 50\.00\) RM 3,000\.00/,
      // What the other two leave of the costed RM 10,200.
      /ADUN Kemasik \(baki, dipohon\) RM 4,200\.00/,
      /Jumlah RM 10,200\.00/,
    ])
      expect(text).toMatch(line);
    // Twelve-year-olds are not the elderly; nobody here is asked to sponsor.
    expect(text).not.toMatch(/warga emas|[Pp]enaja|tajaan|sumber kewangan, contohnya/);
  });

  it("a surau asking the zakat board with no amount of its own asks it for the whole cost", () => {
    const text = paper({
      language: "ms" as const,
      title: "Kertas Kerja Program Khatan Beramai-ramai Surau Al-Ikhlas Taman Sri Muda 2027",
      description:
        "Surau Al-Ikhlas Taman Sri Muda, Shah Alam nak anjur program khatan beramai2 untuk 40 kanak-kanak lelaki umur 7-12 tahun dari keluarga asnaf dan B40. Tarikh: 12/6/2027 (Sabtu), 8.00 pagi - 1.00 petang di dewan surau. Kerjasama Klinik Kesihatan Seksyen 25 & Dr. Azman Hakim (pakar bedah). Pengerusi: Tuan Haji Rosli bin Ahmad. Setiausaha: Puan Norliza Kamal. Bendahari: En. Faizal Omar.\nMohon sumbangan Lembaga Zakat Selangor (LZS).\nAnggaran kos:\n- Yuran khatan 40 x RM150 = RM6,000\n- Baju melayu + songkok 40 x RM45 = RM1,800\n- Makan minum 150 orang @ RM8 = RM1,200\n- Duit raya/saguhati peserta 40 x RM50 = RM2,000\n- Sewa khemah & PA system RM800\nJumlah RM11,800",
    });
    expect(text).toMatch(/dikemukakan kepada Lembaga Zakat Selangor \(LZS\)/);
    expect(text).toMatch(/Lembaga Zakat Selangor \(LZS\) \(dipohon\) RM 11,800\.00/);
    expect(text).not.toMatch(/[Pp]enaja|tajaan|pihak yang meluluskan\]/);
  });

  it("a TEKUN loan shows its repayment, and no grant's terms", () => {
    const text = paper({
      language: "ms" as const,
      title: "Kertas Cadangan Pembiayaan TEKUN Nasional - Kedai Jahit & Tempahan Baju Kurung",
      description:
        "Nama: Siti Aminah binti Abdullah, 41 tahun, ibu tunggal. Perniagaan: Aminah Tailoring, Jalan Besar Pekan Jitra, Kedah. Dah buka 4 tahun, jual tempahan baju kurung, baju melayu & uniform sekolah. Pendapatan bersih lebih kurang dua ribu lima ratus ringgit sebulan. Mohon pinjaman TEKUN sebanyak lima belas ribu ringgit (RM15,000.00) untuk:\n* 2 mesin jahit industri @ RM2,800\n* 1 mesin obras RM3,200\n* stok kain RM4,000\n* rak & cermin kedai RM2,200\nBayaran balik RM320 sebulan selama 5 tahun. Sasaran tambah tempahan raya & uniform sekolah, ambil 1 pekerja tambahan.",
    });
    for (const line of [
      /TEKUN \(dipohon\) RM 15,000\.00/,
      /Jenis pembiayaan Pinjaman, dibayar balik secara ansuran bulanan/,
      /Tempoh bayaran balik 5 tahun/,
      /Ansuran bulanan RM 320\.00/,
      /Jumlah bayaran balik RM 19,200\.00 \(RM 320\.00 x 60 bulan\)/,
    ])
      expect(text).toMatch(line);
    // A loan is repaid, not returned unspent; there is no own share to speak of.
    expect(text).not.toMatch(/geran atau pinjaman|dipulangkan kepada pembiaya|hibah|kedua-dua pihak menyumbang/);
    // Sewing machines and stock are bought ready to use: no months of installation and training.
    expect(text).toMatch(/Perolehan dan penerimaan barang Bulan 1-2/);
    expect(text).not.toMatch(/[Pp]emasangan|[Ll]atihan penggunaan/);
    // 'Sasaran tambah tempahan raya & uniform sekolah, ambil 1 pekerja tambahan' is two aims in a paper's words.
    expect(text).toMatch(/^Menambah tempahan raya dan uniform sekolah$/m);
    expect(text).toMatch(/^Mengambil 1 pekerja tambahan$/m);
  });

  it("an FRGS study of mussels: the PI's university applies, the FRGS panel reads it, no respondents", () => {
    const text = paper({
      language: "en" as const,
      kind: "penyelidikan",
      title:
        "Research Grant Application: Microplastic Contamination in Cultured Green Mussels (Perna viridis) along the Johor Strait",
      description:
        "FRGS 2027 application. PI: Dr. Nurul Ain binti Kassim, Senior Lecturer, Faculty of Science & Marine Environment, UMT. Co-researchers: Prof. Madya Dr. Lim Wei Keat (UTM), Dr. Siti Khadijah Ramli (UMT). 1 MSc student (GRA). Duration 24 months, from 1 July 2027 to 30 June 2029. Objectives: (1) quantify microplastic abundance in mussels from 6 farms, (2) characterise polymer types via FTIR, (3) estimate dietary exposure for consumers. Budget requested RM 98,500:\n- GRA allowance RM2,000/month x 24 months = RM48,000\n- Sampling trips & boat hire RM18,000\n- FTIR analysis RM 150 per sample x 120 samples = RM18,000\n- Consumables & lab supplies RM9,500\n- Conference & publication RM5,000\nExpected outputs: 2 Scopus Q2 papers, 1 MSc graduate, policy brief for Jabatan Perikanan.",
    });
    for (const line of [
      /for the consideration of the FRGS 2027 panel/,
      /research team of UMT/,
      // Its objectives one by one, without the comma before the next number; each answers to the PI.
      /^Quantify microplastic abundance in mussels from 6 farms$/m,
      /Objective 1 Findings in the progress and final reports and publications Dr\. Nurul Ain binti Kassim/,
      // The outputs it lists, not a blank.
      /^2 Scopus Q2 papers$/m,
      /^1 MSc graduate$/m,
      /^Policy brief for Jabatan Perikanan$/m,
    ])
      expect(text).toMatch(line);
    // The fisheries department only receives the policy brief; mussels give no consent.
    expect(text).not.toMatch(/Jabatan Perikanan's|by Jabatan Perikanan|respondents?|informed consent|involving people/);
    expect(text).not.toMatch(/indexed publications\]|grant scheme and its panel\]/);
  });

  it("an aim typed as a command reads in its active form", () => {
    const text = paper({
      language: "ms" as const,
      title: "Program Kem Bahasa Inggeris Tahun 6",
      description:
        "Kem untuk 60 murid Tahun 6 pada 17 Mac 2027. Objektif: tingkatkan keyakinan bertutur, pupuk minat membaca.",
    });
    expect(text).toMatch(/^Meningkatkan keyakinan bertutur$/m);
    expect(text).toMatch(/^Memupuk minat membaca$/m);
    expect(text).not.toMatch(/^Tingkatkan|untuk tingkatkan/m);
  });

  it("the description is not pasted again where the paper states it; what only it says stays, in formal spelling", () => {
    const khatan = paper({
      language: "ms" as const,
      title: "Kertas Kerja Program Khatan Beramai-ramai Surau Al-Ikhlas Taman Sri Muda 2027",
      description:
        "Surau Al-Ikhlas Taman Sri Muda, Shah Alam nak anjur program khatan beramai2 untuk 40 kanak-kanak lelaki umur 7-12 tahun dari keluarga asnaf dan B40. Tarikh: 12/6/2027 (Sabtu), 8.00 pagi - 1.00 petang di dewan surau. Kerjasama Klinik Kesihatan Seksyen 25 & Dr. Azman Hakim (pakar bedah). Pengerusi: Tuan Haji Rosli bin Ahmad. Setiausaha: Puan Norliza Kamal. Bendahari: En. Faizal Omar.\nMohon sumbangan Lembaga Zakat Selangor (LZS).\nAnggaran kos:\n- Yuran khatan 40 x RM150 = RM6,000\n- Baju melayu + songkok 40 x RM45 = RM1,800\n- Makan minum 150 orang @ RM8 = RM1,200\n- Duit raya/saguhati peserta 40 x RM50 = RM2,000\n- Sewa khemah & PA system RM800\nJumlah RM11,800",
    });
    // The cost lines are in the cost table, the committee in its table, the day under its heading.
    // A bare count before the price is the quantity, not part of the item's name (was 'Yuran khatan 40 | 40').
    expect(khatan).toMatch(/\d Yuran khatan 40 RM 150\.00 RM 6,000\.00/);
    expect(khatan).toMatch(/Pengerusi Tuan Haji Rosli bin Ahmad/);
    expect(khatan).not.toMatch(/- Yuran khatan|nak anjur|beramai2|Pengerusi: Tuan Haji/);
    // Only the brief names the clinic and the surgeon: that sentence stays.
    expect(khatan).toMatch(/Kerjasama Klinik Kesihatan Seksyen 25 & Dr\. Azman Hakim \(pakar bedah\)\./);

    const remaja = paper({
      language: "ms" as const,
      title: "Program Kesedaran Kesihatan Mental Remaja 'Minda Sihat, Remaja Hebat'",
      description:
        "Dianjurkan oleh Pertubuhan Belia Prihatin Malaysia (PBPM) cawangan Seremban dgn kerjasama Jabatan Kesihatan Negeri Sembilan (JKNS). Sasaran 200 pelajar tingkatan 4 dari 5 sekolah menengah di Seremban. Tarikh 15 Mac 2027, 8.30pg-4.30ptg di Dewan Besar UiTM Seremban 3. Penceramah: Dr. Farah Nadia (pakar psikiatri HTJ), Ustaz Syed Mohd Hafiz. Aktiviti: ceramah, bengkel pengurusan stres, saringan DASS-21, booth kaunseling. Bajet RM 5k: makan 220 org x RM12, cenderamata penceramah RM400, bahan bengkel RM960, bas RM1,000. Mohon tajaan KBS & syarikat swasta.",
    });
    expect(remaja).toMatch(/Pertubuhan Belia Prihatin Malaysia \(PBPM\) cawangan Seremban dengan kerjasama/);
    expect(remaja).not.toMatch(/ dgn |Bajet RM 5k: makan 220 org/);
  });

  it("a proposal titled 'Proposal to X' goes to X, which is asked for the funding; volunteers are no one it is for", () => {
    const text = paper({
      language: "en" as const,
      kind: "cadangan",
      title: "Proposal to Majlis Bandaraya Ipoh: Community Street Art Mural Project, Jalan Sultan Yussuf",
      description:
        "Submitted by Persatuan Seni Visual Perak (PSVP), president Ir. Kamal Arif bin Hashim. We propose painting 5 murals (each approx 6m x 4m) on back lane walls of shophouses along Jalan Sultan Yussuf, Old Town Ipoh, themed 'Ipoh Heritage & Tin Mining'. Work period: 1 Aug - 15 Sept 2027, painting done weekends 9am-6pm. 8 local artists + 30 student volunteers from UiTM Seri Iskandar. We request MBI: (a) permission to use the walls & road closure of back lane on weekends, (b) funding of RM 25,000. Building owners' consent letters obtained for 4 of 5 walls. Budget: artist fees 5 murals x RM3,000 = RM15,000; paint & materials RM6,000; scaffolding rental RM2,500; launch event & signage RM1,500. Launch: 25 September 2027.",
    });
    expect(text).toMatch(/consideration and approval of Majlis Bandaraya Ipoh/);
    expect(text).toMatch(/Source of funds: RM 25,000\.00 requested from Majlis Bandaraya Ipoh\./);
    expect(text).not.toMatch(/for 30 student volunteers|meeting or authority\]|source of funds\]/);
  });

  it("a camp's facilitators are not among its participants", () => {
    const text = paper({
      language: "ms" as const,
      title: "Program Kem Bahasa Inggeris Tahun 6",
      description:
        "Kem untuk 60 murid Tahun 6 pada 17-19 Mac 2027. Fasilitator dari IPG Kampus Dato' Razali Ismail (10 orang guru pelatih).",
    });
    expect(text).toMatch(/Murid Tahun 6 60 murid Tahun 6/);
    expect(text).not.toMatch(/Guru pelatih 10 orang|Orang 10 orang/);
  });

  it("a camp's venue, a form's pupils counted with their form, and a target group is no objective", () => {
    const text = paper({
      language: "ms" as const,
      title: "Program Kesedaran Kesihatan Mental Remaja",
      description:
        "Sasaran 200 pelajar tingkatan 4 dari 5 sekolah menengah di Seremban. Kem 2 hari pada 15-16 Mac 2027 di Kem Bina Semangat Sg. Ular.",
    });
    expect(text).toMatch(/Tempat Kem Bina Semangat Sg\. Ular/);
    expect(text).toMatch(/200 pelajar tingkatan 4/);
    expect(text).not.toMatch(/^Sasaran 200 pelajar/m);
    // No cost is given: the paper does not praise its 'clear date, venue and cost'.
    expect(text).not.toMatch(/Dengan tarikh, tempat dan kos yang jelas/);
    expect(text).not.toMatch(/pelajar tingkatan(?! 4)/);
  });

  it("an owner's stall is the applicant; its profile has today's figures, not its target's; she signs it", () => {
    const text = paper({
      language: "en" as const,
      kind: "geran",
      title: "Application for TEKUN Nasional Financing: Expansion of Roti Canai Stall to a Shop Lot",
      description:
        "My name is Kavitha a/p Raman, 36, owner of Kavi's Roti Corner (SSM 202301087766), a roti canai and teh tarik stall in Taman Melawati, Kuala Lumpur since March 2023. Current sales about RM 12,000 a month, net profit RM 3,500. I am applying for a TEKUN Nasional loan of RM 40,000 to move into a shop lot (rent RM 2,200 per month) and hire 2 more workers. Use of funds: shop lot renovation and signage RM 15,000; commercial griddle, chiller and exhaust hood RM 14,000; tables and chairs for 40 seats RM 6,000; first 2 months rent deposit RM 5,000. Repayment RM 850 per month over 5 years. Target: monthly sales RM 25,000 by end of 2027 and 4 staff in total.",
    });
    for (const line of [
      /Applicant Kavi's Roti Corner/,
      /Owner Kavitha a\/p Raman/,
      /In business since March 2023/,
      /The main objective of this project is set out under Objectives\./,
      /Kavitha a\/p Raman\s+Owner, Kavi's Roti Corner/,
    ])
      expect(text).toMatch(line);
    // Repaid from its sales, not from its profit; the impact says what each objective's success is.
    expect(text).toMatch(/Repaid from Business income \(current sales RM 12,000 a month\)/);
    expect(text).toMatch(/Objective 1 met: monthly sales RM 25,000 by end of 2027/);
    expect(text).not.toMatch(/Employees 4 staff|1 main objectives|Objective 1 achieved|RM 3,500\)/);
  });

  it("a residents' association's paper is prepared by its secretary and reviewed by its chair; its fees and the balance asked", () => {
    const text = paper({
      language: "ms" as const,
      title: "Kertas Kerja Kempen Gotong-Royong Perdana & Kitar Semula Taman Desa Permai 2027",
      description:
        "Persatuan Penduduk Taman Desa Permai, Kajang nak anjur gotong-royong perdana dan kempen kitar semula pada Ahad, 7 Mac 2027, 7.30 pagi - 12.30 tgh di Dataran Taman Desa Permai. Dijangka 300 penduduk hadir termasuk 50 sukarelawan belia. Kerjasama Majlis Perbandaran Kajang (MPKj) dan Alam Flora Sdn Bhd (lori sampah & tong kitar semula). Pengerusi: Encik Rahman bin Osman. Setiausaha: Puan Lim Mei Ling. Bendahari: Encik Suresh a/l Nair.\nAnggaran kos:\n- Sarapan 300 org x RM6 = RM1,800\n- Sarung tangan & plastik sampah RM650\n- Baju kempen 300 helai @ RM15 = RM4,500\n- Cabutan bertuah & hadiah RM1,200\n- Sewa kanopi & PA system RM850\nJumlah RM9,000. Sumber: kutipan yuran ahli RM3,000, baki mohon peruntukan dari ADUN Sungai Ramal.\nObjektif: kurangkan sampah haram di kawasan taman, galakkan amalan kitar semula di kalangan penduduk.",
    });
    expect(text).toMatch(/Puan Lim Mei Ling\s+Encik Rahman bin Osman/);
    expect(text).toMatch(
      /Setiausaha, Persatuan Penduduk Taman Desa Permai\s+Pengerusi, Persatuan Penduduk Taman Desa Permai/,
    );
    expect(text).toMatch(/Kutipan yuran ahli RM 3,000\.00/);
    expect(text).toMatch(/ADUN Sungai Ramal \(baki, dipohon\) RM 6,000\.00/);
    // '12.30 tgh' as a paper writes it; '300 penduduk hadir' counts residents.
    expect(text).toMatch(/Masa 7\.30 pagi - 12\.30 tengah hari/);
    expect(text).toMatch(/Penduduk 300 penduduk /);
    expect(text).not.toMatch(/12\.30 tgh|penduduk hadir dijangka/);
  });

  it("a surau's night: the assemblyman asked for RM 3,000 is the addressee, its committee written with dashes is named, the night runs to the morning", () => {
    const text = paper({
      language: "ms",
      title: "Kertas Kerja Program Qiamullail dan Ceramah Maal Hijrah Surau Al-Hidayah 1448H",
      description:
        "Surau Al-Hidayah, Taman Sri Muda, Seksyen 25, Shah Alam akan menganjurkan Program Qiamullail dan Ceramah Maal Hijrah pada Sabtu, 13 Jun 2026, bermula 9.00 malam hingga 6.30 pagi di Dewan Solat Utama Surau Al-Hidayah. Penceramah jemputan: Ustaz Haji Kamarul Zaman bin Ismail. Sasaran peserta 180 orang jemaah dan 60 remaja.\nAnggaran belanjawan (jumlah RM 4,850): saguhati penceramah RM 800; jamuan moreh dan sahur 240 orang RM 2,160; sewaan khemah dan kerusi RM 750; sistem siaraya RM 400; cenderahati dan hadiah kuiz remaja RM 540; cetakan banner dan risalah RM 200.\nJawatankuasa: Penaung - Tuan Haji Zulkifli bin Osman (Pengerusi Surau); Pengarah Program - Encik Mohd Faizal bin Abdullah; Setiausaha - Puan Norhayati binti Salleh; Bendahari - Encik Azman bin Yusof; Ketua Unit Jamuan - Puan Rosnah binti Ahmad.\nObjektif: mengimarahkan surau, menghayati pengajaran hijrah, mendekatkan remaja dengan surau. Kami memohon sumbangan RM 3,000 daripada Ahli Dewan Undangan Negeri Sri Muda.",
      type: "project",
      budgetRange: "below-10k",
      timeline: "1-3-months",
    });
    expect(text).toMatch(/dikemukakan kepada Ahli Dewan Undangan Negeri Sri Muda untuk pertimbangan/);
    expect(text).toMatch(/Ahli Dewan Undangan Negeri Sri Muda \(dipohon\) RM 3,000\.00/);
    for (const line of [
      /Penaung Tuan Haji Zulkifli bin Osman/,
      /Setiausaha Puan Norhayati binti Salleh/,
      /Bendahari Encik Azman bin Yusof/,
      /Ketua Unit Jamuan Puan Rosnah binti Ahmad Mengetuai unit jamuan/,
      /Remaja 60 remaja/,
      /^9\.00 malam Ketibaan dan pendaftaran peserta/m,
      // The small hours keep their rest, the night prayers and Subuh before the close.
      /^1\.00 pagi Rehat $/m,
      /^4\.00 pagi Qiamullail: solat sunat tahajud, taubat dan munajat $/m,
      /^5\.45 pagi Solat Subuh berjemaah $/m,
      /pagi Bersurai/,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/kepada RM 3\b|RM 3 \(dipohon\)|\d\.\d\d malam Bersurai|(?<!\d)1\.\d\d malam/);
  });

  it("an equipment loan: its instalment, a timeline's length without a blank, its managing director signs; audited accounts are no project length", () => {
    const text = paper({
      language: "en",
      title: "Equipment Financing Application: Dapur Bonda Frozen Foods Production Line Expansion",
      description:
        "Dapur Bonda Sdn Bhd (SSM 201901034567), a halal-certified frozen food maker in Bandar Baru Bangi, Selangor, applies to TEKUN Nasional for RM 250,000 of equipment financing to add a second production line (spiral freezer, vacuum packer, cold room of 40 cubic metres). Total project cost RM 320,000: spiral freezer RM 145,000; vacuum packaging machine RM 48,000; cold room RM 62,000; installation and electrical upgrade RM 25,000; HACCP certification and training RM 12,000; working capital RM 28,000. The company contributes RM 70,000 from retained earnings. Revenue 2025 was RM 1.18 million with net profit RM 142,000; projected revenue 2027 RM 1.9 million. Output rises from 2,400 kg to 5,000 kg a month. 8 new jobs created for local B40 residents. Repayment over 60 months at about RM 4,800 a month.",
      keyRequirements: [
        "Equipment quotations",
        "3 years audited accounts",
        "HACCP plan",
        "repayment schedule",
        "job creation figures",
      ],
      targetAudience:
        "Supermarket chains (Mydin, Lotus's), 42 resellers in Klang Valley, and export buyers in Brunei and Singapore",
      companyBackground:
        "Founded in 2019 by Puan Nurul Huda binti Kassim (Managing Director). 23 staff. Halal JAKIM certified since 2020. Products: frozen karipap, roti jala, popia and rendang.",
      objectives:
        "Double monthly output to 5,000 kg; reach RM 1.9 million revenue by 2027; obtain HACCP certification; create 8 jobs",
      constraints:
        "Installation must finish before Ramadan 2027 peak season; cold room needs 3-phase power upgrade by TNB",
      kind: "geran",
      timeline: "6-12-months",
    });
    for (const line of [
      /Monthly instalment about RM 4,800\.00/,
      /Total repaid about RM 288,000\.00 \(RM 4,800\.00 x 60 months\)/,
      /runs for 1 year, from 1 December 2026 to 30 November 2027/,
      /Puan Nurul Huda binti Kassim\s+Managing Director, Dapur Bonda Sdn Bhd/,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(
      /implementation period, e\.g\. 12 months\]|runs for 3 years|current monthly sales RM 1\.18 million/,
    );
    // The long list of customers is said once in full; other lines name its first group.
    expect(text.split("42 resellers in Klang Valley").length - 1).toBe(1);
  });

  it("a village committee working with a clinic organises its carnival; the clinic is its partner", () => {
    const text = paper({
      language: "ms",
      title: "Karnival Kesihatan Komuniti Kampung Baru Sungai Buloh 2027",
      description:
        "Jawatankuasa Kemajuan dan Keselamatan Kampung (JKKK) Kampung Baru Sungai Buloh dgn kerjasama Klinik Kesihatan Sungai Buloh akan anjur Karnival Kesihatan Komuniti pada Sabtu, 17 April 2027, 8.00pg-2.00ptg di Dewan Orang Ramai Kampung Baru Sungai Buloh. Sasaran 400 penduduk termasuk 100 warga emas. Aktiviti: saringan kesihatan percuma, derma darah, ceramah pemakanan, senamrobik. Pengerusi: Encik Kamarul Ariffin bin Yahya. Setiausaha: Puan Siti Hajar binti Musa. Bendahari: Encik Lee Chong Wei.\nAnggaran kos:\n- Sewa kanopi & kerusi RM1,500\n- Makanan & minuman 400 org x RM7 = RM2,800\n- Cenderamata peserta 400 x RM3 = RM1,200\n- Bahan cetakan & banner RM600\nJumlah RM6,100. Sumber: tabung JKKK RM1,100, baki mohon dari Pejabat Daerah Petaling.",
      type: "project",
    });
    // The committee with its village, as the brief names it after its acronym.
    expect(text).toMatch(/oleh Jawatankuasa Kemajuan dan Keselamatan Kampung \(JKKK\) Kampung Baru Sungai Buloh\./);
    expect(text).toMatch(
      /Setiausaha, Jawatankuasa Kemajuan dan Keselamatan Kampung \(JKKK\) Kampung Baru Sungai Buloh/,
    );
    // The brief's sentence naming the partner stays: nothing else says it.
    expect(text).toMatch(/dengan kerjasama Klinik Kesihatan Sungai Buloh akan anjur/);
    expect(text).not.toMatch(/oleh Klinik Kesihatan|, Klinik Kesihatan Sungai Buloh\s/);
  });

  it("street lights: the work period is the project's, a 3-year contract no length of it; 'ask X to fund' and 'contributes'", () => {
    const text = paper({
      language: "en",
      type: "project",
      title: "Proposal to Majlis Bandaraya Seberang Perai: Solar Street Lighting for Taman Bukit Minyak Utama",
      description:
        "Submitted by the Taman Bukit Minyak Utama Residents Association (chairman Mr. Ong Beng Huat). The back lanes of Jalan BMU 3 to Jalan BMU 7 have no street lights, and residents reported 11 snatch thefts and 2 break-ins between January and September 2026. We propose installing 24 solar LED street lights (60W, 6m poles) along 1.2 km of back lanes. Cost: 24 lights x RM 2,850 = RM 68,400; installation and concrete footings RM 9,600; 3-year maintenance contract RM 7,200. Total RM 85,200. We ask MBSP to fund RM 75,000; the association contributes RM 10,200 from its welfare fund. Work period: 1 March to 31 May 2027. A survey of 310 households found 92% support.",
      keyRequirements: [],
      kind: "cadangan",
    });
    for (const line of [
      /from 1 March 2027 to 31 May 2027/,
      /3-year maintenance contract 1 RM 7,200\.00 RM 7,200\.00/,
      /Source of funds: Applicant's own contribution \(RM 10,200\.00\) and RM 75,000\.00 requested from Majlis Bandaraya Seberang Perai\./,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/over 3 years|within 3 years|Year maintenance contract 3|for 310 households found/);
  });

  it("'Jumlah RM4,485 dibiayai sepenuhnya oleh tabung PIBG' is the one source; a blank states nothing", () => {
    const text = paper({
      language: "ms",
      title: "Majlis Sambutan Hari Guru",
      description:
        "PIBG SMK Seri Kembangan akan menganjurkan Majlis Sambutan Hari Guru pada Isnin, 17 Mei 2027 di Dewan Besar SMK Seri Kembangan. Anggaran kos: cenderamata guru 85 x RM25 = RM2,125; jamuan 130 orang x RM12 = RM1,560; hiasan dewan RM500; persembahan murid RM300. Jumlah RM4,485 dibiayai sepenuhnya oleh tabung PIBG.",
      type: "project",
    });
    expect(text).toMatch(/Tabung PIBG RM 4,485\.00/);
    expect(text).not.toMatch(/sumber kewangan, contohnya/);
  });

  it("a matching grant: the grant asked and the own share are its sources, never cost lines", () => {
    const text = paper({
      language: "en",
      type: "business",
      title: "Application for a Digitalisation Matching Grant: Online Ordering System for Roti Nenek Bakery",
      description:
        "Roti Nenek Bakery Sdn Bhd (SSM 202001012345) is a bakery in Kota Kinabalu, Sabah, run by its director Ms. Grace Liew, with 9 staff and sales of about RM 45,000 a month. We apply to SME Corp for a 50:50 matching grant for an online ordering and delivery system. Total project cost RM 36,000: ordering website and app RM 18,000; POS integration RM 6,000; 2 delivery e-bikes at RM 4,500 each = RM 9,000; staff training RM 3,000. Grant requested RM 18,000; our own contribution RM 18,000. Project period: 1 August 2027 to 31 January 2028. Target: raise online orders from 5% to 30% of sales within 12 months.",
      keyRequirements: [],
      kind: "geran",
    });
    expect(text).toMatch(/Grand Total RM 36,000\.00/);
    expect(text).toMatch(/Applicant's own contribution RM 18,000\.00/);
    expect(text).toMatch(/SME Corp \(requested\) RM 18,000\.00/);
    expect(text).not.toMatch(/RM 72,000|Grant requested 1|Our own contribution 1/);
  });

  it("a cooperative asking its bank is the applicant, though the title names it too", () => {
    const facts = factsOfBrief(
      brief({
        language: "en",
        title: "Financing Request for a 3-Tonne Lorry - Koperasi Peladang Sungai Besar Berhad",
        description:
          "Koperasi Peladang Sungai Besar Berhad, a farmers' cooperative in Sabak Bernam, Selangor with 42 member farmers, requests term financing of RM 148,000 from Bank Kerjasama Rakyat Malaysia Berhad (Bank Rakyat), Sabak Bernam branch, to buy a 3-tonne refrigerated lorry to carry members' vegetables to Pasar Borong Selangor in Seri Kembangan three times a week. Total project cost RM 203,200: lorry RM 185,000; refrigerated body 1 unit x RM 12,000 = RM 12,000; insurance and road tax (RM 6,200). The cooperative will pay RM 55,200 from its own funds. Repayment over 60 months at about RM 2,950 per month, starting August 2027; the lorry is expected to be delivered by 1 July 2027. Expected transport income is RM 9,500 per month from members' produce. The cooperative chairman is Azman bin Yusof, the treasurer is Rajeswari a/p Subramaniam and the driver will be Mohd Hafiz bin Zainal.",
      }),
    );
    expect(facts.applicant).toBe("Koperasi Peladang Sungai Besar Berhad");
    expect(facts.addressee).toMatch(/^Bank Kerjasama Rakyat Malaysia Berhad/);
  });

  it("a kindergarten's owner applies for it, not the state education department it registers with", () => {
    const tadika = {
      language: "ms" as const,
      title: "Pelan Pembukaan Tadika Ceria Bestari, Bandar Baru Bangi",
      description:
        "Puan Nor Aini binti Hamzah, pemilik tunggal Tadika Ceria Bestari, memohon pembiayaan RM 80,000 daripada TEKUN Nasional cawangan Kajang untuk membuka sebuah tadika swasta di Seksyen 9, Bandar Baru Bangi, Selangor. Tadika dijadual dibuka pada 5 Januari 2027 dengan kapasiti 60 kanak-kanak berumur 4 hingga 6 tahun, 4 guru berkelayakan dan 2 pembantu. Yuran bulanan RM 350 seorang. Kos permulaan RM 120,000: ubah suai premis RM 45,000; perabot dan peralatan kelas (RM 25,000); deposit sewa 3 bulan x RM 4,000 = RM 12,000; bahan pembelajaran RM 8,000 untuk 60 murid; RM 30,000 untuk modal kerja 6 bulan. Sumber: simpanan sendiri RM 40,000 dan pembiayaan TEKUN RM 80,000, dibayar balik dalam 48 bulan. Guru Besar yang dilantik ialah Cik Kavitha a/p Rajan. Pendaftaran dengan Jabatan Pendidikan Negeri Selangor dijangka selesai pada Disember 2026.",
    };
    expect(factsOfBrief(brief(tadika)).applicant).toBe("Tadika Ceria Bestari");
    expect(paper(tadika)).toMatch(/Deposit sewa 3 bulan RM 4,000\.00 RM 12,000\.00/);
  });

  it("a school's head is the patron, the PTA's chair advises, the sports club's secretary is the secretary", () => {
    const text = paper(
      JSON.parse(JSON.stringify({ language: "ms", title: SPORTS.title, description: SPORTS.description })),
    );
    for (const line of [
      /Guru Besar Puan Rosnah binti Ali Memberi restu/,
      /Pengerusi PIBG Encik Kamal bin Hashim Menasihati/,
      /Setiausaha Cikgu Selvam a\/l Arumugam Urusan surat-menyurat/,
    ])
      expect(text).toMatch(line);
  });

  it("a sports day is 'hari sukan ini', never 'hari ini' (today)", () => {
    const text = paper({
      language: "ms",
      title: "Kertas Kerja Hari Sukan Tahunan SK Taman Melawati 2027",
      description:
        "PIBG Sekolah Kebangsaan Taman Melawati, Kuala Lumpur akan menganjurkan Hari Sukan Tahunan pada hari Sabtu, 13 Mac 2027 di padang sekolah, dari jam 7.30 pagi hingga 1.00 tengah hari. Seramai 450 murid Tahun 1 hingga Tahun 6 akan bertanding dalam empat rumah sukan, dibantu oleh 35 guru dan 60 ibu bapa sukarelawan. Pengerusi PIBG ialah Encik Kamal bin Hashim, Guru Besar ialah Puan Rosnah binti Ali, dan Setiausaha Kelab Sukan ialah Cikgu Selvam a/l Arumugam. Kertas kerja ini dikemukakan kepada Guru Besar untuk kelulusan dan kepada Yang Dipertua Persatuan Bekas Murid untuk sumbangan. Jumlah anggaran perbelanjaan ialah RM 8,500: RM 2,400 untuk 120 pingat dan hadiah; sewa khemah (RM 1,800); makanan dan minuman RM 3,000; sistem PA 1 unit x RM 600 = RM 600; peralatan sukan RM 700. Sumber kewangan: peruntukan PIBG RM 5,000, sumbangan Persatuan Bekas Murid RM 1,500 dan yuran penyertaan murid RM 2,000.",
    });
    expect(text).not.toMatch(/\bhari ini\b/);
    expect(text).toContain("hari sukan ini");
  });
});

describe("a tender's price, a weekend's two days and a league's three sources", () => {
  it("a cleaning tender's contract price is its four lines, each adding up", () => {
    const text = paper({
      language: "en",
      kind: "tender",
      title: "Tender for Cleaning Services at the Hulu Langat District and Land Office 2027",
      description:
        "Bersih Jaya Services Sdn Bhd (SSM 201501012345) submits its offer to the Pejabat Daerah dan Tanah Hulu Langat, Kajang, for cleaning services for its three-storey office building (4,200 square metres) for twelve months, from 1 January 2027 to 31 December 2027. Tender reference PDTHL/T/2026/07; closing date 15 December 2026. We will deploy 8 cleaners and 1 supervisor, Monday to Friday 7.00 am to 4.00 pm, plus a monthly deep clean on one Saturday. Our operations manager is Ravi a/l Krishnan and our managing director is Puan Haslinda binti Mokhtar. Contract price RM 240,000 for twelve months: cleaners 8 x RM 1,900 x 12 months = RM 182,400; supervisor RM 2,800 per month (RM 33,600); cleaning supplies RM 1,500 per month = RM 18,000; equipment RM 6,000. Past contracts: Majlis Perbandaran Kajang Hall (2022-2024) and Klinik Kesihatan Cheras (2023-2025).",
    });
    for (const line of [
      /Cleaners 96 \(8 x 12 months\) RM 1,900\.00 RM 182,400\.00/,
      /Supervisor 12 months RM 2,800\.00 RM 33,600\.00/,
      /Cleaning supplies 12 months RM 1,500\.00 RM 18,000\.00/,
      /Equipment 1 RM 6,000\.00 RM 6,000\.00/,
      /Grand Total RM 240,000\.00/,
      // Its managers in the company profile, its working hours as the shift.
      /Operations manager Ravi a\/l Krishnan/,
      /Managing director Puan Haslinda binti Mokhtar/,
      /Cleaners 8 Monday to Friday, 7\.00 am to 4\.00 pm/,
    ])
      expect(text).toMatch(line);
    expect(
      factsOfBrief(
        brief({
          language: "en",
          kind: "tender",
          title: "Tender for Cleaning Services at the Hulu Langat District and Land Office 2027",
          description:
            "Bersih Jaya Services Sdn Bhd (SSM 201501012345) submits its offer to the Pejabat Daerah dan Tanah Hulu Langat, Kajang, for cleaning services for its three-storey office building (4,200 square metres) for twelve months, from 1 January 2027 to 31 December 2027. Tender reference PDTHL/T/2026/07; closing date 15 December 2026. We will deploy 8 cleaners and 1 supervisor, Monday to Friday 7.00 am to 4.00 pm, plus a monthly deep clean on one Saturday. Our operations manager is Ravi a/l Krishnan and our managing director is Puan Haslinda binti Mokhtar. Contract price RM 240,000 for twelve months: cleaners 8 x RM 1,900 x 12 months = RM 182,400; supervisor RM 2,800 per month (RM 33,600); cleaning supplies RM 1,500 per month = RM 18,000; equipment RM 6,000. Past contracts: Majlis Perbandaran Kajang Hall (2022-2024) and Klinik Kesihatan Cheras (2023-2025).",
        }),
      ).addressee,
    ).toBe("Pejabat Daerah dan Tanah Hulu Langat");
  });

  it("'Saturday 7 and Sunday 8 August 2027' is two days; 'No meals are provided' has no lunch; 'Costs:' lists the lines", () => {
    const text = paper({
      language: "en",
      title: "Digital Skills Weekend for Senior Citizens - Seberang Perai",
      description:
        "Kelab Warga Emas Bukit Mertajam, a senior citizens' club, proposes a two-day Digital Skills Weekend on Saturday 7 and Sunday 8 August 2027 at Dewan Komuniti Taman Sentosa, Bukit Mertajam, Penang, from 9.00 am to 4.00 pm each day. 40 members aged 60 and above will learn to use smartphones for online banking, MySejahtera, e-hailing and video calls with family. No meals are provided; participants bring their own food. We ask Majlis Bandaraya Seberang Perai for a community grant of RM 6,400. Club chairman Mr. Ong Kah Seng, secretary Encik Hamid bin Osman and lead trainer Priya a/p Ramasamy. Costs: trainer fees 2 trainers x 2 days x RM 800 = RM 3,200; tablet rental RM 1,600 for 20 tablets; printed guides (RM 600); hall rental RM 1,000. Total RM 6,400.",
    });
    expect(text).toMatch(/Date 7 to 8 August 2027/);
    expect(text).toMatch(/Trainer fees 4 \(2 trainers x 2 days\) RM 800\.00 RM 3,200\.00/);
    expect(text).toMatch(/Hall rental 1 RM 1,000\.00 RM 1,000\.00/);
    expect(text).toMatch(/Tablet rental 20 tablets RM 80\.00 RM 1,600\.00/);
    // The lead trainer the brief names is on the committee, under her own post.
    expect(text).toMatch(/Lead trainer Priya a\/p Ramasamy/);
    // Seniors who video-call their family are not minors: no parents' consent, no parents' involvement.
    expect(text).not.toMatch(/Lunch|Food and drinks|\(estimate\)|members aged are|under age|parents/);
  });

  it("a league's funding names its three sources and the sports council it applies to", () => {
    const league = {
      language: "en" as const,
      title: "Kuala Langat Youth Football League 2027 - Funding Application to Majlis Sukan Negeri Selangor",
      description:
        "The Kuala Langat District Football Association is applying to Majlis Sukan Negeri Selangor (MSNS) for a grant of RM 70,000 to run the Kuala Langat Youth Football League over ten months, from 1 March 2027 to 31 December 2027. Sixteen teams of 20 players each (320 players aged 15 to 21) will play 120 matches on weekends at Stadium Mini Banting and Padang Majlis Daerah Kuala Langat. The league secretary is Muthu a/l Raman, the coaching coordinator is Tan Wei Ming and the association president is Dato' Ahmad Fauzi bin Hamid. Total budget RM 96,000: Referee fees: 120 matches x RM 250 = RM 30,000; field rental RM 24,000 for 10 months; trophies and medals (RM 6,000); player insurance RM 8,000; jerseys 320 units x RM 50 = RM 16,000; transport and logistics RM 12,000. Funding: MSNS grant RM 70,000, association reserves RM 16,000 and team registration fees 16 teams x RM 625 = RM 10,000. The final will be played on Saturday 11 December 2027.",
    };
    expect(factsOfBrief(brief(league)).addressee).toBe("Majlis Sukan Negeri Selangor (MSNS)");
    const text = paper(league);
    for (const line of [
      /MSNS grant RM 70,000\.00/,
      /Association reserves RM 16,000\.00/,
      /Team registration fees RM 10,000\.00/,
    ])
      expect(text).toMatch(line);
    // The league runs its ten months; its final is one of its days, not the league.
    expect(text).toMatch(/can start on 1 March 2027 and be completed within 10 months/);
    expect(text).not.toMatch(/can take place on 11 December 2027/);
  });
});

describe("help taken out to people: a flood relief programme", () => {
  it("is funded by the foundation it applies to, reaches its families instead of gathering them, and names its team", () => {
    const text = paper({
      language: "en",
      title: "Kuala Krai Flood Relief and Recovery Programme 2027/28",
      description:
        "Pertubuhan Kebajikan Insan Prihatin Kelantan, a registered welfare NGO, applies to Yayasan Hasanah for RM 150,000 to run a three-month flood relief and recovery programme in Kuala Krai, Kelantan, from 1 November 2027 to 31 January 2028. The programme will serve 500 flood-affected families in 12 villages with 40 trained volunteers. The programme director is Siti Khadijah binti Wan Ismail, logistics lead Kumaresan a/l Muniandy and finance officer Chong Mei Fong. Budget: food baskets: 500 units x RM 120 = RM 60,000; hygiene kits RM 25,000 for 500 families; boat rental (RM 15,000); volunteer logistics RM 20,000; house cleaning equipment RM 30,000. Total RM 150,000. The NGO will add RM 10,000 of its own funds for administration, which is not part of the request. A post-programme report will be sent to Yayasan Hasanah by 28 February 2028.",
    });
    for (const line of [
      /Yayasan Hasanah \(requested\) RM 150,000\.00/,
      /is expected to reach 500 flood-affected families/,
      /Every recipient of the relief and recovery programme will be recorded by name, address and date of receipt/,
      /Hygiene kits 500 families RM 50\.00 RM 25,000\.00/,
      /Food baskets 500 units RM 120\.00 RM 60,000\.00/,
      /Logistics lead Kumaresan a\/l Muniandy/,
      /Finance officer Chong Mei Fong/,
    ])
      expect(text).toMatch(line);
    // Families who receive help at home are not an audience: no dress code, seats, registration limit or sponsors.
    expect(text).not.toMatch(
      /dress code|arrive early|Seating, tables|prayer and rest times|reaches the limit|[Ss]ponsor|take part in|\[Enter the source of funds/,
    );
    // The 500 families are counted once among the groups.
    expect(text.match(/^Families 500 families/m)).toBeNull();
  });
});

describe("a six-month pilot study under a university's short-term grant", () => {
  const pilot = {
    language: "ms" as const,
    title:
      "Kajian Rintis Keberkesanan Aplikasi Mudah Alih untuk Pemantauan Tekanan Darah Warga Emas di Kuala Terengganu",
    description:
      "Dr. Nurul Huda binti Abdullah, pensyarah kanan Fakulti Sains Kesihatan, Universiti Malaysia Terengganu (UMT), memohon Geran Penyelidikan Jangka Pendek UMT sebanyak RM 18,000 untuk kajian rintis selama 6 bulan dari 1 Mac 2027 hingga 31 Ogos 2027. Kajian ini melibatkan 60 warga emas berumur 60 tahun ke atas yang menghidap darah tinggi di tiga klinik kesihatan di Kuala Terengganu. Penyelidik bersama ialah Dr. Lim Siew Ling dan Encik Ahmad Faiz bin Razak. Objektif: (1) mengukur tahap penggunaan aplikasi dalam tempoh 12 minggu; (2) membandingkan bacaan tekanan darah sebelum dan selepas intervensi. Kos: pembantu penyelidik 6 bulan x RM 1,500 = RM 9,000; peranti tekanan darah 20 unit x RM 200 = RM 4,000; perjalanan RM 2,000; bahan dan cetakan RM 1,000; yuran penerbitan RM 2,000. Hasil: satu artikel dalam jurnal berindeks Scopus dan satu pembentangan di persidangan kebangsaan.",
  };

  it("goes to its grant's panel, promises the outputs it names, and presumes no fundamental study or postgraduates", () => {
    const text = paper(pilot);
    for (const line of [
      /pertimbangan panel Geran Penyelidikan Jangka Pendek UMT/,
      /^Satu artikel dalam jurnal berindeks Scopus$/m,
      /^Satu pembentangan di persidangan kebangsaan$/m,
      /Pembantu penyelidik 6 bulan RM 1,500\.00 RM 9,000\.00/,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(
      /\[Nyatakan skim geran|\[Nyatakan bilangan dan jenis penerbitan|pascasiswazah|fundamental|persoalan asas|suku tahun/,
    );
  });

  it("lists the researcher who applies as its lead and both co-researchers it names", () => {
    const written = brief(pilot);
    const sections = composeKindSections(
      written,
      composeOutline(written, { key: "premium", sections: 14, minWords: 5000 }),
    );
    const text = htmlToText(sections.map((s) => `<h2>${s.title}</h2>${s.html}`).join("\n"));
    expect(text).toMatch(/Ketua Penyelidik Dr\. Nurul Huda binti Abdullah Universiti Malaysia Terengganu/);
    expect(text).toMatch(/Penyelidik bersama Dr\. Lim Siew Ling/);
    expect(text).toMatch(/Penyelidik bersama Encik Ahmad Faiz bin Razak/);
  });
});

describe("a small business's financing for two machines", () => {
  it("prices the machines it lists after 'untuk membeli', its own share's line, and the change it promises", () => {
    const text = paper({
      language: "ms",
      title: "Permohonan Pembiayaan Mesin Pembungkusan Kerepek Pisang - Sri Rasa Enterprise",
      description:
        "Sri Rasa Enterprise (SSM 202003145678), milik Puan Zarina binti Hamzah, mengusahakan kerepek pisang di Kampung Parit Raja, Batu Pahat, Johor sejak 2020 dengan 6 pekerja. Jualan semasa kira-kira RM 18,000 sebulan kepada 45 kedai runcit dan 3 pasar raya. Kami memohon pembiayaan RM 60,000 daripada TEKUN Nasional untuk membeli mesin pembungkusan automatik (RM 42,000), mesin pengedap nitrogen (RM 10,000) dan modal kerja RM 8,000. Sumbangan sendiri RM 6,000 untuk kerja pendawaian elektrik. Mesin baharu akan meningkatkan pengeluaran daripada 800 kepada 2,000 bungkus sehari. Bayaran balik dalam 48 bulan.",
    });
    for (const line of [
      /Mesin pembungkusan automatik 1 RM 42,000\.00 RM 42,000\.00/,
      /Mesin pengedap nitrogen 1 RM 10,000\.00 RM 10,000\.00/,
      /Modal kerja 1 RM 8,000\.00 RM 8,000\.00/,
      /Kerja pendawaian elektrik 1 RM 6,000\.00 RM 6,000\.00/,
      /Jumlah Keseluruhan RM 66,000\.00/,
      /^Meningkatkan pengeluaran daripada 800 kepada 2,000 bungkus sehari$/m,
      /Pemilik Puan Zarina binti Hamzah/,
      /Bilangan pekerja 6 pekerja/,
      /Jualan semasa RM 18,000 sebulan/,
    ])
      expect(text).toMatch(line);
    // Not the kind's usual heads split out of the total, and no machine 'carried out for 6 workers'.
    expect(text).not.toMatch(/\(anggaran\)|Latihan pekerja|Pemasaran dan promosi|Melaksanakan mesin|untuk 6 pekerja/);
  });
});

describe("a security guarding tender in Malay", () => {
  it("is about the guarding service (not 'tawaran perkhidmatan'), with its shifts, manager, past contracts and licence", () => {
    const text = paper({
      language: "ms",
      kind: "tender",
      title: "Tawaran Perkhidmatan Kawalan Keselamatan Kompleks Sukan Majlis Perbandaran Seremban",
      description:
        "Syarikat Kawalan Perisai Sdn Bhd (SSM 199801004321), berlesen KDN, mengemukakan tawaran kepada Majlis Perbandaran Seremban bagi perkhidmatan kawalan keselamatan di Kompleks Sukan MPS, Rasah untuk tempoh 24 bulan dari 1 Februari 2027 hingga 31 Januari 2029. Nombor rujukan tender MPS/T/KK/2026/15. Kami akan menempatkan 6 pengawal keselamatan bersenjata dan 1 penyelia mengikut dua syif 12 jam, 7 hari seminggu. Harga tawaran RM 9,800 sebulan, iaitu RM 235,200 bagi 24 bulan. Pengurus operasi ialah Encik Rashid bin Mahmud. Pengalaman: Hospital Tuanku Ja'afar (2019-2024) dan Stesen KTM Seremban (2021-2025).",
    });
    for (const line of [
      /Kertas kerja ini mengemukakan Tawaran Perkhidmatan Kawalan Keselamatan Kompleks Sukan/,
      /Pengawal keselamatan 6 Dua syif 12 jam, 7 hari seminggu/,
      /Pengurus operasi Encik Rashid bin Mahmud/,
      /Pengalaman kontrak Hospital Tuanku Ja'afar \(2019-2024\) dan Stesen KTM Seremban \(2021-2025\)/,
      /Akta Agensi Persendirian 1971/,
      /Yuran perkhidmatan bulanan 24 bulan RM 9,800\.00 RM 235,200\.00/,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(
      /perkhidmatan tawaran|tawaran perkhidmatan kawalan keselamatan (?:ini|akan)|cadangan Tawaran|keselamatan kompleks/,
    );
  });
});

describe("a school unit's proposal to its principal for solar panels", () => {
  it("aims at the saving it states, is completed within its cost, and names its coordinator", () => {
    const text = paper({
      language: "ms",
      kind: "cadangan",
      title: "Kertas Cadangan Pemasangan Panel Solar di Bumbung Dewan Besar SMK Seri Kembangan",
      description:
        "Kertas cadangan ini dikemukakan oleh Unit Hijau SMK Seri Kembangan kepada Pengetua, Puan Halimah binti Said, untuk kelulusan pemasangan sistem panel solar 20 kWp di bumbung dewan besar sekolah. Bil elektrik sekolah kini purata RM 4,500 sebulan. Sistem ini dijangka mengurangkan bil sebanyak RM 1,600 sebulan. Kos keseluruhan RM 78,000 akan dibiayai oleh sumbangan PIBG RM 28,000 dan geran Program Sekolah Lestari RM 50,000. Pemasangan mengambil masa 3 bulan selepas kelulusan. Penyelaras projek ialah Cikgu Farid bin Osman.",
    });
    for (const line of [
      /^Mengurangkan bil sebanyak RM 1,600 sebulan$/m,
      /^Melaksanakan pemasangan panel solar dalam tempoh 3 bulan dari tarikh kelulusan$/m,
      /^Menyiapkan pemasangan ini dalam had kos RM 78,000\.00 dan melaporkan penggunaan dana kepada Pengetua, Puan Halimah binti Said$/m,
      /^Penyelaras projek: Cikgu Farid bin Osman$/m,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/Melaksanakan panel solar/);
  });
});

describe("a quotation to supply goods", () => {
  it("is about the supply of laptops, prices them with their specification, and presumes no workforce", () => {
    const text = paper({
      language: "en",
      kind: "tender",
      title: "Quotation for the Supply of 40 Laptops to SMK Taman Desa",
      description:
        "TechNova Solutions Sdn Bhd (SSM 201901023456) quotes to SMK Taman Desa, Kuala Lumpur for the supply, delivery and set-up of 40 laptops (Intel Core i5, 16 GB RAM, 512 GB SSD, Windows 11 Education) at RM 3,150 each, total RM 126,000, with a 3-year onsite warranty. Delivery within 21 days of the purchase order. Quotation reference TN/Q/2026/118, valid for 60 days. Our account manager is Jason Lee Wei Han.",
    });
    for (const line of [
      /the details, delivery and cost of the supply of laptops/,
      /Laptops \(Intel Core i5, 16 GB RAM, 512 GB SSD, Windows 11 Education\) 40 RM 3,150\.00 RM 126,000\.00/,
      /Account manager Jason Lee Wei Han/,
      /Late delivery from the manufacturer/,
    ])
      expect(text).toMatch(line);
    // 'valid for 60 days' is the quotation's validity, not the length of the job; no wages, EPF or shifts.
    expect(text).not.toMatch(
      /technova quotes|this laptop|supply (?:for|within) 60 days|EPF|shift|workers' wages|Worker absence/i,
    );
  });
});

describe("a residents' association asks its city council for a recycling centre", () => {
  const centre = {
    language: "en" as const,
    title: "Community Recycling Centre at Taman Sri Andalas",
    description:
      "The Taman Sri Andalas Residents Association in Klang proposes to set up a community recycling centre in the unused guardhouse at Jalan Sri Andalas 3, open every Saturday and Sunday from 8.00 am to 12.00 noon from 1 April 2027. We ask Majlis Bandaraya Diraja Klang (MBDK) for RM 18,500: guardhouse repairs RM 6,000; 20 recycling bins at RM 250 each; a weighing scale RM 1,500; signage and publicity RM 2,000; volunteer T-shirts and gloves RM 4,000. 25 volunteers will run it. Target: 2 tonnes of recyclables a month by December 2027. Chairman: Mr. Gurmit Singh a/l Harbans Singh.",
  };

  it("is a proposal to set something up (not a one-morning event), costed line by line, funded by the council asked", () => {
    expect(factsOfBrief(brief(centre)).requested).toBe(18500);
    const text = paper(centre);
    for (const line of [
      /Guardhouse repairs 1 RM 6,000\.00 RM 6,000\.00/,
      /Recycling bins 20 RM 250\.00 RM 5,000\.00/,
      /Weighing scale 1 RM 1,500\.00 RM 1,500\.00/,
      /Volunteer T-shirts and gloves 1 RM 4,000\.00 RM 4,000\.00/,
      /Grand Total RM 18,500\.00/,
      /Source of funds: RM 18,500\.00 requested from Majlis Bandaraya Diraja Klang \(MBDK\)\./,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/Arrival and registration|official opening|\[Enter the programme date\]|A weighing scale/);
  });
});

describe("a study whose final report goes to its industry partner", () => {
  it("is addressed to its grant's panel, not to the body that will receive the report", () => {
    const study = {
      language: "ms" as const,
      title: "Kajian Potensi Pelancongan Tasik Kenyir sebagai Destinasi Ekopelancongan Komuniti",
      description:
        "Pusat Penyelidikan Pelancongan Universiti Malaysia Terengganu (UMT) memohon Geran Penyelidikan Padanan Industri UMT sebanyak RM 35,000 bagi kajian selama 3 bulan dari 1 Jun 2027 hingga 31 Ogos 2027. Ketua penyelidik ialah Dr. Azlan bin Yusoff. Kajian akan menemu bual 200 pengusaha dan pengunjung di sekitar Tasik Kenyir. Laporan akhir kajian akan dikemukakan kepada Lembaga Kemajuan Terengganu Tengah (KETENGAH) sebagai rakan industri. Output: satu laporan dasar dan satu artikel jurnal berindeks.",
    };
    expect(factsOfBrief(brief(study)).addressee).toBe("panel Geran Penyelidikan Padanan Industri UMT");
    const text = paper(study);
    expect(text).toMatch(/bagi memohon pertimbangan panel Geran Penyelidikan Padanan Industri UMT/);
    expect(text).toMatch(/^Satu laporan dasar$/m);
    expect(text).toMatch(/^Satu artikel jurnal berindeks$/m);
    expect(text).not.toMatch(/pertimbangan Lembaga Kemajuan Terengganu Tengah/);
  });
});

describe("briefs typed as people type them: lists, labels and shorthand (a third reader)", () => {
  it("prices a loan's use-of-funds lines written one per line, not the wages it plans to pay", () => {
    const text = paper({
      language: "en",
      title: "Proposal for MARA Business Financing - Mobile Car Detailing Service",
      description:
        "I am Muhammad Hafiz bin Zulkifli, 29, owner of HZ Auto Shine Enterprise (SSM 202603112233), operating mobile car wash & detailing around Kuantan, Pahang since Jan 2025. Applying for Skim Pembiayaan Perniagaan MARA of RM 45k to buy a second van and equipment. Currently 1 van, 2 workers, avg monthly sales RM 9,500, net profit about RM 3,200/month. Plan to hire 2 more workers at RM1,800 per month each.\nUse of funds:\nVan (used, Toyota Hiace 2019) - RM 32,000\nSteam washer + vacuum - RM 6,500\nCeramic coating & chemicals stock - RM 4,000\nBranding/wrap & marketing - RM 2,500\nRepayment 5 years. Target: monthly sales RM 18k by Dec 2027.",
    });
    for (const line of [
      /Van \(used, Toyota Hiace 2019\) 1 RM 32,000\.00 RM 32,000\.00/,
      /Steam washer \+ vacuum 1 RM 6,500\.00 RM 6,500\.00/,
      /Grand Total RM 45,000\.00/,
      /Owner Muhammad Hafiz bin Zulkifli/,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/More workers/);
  });

  it("reads a numbered quotation list: its counts at their prices, and the company that quotes (not the council)", () => {
    const quote: Parameters<typeof brief>[0] = {
      language: "ms",
      title: "Sebut Harga Bekalan Kerusi dan Meja Dewan Orang Ramai",
      description:
        "Sebut harga untuk Majlis Perbandaran Kluang (MPK), no rujukan MPK/SH/23/2027. Syarikat: Perabot Jaya Sdn Bhd, Batu Pahat (Gred G1 CIDB tak perlu, berdaftar MOF kod 020101). Item:\n1. Kerusi lipat besi bersalut kusyen - 300 unit @ RM68.00\n2. Meja banquet lipat 6 kaki - 50 unit @ RM245.00\n3. Troli kerusi - 6 unit @ RM420.00\nHarga termasuk penghantaran & pemasangan ke Dewan Orang Ramai Taman Kluang Barat. Tempoh penghantaran 30 hari selepas Pesanan Tempatan (LO). Waranti 12 bulan. Sah laku sebut harga 90 hari. Hubungi Encik Tan Chee Meng, Pengurus Jualan 012-7788123.",
      kind: "tender",
    };
    const facts = factsOfBrief(brief(quote));
    expect(facts.applicant).toBe("Perabot Jaya Sdn Bhd");
    expect(facts.addressee).toBe("Majlis Perbandaran Kluang");
    const text = paper(quote);
    for (const line of [
      /Kerusi lipat besi bersalut kusyen 300 unit RM 68\.00 RM 20,400\.00/,
      /Meja banquet lipat 6 kaki 50 unit RM 245\.00 RM 12,250\.00/,
      /Troli kerusi 6 unit RM 420\.00 RM 2,520\.00/,
      /Jumlah Keseluruhan RM 35,170\.00/,
      /Pengurus Jualan Encik Tan Chee Meng/,
    ])
      expect(text).toMatch(line);
  });

  it("reads 'Kegunaan:' lines split by semicolons, commas inside their brackets kept", () => {
    const text = paper({
      language: "ms",
      title: "Permohonan Geran Padanan SME Corp untuk Pensijilan Halal dan Mesin Pembungkusan",
      description:
        "Syarikat Dapur Bonda Enterprise (usahawan: Puan Rohani binti Ismail) mengeluarkan sambal bilis & serunding daging di Kota Bharu, Kelantan. Jualan tahunan 2026: RM180 ribu. Pekerja 5 orang. Mohon geran padanan 50:50 (Business Accelerator Programme) jumlah projek RM60,000 - geran RM30k, caruman sendiri RM30k. Kegunaan: mesin vakum pembungkusan RM28,000; kos perunding pensijilan halal JAKIM & MeSTI RM7,000; naik taraf dapur (sinki keluli, lantai epoksi) RM20,000; reka bentuk label & kod bar GS1 RM5,000. Sasaran: masuk pasaran Mydin & Lotus's dalam 12 bulan, jualan naik ke RM300 ribu setahun.",
      kind: "geran",
    });
    for (const line of [
      /Mesin vakum pembungkusan 1 RM 28,000\.00 RM 28,000\.00/,
      /Naik taraf dapur \(sinki keluli, lantai epoksi\) 1 RM 20,000\.00 RM 20,000\.00/,
      /Jumlah Keseluruhan RM 60,000\.00/,
      /Usahawan Puan Rohani binti Ismail/,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/\(anggaran\)/);
  });

  it("keeps a 'Budget:' list after a sentence that asks for two things, and names the association's president", () => {
    const text = paper({
      language: "en",
      title: "Proposal to Majlis Bandaraya Ipoh: Community Street Art Mural Project, Jalan Sultan Yussuf",
      description:
        "Submitted by Persatuan Seni Visual Perak (PSVP), president Ir. Kamal Arif bin Hashim. We propose painting 5 murals (each approx 6m x 4m) on back lane walls of shophouses along Jalan Sultan Yussuf, Old Town Ipoh, themed 'Ipoh Heritage & Tin Mining'. Work period: 1 Aug - 15 Sept 2027, painting done weekends 9am-6pm. 8 local artists + 30 student volunteers from UiTM Seri Iskandar. We request MBI: (a) permission to use the walls & road closure of back lane on weekends, (b) funding of RM 25,000. Building owners' consent letters obtained for 4 of 5 walls. Budget: artist fees 5 murals x RM3,000 = RM15,000; paint & materials RM6,000; scaffolding rental RM2,500; launch event & signage RM1,500. Launch: 25 September 2027.",
      kind: "cadangan",
    });
    for (const line of [
      /Artist fees 5 murals RM 3,000\.00 RM 15,000\.00/,
      /Scaffolding rental 1 RM 2,500\.00/,
      /Grand Total RM 25,000\.00/,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/\[Enter cost\]/);
  });

  it("reads bullets with '@' and Malay labels: two sewing machines at RM2,800, its owner by name", () => {
    const text = paper({
      language: "ms",
      title: "Kertas Cadangan Pembiayaan TEKUN Nasional - Kedai Jahit & Tempahan Baju Kurung",
      description:
        "Nama: Siti Aminah binti Abdullah, 41 tahun, ibu tunggal. Perniagaan: Aminah Tailoring, Jalan Besar Pekan Jitra, Kedah. Dah buka 4 tahun, jual tempahan baju kurung, baju melayu & uniform sekolah. Pendapatan bersih lebih kurang dua ribu lima ratus ringgit sebulan. Mohon pinjaman TEKUN sebanyak lima belas ribu ringgit (RM15,000.00) untuk:\n* 2 mesin jahit industri @ RM2,800\n* 1 mesin obras RM3,200\n* stok kain RM4,000\n* rak & cermin kedai RM2,200\nBayaran balik RM320 sebulan selama 5 tahun. Sasaran tambah tempahan raya & uniform sekolah, ambil 1 pekerja tambahan.",
    });
    for (const line of [
      /Mesin jahit industri 2 RM 2,800\.00 RM 5,600\.00/,
      /Jumlah Keseluruhan RM 15,000\.00/,
      /Siti Aminah binti Abdullah/,
    ])
      expect(text).toMatch(line);
  });

  it("prices a monthly contract over its months when the brief also states the total", () => {
    const text = paper({
      language: "en",
      title: "Tender for Grass Cutting and Landscape Maintenance Services, Hospital Sultanah Nur Zahirah",
      description:
        "Tender bid by Hijau Lestari Services Sdn Bhd (Bumiputera, CIDB G2, MOF registered 222101) to Hospital Sultanah Nur Zahirah, Kuala Terengganu. Ref: HSNZ/T/07/2027. Scope: grass cutting of 12 acres twice monthly, hedge trimming, tree pruning, drain clearing, litter picking daily. Contract period 2 years (1/1/2027 - 31/12/2028). Team: 1 supervisor + 8 workers, 2 ride-on mowers, 6 brush cutters. Price: RM 14,500 per month, total RM348,000 for 24 months. Managing Director: Encik Wan Zulkarnain Wan Ismail. Past contracts: Majlis Bandaraya Kuala Terengganu (2022-2024), UniSZA Gong Badak campus (2024-2026).",
      kind: "tender",
    });
    expect(text).toMatch(/Monthly service fee 24 months RM 14,500\.00 RM 348,000\.00/);
    expect(text).toMatch(/Managing Director Encik Wan Zulkarnain Wan Ismail/);
  });

  it("fills the committee from 'Pengerusi: ...' labels and a research team from 'PI:' and 'Co-researchers:'", () => {
    const surau = paper({
      language: "ms",
      title: "Kertas Kerja Program Khatan Beramai-ramai Surau Al-Ikhlas Taman Sri Muda 2027",
      description:
        "Surau Al-Ikhlas Taman Sri Muda, Shah Alam nak anjur program khatan beramai2 untuk 40 kanak-kanak lelaki umur 7-12 tahun dari keluarga asnaf dan B40. Tarikh: 12/6/2027 (Sabtu), 8.00 pagi - 1.00 petang di dewan surau. Kerjasama Klinik Kesihatan Seksyen 25 & Dr. Azman Hakim (pakar bedah). Pengerusi: Tuan Haji Rosli bin Ahmad. Setiausaha: Puan Norliza Kamal. Bendahari: En. Faizal Omar.\nMohon sumbangan Lembaga Zakat Selangor (LZS).\nAnggaran kos:\n- Yuran khatan 40 x RM150 = RM6,000\n- Baju melayu + songkok 40 x RM45 = RM1,800\n- Makan minum 150 orang @ RM8 = RM1,200\n- Duit raya/saguhati peserta 40 x RM50 = RM2,000\n- Sewa khemah & PA system RM800\nJumlah RM11,800",
    });
    for (const line of [
      /Pengerusi Tuan Haji Rosli bin Ahmad/,
      /Setiausaha Puan Norliza Kamal/,
      /Bendahari En\. Faizal Omar/,
    ])
      expect(surau).toMatch(line);
    const people = factsOfBrief(
      brief({
        language: "en",
        title:
          "Research Grant Application: Microplastic Contamination in Cultured Green Mussels (Perna viridis) along the Johor Strait",
        description:
          "FRGS 2027 application. PI: Dr. Nurul Ain binti Kassim, Senior Lecturer, Faculty of Science & Marine Environment, UMT. Co-researchers: Prof. Madya Dr. Lim Wei Keat (UTM), Dr. Siti Khadijah Ramli (UMT). 1 MSc student (GRA). Duration 24 months, from 1 July 2027 to 30 June 2029. Objectives: (1) quantify microplastic abundance in mussels from 6 farms, (2) characterise polymer types via FTIR, (3) estimate dietary exposure for consumers. Budget requested RM 98,500:\n- GRA allowance RM2,000/month x 24 months = RM48,000\n- Sampling trips & boat hire RM18,000\n- FTIR analysis RM 150 per sample x 120 samples = RM18,000\n- Consumables & lab supplies RM9,500\n- Conference & publication RM5,000\nExpected outputs: 2 Scopus Q2 papers, 1 MSc graduate, policy brief for Jabatan Perikanan.",
        kind: "penyelidikan",
      }),
    ).keyPeople.map((p) => p.name);
    expect(people).toEqual(["Dr. Nurul Ain binti Kassim", "Prof. Madya Dr. Lim Wei Keat", "Dr. Siti Khadijah Ramli"]);
  });
});

describe("titles and lines written the short way", () => {
  it("a title part that only names the document is not the subject; 'x RM12' after a count is a price each", () => {
    expect(
      factsOfBrief(
        brief({
          language: "en",
          title:
            "Research Grant Application: Microplastic Contamination in Cultured Green Mussels (Perna viridis) along the Johor Strait",
          description: "FRGS 2027 application.",
        }),
      ).subject.phrase,
    ).toBe("microplastic contamination");
    expect(
      factsOfBrief(
        brief({
          language: "en",
          title: "Proposal to Majlis Bandaraya Ipoh: Community Street Art Mural Project, Jalan Sultan Yussuf",
          description: "We propose painting 5 murals.",
        }),
      ).subject.phrase,
    ).toBe("community street art mural");
    const kedai = factsOfBrief(
      brief({
        language: "ms",
        title: "Kertas Cadangan Pembiayaan TEKUN Nasional - Kedai Jahit & Tempahan Baju Kurung",
        description: "Kedai jahit.",
      }),
    );
    expect(kedai.subject.phrase).not.toMatch(/\band\b/);
    const meals = factsOfBrief(
      brief({
        language: "ms",
        title: "Program Kesihatan Mental Belia",
        description: "Bajet RM 5k: makan 220 org x RM12, bas RM1,000.",
      }),
    ).budgetItems[0];
    expect([meals?.item, meals?.quantity, meals?.unitPrice, meals?.amount]).toEqual(["Makan", 220, 12, 2640]);
  });
});

describe("who takes part, not what is paid for", () => {
  it("a circumcision programme's 40 boys are its participants, not the 150 meals in its cost list", () => {
    const text = paper({
      language: "ms",
      title: "Program Khatan Beramai-ramai Surau Al-Ikhlas 2027",
      description:
        "Surau Al-Ikhlas Taman Sri Muda, Shah Alam akan anjur program khatan beramai-ramai untuk 40 kanak-kanak lelaki umur 7-12 tahun. Tarikh: 12/6/2027 (Sabtu), 8.00 pagi - 1.00 petang di dewan surau.\nAnggaran kos:\n- Yuran khatan 40 x RM150 = RM6,000\n- Makan minum 150 orang @ RM8 = RM1,200\nJumlah RM7,200",
    });
    expect(text).toMatch(/Penyertaan 40 kanak-kanak lelaki dijangka/);
    expect(text).toMatch(/Makan minum 150 orang RM 8\.00 RM 1,200\.00/);
    expect(text).not.toMatch(/untuk 150 orang|^Orang 150 orang/m);
  });

  it("a camp's lodging is priced for the 70 people its line counts after the price", () => {
    const facts = factsOfBrief(
      brief({
        language: "ms",
        title: "Kem English Language Immersion",
        description:
          "Kem untuk 60 murid Tahun 6. Kos: yuran penginapan & makan RM85 seorang x 70 orang (murid + guru), bas 2 buah @ RM1,200, bahan & hadiah RM1,500.",
      }),
    );
    const lodging = facts.budgetItems[0];
    expect([lodging?.quantity, lodging?.unitPrice, lodging?.amount]).toEqual([70, 85, 5950]);
  });
});

describe("a day written in shorthand", () => {
  it("'8.30pg-4.30ptg' runs its programme to the afternoon, read by the same reader of times as the facts", () => {
    const text = paper({
      language: "ms",
      title: "Program Kesedaran Kesihatan Mental Remaja Seremban 2027",
      description:
        "Dianjurkan oleh Pertubuhan Belia Prihatin Malaysia cawangan Seremban. Sasaran 200 pelajar. Tarikh 15 Mac 2027, 8.30pg-4.30ptg di Dewan Besar UiTM Seremban 3. Aktiviti: ceramah, bengkel pengurusan stres, saringan DASS-21, booth kaunseling.",
    });
    expect(text).toMatch(/^8\.30 pagi Ketibaan dan pendaftaran peserta/m);
    // It closes at the hour it ends, not a quarter of an hour before.
    expect(text).toMatch(/^4\.30 petang Bersurai/m);
    expect(text).not.toMatch(/tengah hari Bersurai|4\.15 petang Bersurai/);
  });
});

describe("a blood donation drive", () => {
  it("counts its 250 donors as the people taking part, not a blank", () => {
    const text = paper({
      language: "ms",
      title: "Program Derma Darah Perdana Surau Al-Amin",
      description:
        "Jawatankuasa Surau Al-Amin akan mengadakan Program Derma Darah Perdana pada Ahad, 20 Jun 2027 dari 9.00 pagi hingga 3.00 petang di dewan surau. Sasaran 250 penderma berumur 18 hingga 60 tahun. Anggaran kos RM 4,600.",
    });
    expect(text).toMatch(/Penderma 250 penderma/);
    expect(text).not.toMatch(/\[Nyatakan bilangan peserta\]/);
  });
});

describe("a digitalisation grant named before what it buys", () => {
  const text = paper({
    language: "en",
    title: "Digitalisation Matching Grant: Online Ordering System for Dapur Kak Yah",
    description:
      "Dapur Kak Yah Enterprise (SSM 202103045678), a home catering business in Kota Bharu run by its director Ms. Noraini binti Yahya, applies for the SME Digitalisation Matching Grant to build an online ordering system with WhatsApp integration and a delivery tracking page. Total cost RM 14,000: website and ordering system RM 8,000, tablet and receipt printer RM 2,500, staff training RM 1,500, one year hosting and maintenance RM 2,000. Grant requested RM 7,000 (50%); our own contribution RM 7,000. Target: raise monthly orders from 300 to 600 within 6 months and cut phone order errors by half. Work period: 1 March to 31 August 2027.",
  });

  it("is about the ordering system, not the grant, and runs over its stated work period", () => {
    expect(text).toMatch(/The online ordering system project costs RM 14,000\.00 in total over 6 months/);
    expect(text).toMatch(/runs for 6 months, from 1 March 2027 to 31 August 2027/);
    // 'one year hosting and maintenance' is a cost line, not the project's length.
    expect(text).not.toMatch(/over 1 year|29 February 2028|digitalisation matching grant project/);
  });

  it("keeps its two targets apart, each measured by its own figures, and is signed by its director", () => {
    expect(text).toMatch(/^Raise monthly orders from 300 to 600 within 6 months\nCut phone order errors by half$/m);
    expect(text).toMatch(/Objective 1 Monthly orders: 600 \(from 300\)/);
    expect(text).not.toMatch(/Objective 2 600 \(from 300\)|cut phone order errors by half \(600/);
    expect(text).toMatch(/Ms\. Noraini binti Yahya\s*\nDirector, Dapur Kak Yah Enterprise/);
  });
});

describe("a surau's Maal Hijrah evening", () => {
  const text = paper({
    language: "ms",
    title: "Program Malam Ambang Maal Hijrah 1449H Surau Ar-Rahman Taman Sri Muda",
    description:
      "Jawatankuasa Surau Ar-Rahman, Taman Sri Muda, Shah Alam akan mengadakan Program Malam Ambang Maal Hijrah 1449H pada 5 Jun 2027 (Sabtu) bermula 7.00 malam hingga 11.00 malam. Aktiviti: bacaan Yasin dan doa akhir tahun selepas Maghrib, ceramah Maal Hijrah oleh Ustaz Muhammad Syafiq bin Ismail selepas Isyak, doa awal tahun dan jamuan makan malam. Dijangka 300 jemaah hadir. Kos: makanan 300 orang x RM12 = RM3,600, saguhati penceramah RM500, cetakan banner dan buku Yasin RM400, sewa kanopi dan kerusi RM800. Jumlah RM5,300. Pengerusi surau ialah Haji Kamarudin bin Osman, setiausaha program Encik Faizal bin Hamid. Kami memohon sumbangan RM3,000 daripada Pejabat ADUN Sri Muda, baki dari tabung surau.",
  });

  it("follows its prayers: Yasin after Maghrib, the welcome and the talk after Isyak, then the new year's prayer and the meal", () => {
    expect(text).toMatch(
      /7\.15 malam Solat Maghrib berjemaah\s*\n7\.45 malam Bacaan Yasin dan doa akhir tahun selepas Maghrib\s*\n8\.30 malam Solat Isyak berjemaah\s*\n8\.45 malam Ucapan alu-aluan dan perasmian\s*\n9\.00 malam Ceramah Maal Hijrah oleh Ustaz Muhammad Syafiq bin Ismail selepas Isyak\s*\n9\.45 malam Doa awal tahun\s*\n10\.15 malam Jamuan makan malam/,
    );
    expect(text).not.toMatch(/Rehat dan solat Maghrib|maal Hijrah/);
  });

  it("is held at the surau, prepared by the secretary it names, and its balance comes from the surau's fund", () => {
    expect(text).toMatch(/Tempat Surau Ar-Rahman, Taman Sri Muda/);
    expect(text).toMatch(/Setiausaha Encik Faizal bin Hamid/);
    expect(text).toMatch(/Pejabat ADUN Sri Muda \(dipohon\) RM 3,000\.00\s*\nTabung surau \(baki\) RM 2,300\.00/);
    expect(text).not.toMatch(/Sumbangan sendiri pemohon|\[Nyatakan tempat program\]/);
  });
});

describe("a security contract priced by the month", () => {
  const description =
    "Syarikat Kawalan Perisai Emas Sdn Bhd (SSM 201501023456, lesen KDN KKDN/PK/0123, berdaftar MOF kod 222301) mengemukakan sebut harga bagi perkhidmatan kawalan keselamatan di Kompleks Pejabat Daerah Kuala Langat, Banting untuk tempoh 24 bulan dari 1 Januari 2027 hingga 31 Disember 2028. Kami akan menempatkan 6 pengawal keselamatan (2 syif 12 jam, 3 pengawal setiap syif) dan seorang penyelia. Harga: pengawal RM 2,800 sebulan x 6 orang, penyelia RM 3,500 sebulan, sistem rondaan elektronik RM 250 sebulan. Jumlah sebulan RM 20,550; jumlah kontrak 24 bulan RM 493,200. Pengurus Besar kami ialah Encik Rashid bin Omar. Kami telah mengawal 12 premis kerajaan di Selangor sejak 2016.";

  it("prices each post once when the auto generator repeats the brief's sentences as its requirements", () => {
    const auto = paper({
      language: "ms",
      kind: "tender",
      title: "Sebut Harga Perkhidmatan Kawalan Keselamatan Kompleks Pejabat Daerah Kuala Langat",
      description,
      keyRequirements: description.split(/(?<=\.)\s+/),
    });
    expect(auto.match(/^\d Pengawal 6 orang x 24 bulan/gm)).toHaveLength(1);
    expect(auto).toMatch(/Jumlah Keseluruhan RM 493,200\.00/);
  });

  const text = paper({
    language: "ms",
    kind: "tender",
    title: "Sebut Harga Perkhidmatan Kawalan Keselamatan Kompleks Pejabat Daerah Kuala Langat",
    description:
      "Syarikat Kawalan Perisai Emas Sdn Bhd (SSM 201501023456, lesen KDN KKDN/PK/0123, berdaftar MOF kod 222301) mengemukakan sebut harga bagi perkhidmatan kawalan keselamatan di Kompleks Pejabat Daerah Kuala Langat, Banting untuk tempoh 24 bulan dari 1 Januari 2027 hingga 31 Disember 2028. Kami akan menempatkan 6 pengawal keselamatan (2 syif 12 jam, 3 pengawal setiap syif) dan seorang penyelia. Harga: pengawal RM 2,800 sebulan x 6 orang, penyelia RM 3,500 sebulan, sistem rondaan elektronik RM 250 sebulan. Jumlah sebulan RM 20,550; jumlah kontrak 24 bulan RM 493,200. Pengurus Besar kami ialah Encik Rashid bin Omar. Kami telah mengawal 12 premis kerajaan di Selangor sejak 2016.",
  });

  it("prices each post over the 24 months to the contract's RM 493,200, a month's RM 20,550 beside it", () => {
    for (const line of [
      /Pengawal 6 orang x 24 bulan RM 2,800\.00 RM 403,200\.00/,
      /Penyelia 24 bulan RM 3,500\.00 RM 84,000\.00/,
      /Sistem rondaan elektronik 24 bulan RM 250\.00 RM 6,000\.00/,
      /Jumlah Keseluruhan RM 493,200\.00/,
      /Harga sebulan ialah RM 20,550\.00, iaitu RM 493,200\.00 bagi tempoh 24 bulan/,
    ])
      expect(text).toMatch(line);
    // The month's total is never the contract's, nor split into made-up heads.
    expect(text).not.toMatch(
      /Jumlah Keseluruhan RM 20,550|Kos tenaga kerja \(anggaran\)|RM 20,550\.00 ialah harga keseluruhan/,
    );
  });

  it("counts 6 guards and a supervisor once each, and is signed by its general manager", () => {
    expect(text).toMatch(/Pengawal keselamatan 6 2 syif 12 jam\s*\nPenyelia 1 /);
    expect(text).not.toMatch(/^Pengawal 3 /m);
    expect(text).toMatch(/Encik Rashid bin Omar\s*\nPengurus Besar, Syarikat Kawalan Perisai Emas Sdn Bhd/);
    expect(text).not.toMatch(/Pengurus Besar kami/);
  });
});

describe("an FRGS study whose budget lines say how they are made up", () => {
  const text = paper({
    language: "en",
    kind: "penyelidikan",
    type: "research",
    title: "Microplastic Contamination in Farmed Green Mussels (Perna viridis) along the Johor Strait",
    description:
      "Principal investigator: Dr. Aisyah binti Kamal, Senior Lecturer, Faculty of Science and Marine Environment, Universiti Malaysia Terengganu (UMT). Co-researchers: Dr. Lee Chong Wei (UTM) and Encik Hairul bin Nasir (Department of Fisheries Johor). We apply for the Fundamental Research Grant Scheme (FRGS) 2027 for RM 148,500 over 24 months from 1 April 2027. We will sample mussels monthly at 6 farms between Kampung Pasir Putih and Tanjung Kupang, 30 mussels per farm per month, and analyse them with FTIR spectroscopy. Budget: research assistant RM 43,200 (24 months x RM 1,800), sampling trips and boat hire RM 36,000, FTIR analysis RM 42,000 (1,400 samples x RM 30), consumables RM 12,300, conference and publication RM 15,000. Expected outputs: 3 Q1/Q2 journal articles, 1 MSc graduate, and a contamination map for the Department of Fisheries.",
  });

  it("costs RM 148,500: each line's amount with the count and rate it is made of", () => {
    for (const line of [
      /Research assistant 24 months RM 1,800\.00 RM 43,200\.00/,
      /FTIR analysis 1,400 samples RM 30\.00 RM 42,000\.00/,
      /Grand Total RM 148,500\.00/,
      /costs RM 148,500\.00 in total over 24 months/,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/RM 65,130|RM 43,200\.00 RM 1,800\.00/);
  });

  it("leaves its research objectives to the researcher, with no sales target, and lists its outputs as written", () => {
    expect(text).toMatch(/\[Enter the first research objective\]/);
    expect(text).not.toMatch(/sales or jobs|To complete this study within its cost/);
    expect(text).toMatch(/^A contamination map for the Department of Fisheries$/m);
  });
});

describe("a residents' association's community garden on council land", () => {
  const text = paper({
    language: "ms",
    kind: "cadangan",
    title: "Kertas Cadangan Penubuhan Kebun Komuniti Taman Megah Petaling Jaya",
    description:
      "Persatuan Penduduk Taman Megah (PPM 012-10-03042018) mencadangkan penubuhan kebun komuniti seluas 0.4 hektar di tanah lapang Jalan SS24/8 milik Majlis Bandaraya Petaling Jaya (MBPJ). Kebun ini akan mempunyai 40 petak tanaman untuk keluarga, rumah kompos, tangki tadahan hujan 5,000 liter dan pondok alatan. Kos pembangunan RM 38,000: pagar dan pintu RM 9,500, 40 petak tanaman bertingkat RM 12,000 (RM 300 sepetak), tangki tadahan hujan dan paip RM 6,500, rumah kompos RM 4,000, pondok alatan RM 6,000. Kami memohon MBPJ meluluskan penggunaan tanah selama 3 tahun dan peruntukan RM 30,000; persatuan menyumbang RM 8,000. Projek bermula 1 Mac 2027 dan siap dibangunkan pada 31 Mei 2027. Sasaran: 40 keluarga mengusahakan petak sendiri, 200 kg sayur sebulan menjelang Disember 2027. Pengerusi persatuan: Puan Lim Mei Ling. Setiausaha: Encik Ravi a/l Subramaniam.",
  });

  it("costs RM 38,000 in its own lines, asks MBPJ for RM 30,000 and the land, and is built in 3 months", () => {
    for (const line of [
      /Petak tanaman bertingkat 40 RM 300\.00 RM 12,000\.00/,
      /Jumlah Keseluruhan RM 38,000\.00/,
      /kelulusan Majlis Bandaraya Petaling Jaya \(MBPJ\) terhadap/,
      /Meluluskan penggunaan tanah selama 3 tahun\s*\nMeluluskan peruntukan sebanyak RM 30,000\.00 daripada jumlah kos RM 38,000\.00/,
      /RM 30,000\.00 dipohon daripada Majlis Bandaraya Petaling Jaya \(MBPJ\)/,
      /disiapkan dalam tempoh 3 bulan/,
    ])
      expect(text).toMatch(line);
    // The land's three years are not the project's; the brief's target is its objective.
    expect(text).not.toMatch(/2030|Baki peruntukan|bertingk\b|\[Nyatakan mesyuarat atau pihak berkuasa\]/);
    expect(text).toMatch(/^40 keluarga mengusahakan petak sendiri, 200 kg sayur sebulan menjelang Disember 2027$/m);
  });

  it("is prepared by the association's secretary and supported by its chair", () => {
    expect(text).toMatch(/Encik Ravi a\/l Subramaniam Puan Lim Mei Ling/);
    expect(text).toMatch(/Setiausaha, Persatuan Penduduk Taman Megah Pengerusi, Persatuan Penduduk Taman Megah/);
  });
});

describe("a PTA's three-day robotics camp", () => {
  const text = paper({
    language: "en",
    kind: "program",
    title: "SMK Seri Bintang Utara Robotics Holiday Camp 2027",
    description:
      "The PTA of SMK Seri Bintang Utara, Kuala Lumpur, will run a 3-day robotics holiday camp for 60 Form 2 students from 14 to 16 June 2027, 8.30 am to 4.30 pm each day, in the school's science lab and hall. Trainers from RoboEd Academy will teach Arduino basics, line-following robots and a final team challenge. Costs: robot kits 30 x RM 180 = RM 5,400, trainer fees RM 4,500, lunch and snacks 60 students x 3 days x RM 12 = RM 2,160, certificates and prizes RM 640. Total RM 12,700. The PTA funds RM 4,700 and we ask Yayasan Sejahtera for RM 8,000. Camp director: Puan Nur Izzati binti Harun (science teacher). PTA chairman: Encik Tan Boon Hock.",
  });

  it("costs RM 12,700 in four lines: what the PTA funds and what it asks for are sources, not costs", () => {
    expect(text).toMatch(/Grand Total RM 12,700\.00/);
    expect(text).toMatch(/Yayasan Sejahtera \(requested\) RM 8,000\.00/);
    expect(text).not.toMatch(/The PTA funds 1|We ask Yayasan Sejahtera for 1|RM 25,400/);
  });

  it("is held on its three days in the school's lab and hall, its first day teaching what the brief lists", () => {
    expect(text).toMatch(/Date 14 to 16 June 2027/);
    expect(text).toMatch(/Venue Science lab and hall, SMK Seri Bintang Utara\s*\n/);
    expect(text).toMatch(/10\.45 am Arduino basics\s*\n12\.00 pm Line-following robots/);
    // Prizes come at the end of a camp, not on its first afternoon; the PTA's chairman reviews the paper.
    expect(text).not.toMatch(/Prize-giving|\[Enter the programme date\]|\[Enter the venue\]/);
    expect(text).toMatch(/Chairman, PTA of SMK Seri Bintang Utara/);
  });
});

describe("a workshop's equipment financing named for the business", () => {
  const text = paper({
    language: "en",
    kind: "geran",
    type: "business",
    title: "Equipment Financing Application for Bengkel Kenderaan Ah Seng",
    description:
      "Bengkel Kenderaan Ah Seng (SSM 001234567-K), a car workshop in Taman Universiti, Skudai, owned by Mr. Lim Ah Seng, applies to Bank Simpanan Nasional for equipment financing of RM 45,000 to buy a 4-post car lift (RM 18,500), a wheel alignment machine (RM 21,000) and a diagnostic scanner (RM 5,500). We currently service about 220 cars a month with monthly sales of RM 38,000. With the new equipment we expect 300 cars a month and sales of RM 52,000 within 12 months, and to hire 2 more mechanics. Repayment over 5 years.",
  });

  it("is the workshop's application for its equipment, never about 'bengkel kenderaan ah seng' in lower case", () => {
    expect(text).toMatch(/Applicant Bengkel Kenderaan Ah Seng\s*\nRegistration no\. \(SSM\) 001234567-K/);
    expect(text).toMatch(/The equipment purchase project costs RM 45,000\.00 in total/);
    expect(text).not.toMatch(/bengkel kenderaan ah seng|\[Enter the applicant's name\]/);
  });

  it("takes what it expects as its objectives, and no project length from a target's 12 months", () => {
    expect(text).toMatch(/^Reach 300 cars a month and sales of RM 52,000 within 12 months\nHire 2 more mechanics$/m);
    expect(text).toMatch(/Objective 2 Payroll and EPF records of the new staff/);
    expect(text).not.toMatch(/sales or jobs target|over 12 months from the date of approval/);
  });
});

describe("a residents' one-day recycling drive asking the council for a grant (a new-user walk's brief)", () => {
  const text = paper({
    language: "en",
    type: "project",
    title: "Community Recycling Drive at Taman Melawati",
    description:
      "The Taman Melawati Residents Association will hold a Community Recycling Drive at Taman Melawati on Saturday 10 April 2027. The budget is RM 2,400: 20 collection bins at RM 45 each, a lorry rental of RM 900 and refreshments for 50 volunteers at RM 12 each. We are asking Majlis Perbandaran Ampang Jaya for a grant.",
  });

  it("is a programme paper on its day, costing RM 2,400 in its three lines, asked of the council", () => {
    for (const line of [
      /Date Saturday, 10 April 2027/,
      /Lorry rental 1 RM 900\.00 RM 900\.00/,
      /Refreshments for 50 volunteers 50 volunteers RM 12\.00 RM 600\.00/,
      /Grand Total RM 2,400\.00/,
      /Majlis Perbandaran Ampang Jaya \(requested\) RM 2,400\.00/,
    ])
      expect(text).toMatch(line);
    // The volunteers are fed once, and a price says nothing about them; no month-long phases for a Saturday.
    expect(text).not.toMatch(/^Volunteers 50 RM|At RM 12 each/m);
    expect(text).not.toMatch(/RM 3,000|Lorry rental of|Months 1-2|\[Enter the source of funds/);
  });
});

describe("a surau's free tuition every Saturday for 20 weeks (a new-user walk's brief)", () => {
  const text = paper({
    language: "ms",
    type: "pendidikan",
    title: "Program Kelas Tuisyen Percuma Anak Asnaf Surau Al-Ikhlas",
    description:
      "Surau Al-Ikhlas, Kampung Sungai Kantan, Kajang akan mengadakan kelas tuisyen percuma untuk 40 murid asnaf Tahun 4-6 setiap Sabtu selama 20 minggu bermula 6 Februari 2027, jam 9.00 pagi hingga 12.00 tengah hari di dewan surau. Subjek: Matematik, Sains dan Bahasa Inggeris, diajar oleh 4 guru sukarela. Kos: elaun guru RM 50 seorang seminggu, buku latihan 40 set x RM 25 dan makanan ringan RM 200 sebulan.",
  });

  it("costs each line over its weeks and months: 4 teachers x 20 weeks at RM 50, 5 months of snacks at RM 200", () => {
    for (const line of [
      /Elaun guru 80 \(4 guru sukarela x 20 minggu\) RM 50\.00 RM 4,000\.00/,
      /Buku latihan 40 set RM 25\.00 RM 1,000\.00/,
      /Makanan ringan 5 bulan RM 200\.00 RM 1,000\.00/,
      /Jumlah Keseluruhan RM 6,000\.00/,
    ])
      expect(text).toMatch(line);
    // Not the teachers and the pupils paid an allowance, nor a total of the one priced line.
    expect(text).not.toMatch(/44 orang|Jumlah Keseluruhan RM 1,000\.00|\[Nyatakan kos\]/);
  });

  it("gives each Saturday's session its subjects in turn and a snack break, never a day's welcome and opening", () => {
    expect(text).toMatch(
      /^Setiap sesi program kelas tuisyen percuma \(setiap Sabtu, 9\.00 pagi hingga 12\.00 tengah hari\) berjalan seperti berikut:\nMasa Aktiviti\s*\n9\.00 pagi Kehadiran peserta\s*\n9\.15 pagi Matematik\s*\n10\.05 pagi Sains\s*\n10\.55 pagi Rehat dan makanan ringan\s*\n11\.10 pagi Bahasa Inggeris\s*\n12\.00 tengah hari Bersurai/m,
    );
    // Its days and hours are the brief's: nothing left for the committee to set.
    expect(text).not.toMatch(/Hari dan masa setiap sesi|Ucapan dan perasmian|pagi Diajar oleh/);
  });

  it("meets every Saturday from 6 February to its 20th Saturday, 19 June 2027", () => {
    expect(text).toMatch(/Tarikh Setiap Sabtu, 6 Februari 2027 hingga 19 Jun 2027/);
    expect(text).toMatch(/Masa 9\.00 pagi hingga 12\.00 tengah hari/);
    expect(text).not.toMatch(/\[Nyatakan tarikh program\]/);
  });
});

describe("a coffee maker's matching grant for its machines, on the basic package (read through the API)", () => {
  const over = {
    language: "ms" as const,
    type: "grant",
    title: "Permohonan Geran Pemadanan: Mesin Pengisar dan Pembungkus Serbuk Kopi untuk Kopi Tenom Asli",
    description:
      "Kopi Tenom Asli Enterprise (SSM 202001018877), pengusaha kopi kecil di Tenom, Sabah milik Puan Juliana binti Gumpil, memohon Geran Pemadanan daripada SME Corp Malaysia untuk membeli mesin pengisar kopi industri (RM 38,000) dan mesin pembungkus automatik (RM 26,000). Jumlah kos RM 64,000; geran dipohon RM 32,000 dan sumbangan sendiri RM 32,000. Pengeluaran semasa 400 kg sebulan; sasaran meningkatkan pengeluaran daripada 400 kg kepada 1,000 kg sebulan dalam tempoh 12 bulan dan mengambil 2 pekerja tempatan. Projek bermula 1 Julai 2027 dan mesin dipasang sebelum 30 September 2027.",
  };
  const text = paper(over, BASIC);

  it("is about the machines, not the 'pemadanan' its application's scheme is named for", () => {
    expect(text).toMatch(/Jumlah kos projek pembelian mesin pengisar dan pembungkus serbuk kopi ialah RM 64,000\.00/);
    expect(text).not.toMatch(/projek pemadanan|pemadanan ini/i);
  });

  it("states under its impact the change the brief expects, not an empty sub-heading", () => {
    expect(text).toMatch(
      /^Impak Projek\nHasil utama yang dijangka daripada projek ini ialah meningkatkan pengeluaran daripada 400 kg kepada 1,000 kg sebulan dalam tempoh 12 bulan dan mengambil 2 pekerja tempatan\.$/m,
    );
  });
});

describe("a residents' health carnival whose balance comes from the run's entry fees (read through the API)", () => {
  const text = paper(
    {
      language: "ms",
      type: "project",
      title: "Karnival Kesihatan dan Kecergasan Komuniti Taman Seri Andalas 2027",
      description:
        "Persatuan Penduduk Taman Seri Andalas, Klang akan menganjurkan Karnival Kesihatan dan Kecergasan Komuniti pada Ahad, 18 April 2027, dari 7.30 pagi hingga 1.00 tengah hari di Padang Awam Taman Seri Andalas. Aktiviti: larian santai 3 km, saringan tekanan darah dan gula oleh Klinik Kesihatan Pandamaran, senamrobik beramai-ramai dan cabutan bertuah. Dijangka 400 penduduk hadir. Anggaran kos RM 7,800: sewa khemah dan kerusi RM 2,400, baju larian 200 helai x RM 15 = RM 3,000, air dan makanan ringan RM 1,200, hadiah cabutan bertuah RM 1,200. Kami memohon sumbangan RM 5,000 daripada Majlis Perbandaran Klang; baki daripada yuran penyertaan larian. Pengerusi program ialah Encik Suresh a/l Ramasamy dan setiausaha ialah Puan Wong Mei Fong.",
    },
    BASIC,
  );

  it("takes the balance from the entry fees named in the next clause, not from the applicant's own funds", () => {
    expect(text).toMatch(/Majlis Perbandaran Klang \(dipohon\) RM 5,000\.00/);
    expect(text).toMatch(/Yuran penyertaan larian \(baki\) RM 2,800\.00/);
    expect(text).not.toMatch(/Sumbangan sendiri pemohon/);
  });
});

describe("a four-week evening class on two weekdays, in English", () => {
  const text = paper({
    language: "en",
    type: "pendidikan",
    title: "Basic Computer Class for Senior Citizens at Dewan Komuniti Taman Bukit Indah",
    description:
      "The Taman Bukit Indah Residents Association will run a basic computer class for 25 senior citizens every Tuesday and Thursday for 4 weeks starting 2 March 2027, 8.00 pm to 10.00 pm at Dewan Komuniti Taman Bukit Indah. Subjects: using a smartphone, online banking and avoiding scams, taught by 2 volunteer trainers. Budget RM 1,500: trainer allowance RM 800, handouts RM 300 and refreshments RM 400.",
  });

  it("runs each evening's session through its subjects, not a first day's opening ceremony", () => {
    expect(text).toMatch(
      /^Each basic computer class session \(every Tuesday and Thursday, 8\.00 pm to 10\.00 pm\) runs as follows:\nTime Activity\s*\n8\.00 pm Attendance\s*\n8\.15 pm Using a smartphone\s*\n8\.45 pm Online banking\s*\n9\.15 pm Break and refreshments\s*\n9\.30 pm Avoiding scams\s*\n10\.00 pm Close/m,
    );
    expect(text).not.toMatch(/official opening|first day/i);
  });
});

describe("a cleaning tender that states only its ceiling (a new-user walk's brief)", () => {
  const text = paper({
    language: "ms",
    type: "business",
    kind: "tender",
    title: "Tender Perkhidmatan Pembersihan Pejabat Majlis Daerah Bentong",
    description: "Tender pembersihan pejabat Majlis Daerah Bentong untuk 12 bulan, 8 pekerja, siling RM240,000.",
  });

  it("leaves its prices to the bidder under the ceiling, never the ceiling shared out over the usual heads", () => {
    expect(text).toMatch(/^1 Kos tenaga kerja 1 \[Nyatakan kos\] \[Nyatakan kos\]/m);
    expect(text).toMatch(/Jumlah Keseluruhan \[Nyatakan kos\]/);
    expect(text).toMatch(/Harga tawaran tidak akan melebihi had siling RM 240,000\.00\./);
    // RM 68,500 of labour for 8 cleaners over 12 months is about RM 713 a month each: under the minimum wage.
    expect(text).not.toMatch(/\(anggaran\)|RM 68,500|Jumlah Keseluruhan RM 240,000/);
  });
});

describe("a Year 6 camp paid by each pupil's fee, the PTA covering the rest (a new-user walk's brief)", () => {
  const text = paper(
    {
      language: "ms",
      type: "pendidikan",
      title: "Kem Motivasi Tahun 6 SK Taman Desa 2027",
      description:
        "SK Taman Desa akan mengadakan Kem Motivasi Tahun 6 pada 20 hingga 21 Mac 2027 di Kem Bina Semangat Janda Baik untuk 85 murid. Yuran peserta RM45 seorang. Kos: pengangkutan bas RM 1,800, makanan RM 2,550, fasilitator RM 1,200 dan cenderamata RM 450. Selebihnya ditanggung oleh PIBG.",
    },
    BASIC,
  );

  it("funds RM 6,000 from 85 pupils' fees of RM 45 and the PTA's balance, not a blank to complete", () => {
    expect(text).toMatch(
      /Yuran peserta \(85 murid x RM 45\.00\) RM 3,825\.00\s*\nPIBG \(baki\) RM 2,175\.00\s*\nJumlah RM 6,000\.00/,
    );
    expect(text).not.toMatch(/\[Nyatakan sumber kewangan/);
  });

  it("is about the Year 6 camp, its year kept", () => {
    expect(text).toMatch(/kem motivasi tahun 6\b/);
    expect(text).not.toMatch(/kem motivasi tahun(?! 6)/);
  });
});

describe("a cold room grant that runs from one month to another (a new-user walk's brief)", () => {
  const text = paper({
    language: "en",
    type: "grant",
    title: "Cold Room Expansion for Segar Fresh Produce Sdn Bhd",
    description:
      "Segar Fresh Produce Sdn Bhd (SSM 201901023456), a vegetable distributor in Cameron Highlands, applies for an SME Corp matching grant to build a second cold room. Total cost RM 180,000: cold room panels RM 95,000, refrigeration unit RM 60,000, installation RM 25,000. Grant requested RM 90,000; own contribution RM 90,000. The project runs from January 2027 to September 2027 and must finish before the monsoon season in October 2027.",
  });

  it("is scheduled over its own nine months, January to September 2027, not twelve months from approval", () => {
    expect(text).toMatch(/runs for 9 months, from 1 January 2027 to 30 September 2027:/);
    expect(text).toMatch(/^4 Monitoring and reporting to the funder 1 September 2027 – 30 September 2027/m);
    expect(text).not.toMatch(/Months 1-2|\[Enter the implementation period|12 months/);
  });
});

describe("a residents' clean-up and family day whose purpose is written as a sentence (a new-user walk's brief)", () => {
  const text = paper({
    language: "ms",
    type: "project",
    title: "Program Gotong-Royong dan Hari Keluarga Taman Bukit Mewah 2027",
    description:
      "Persatuan Penduduk Taman Bukit Mewah akan mengadakan Program Gotong-Royong dan Hari Keluarga pada 13 Mac 2027 dari 8.00 pagi hingga 1.00 tengah hari di Taman Permainan Bukit Mewah untuk 150 peserta. Tujuan program ialah membersihkan kawasan taman dan mengeratkan hubungan antara keluarga penduduk.",
    keyRequirements: [
      "Gotong-royong membersihkan longkang dan taman",
      "Sukaneka keluarga",
      "Cabutan bertuah untuk kanak-kanak",
      "Makan tengah hari bersama",
    ],
  });

  it("takes its stated purpose as its two objectives, not blanks to complete", () => {
    expect(text).toMatch(
      /seperti berikut:\nMembersihkan kawasan taman\nMengeratkan hubungan antara keluarga penduduk\n/,
    );
    expect(text).not.toMatch(/\[Nyatakan objektif pertama|\[Nyatakan hasil yang diharapkan/);
  });

  it("names the clean-up and the family day together, never 'program gotong-royong' alone", () => {
    expect(text).toMatch(/program gotong-royong dan hari keluarga/i);
    expect(text).not.toMatch(/program gotong-royong(?! dan hari keluarga)/i);
  });

  it("runs the lucky draw and the lunch the brief asks for in its running order", () => {
    expect(text).toMatch(/^\d+\.\d\d pagi Cabutan bertuah untuk kanak-kanak/m);
    expect(text).toMatch(/^12\.30 tengah hari Makan tengah hari bersama\s*\n1\.00 tengah hari Bersurai/m);
  });

  it("does not repeat its opening sentence as what it says of its 150 participants", () => {
    expect(text).toMatch(/^Peserta 150 peserta\s*$/m);
    expect(text).not.toMatch(/^Peserta 150 peserta Persatuan Penduduk/m);
  });
});

describe("a teachers' day whose parents' association gives part of the cost (a final reading's brief)", () => {
  const text = paper({
    language: "ms",
    type: "pengurusan-acara",
    title: "Majlis Sambutan Hari Guru SMK Bandar Baru Salak Tinggi 2027",
    description:
      "Kelab Guru SMK Bandar Baru Salak Tinggi, Sepang akan menganjurkan Majlis Sambutan Hari Guru pada Ahad, 16 Mei 2027, dari 8.00 pagi hingga 12.30 tengah hari di Dewan Serbaguna sekolah. Seramai 90 guru dan 40 wakil murid akan hadir. Anggaran kos RM 5,600: cenderamata guru 90 x RM 25 = RM 2,250, jamuan 130 orang x RM 15 = RM 1,950, sewa sistem siaraya RM 600 dan hiasan dewan RM 800. PIBG menyumbang RM 4,000; baki daripada tabung Kelab Guru.",
  });

  it("funds it from the PIBG's RM 4,000 and the club's fund for the balance, not the organiser's own share", () => {
    expect(text).toMatch(/^PIBG RM 4,000\.00/m);
    expect(text).toMatch(/^Tabung Kelab Guru \(baki\) RM 1,600\.00/m);
    expect(text).not.toMatch(/Sumbangan sendiri pemohon/);
  });
});

describe("a grocer's financing with a stated installation date and a sales target in ringgit (a final reading's brief)", () => {
  const text = paper({
    language: "en",
    type: "business",
    title: "Working Capital and Equipment Financing for Kedai Runcit Pak Mat",
    description:
      "Kedai Runcit Pak Mat (SSM 201803112233), a family grocery shop in Kampung Gajah, Perak, owned by Encik Ahmad bin Mat, applies to TEKUN Nasional for a business loan of RM 20,000. Total cost RM 26,000: stock RM 15,000, a chest freezer RM 4,500, new shelving RM 3,500 and a POS system RM 3,000. Our own contribution is RM 6,000. The project starts on 1 February 2027 and the equipment is installed by 31 March 2027. We aim to raise daily sales from RM 900 to RM 1,400 within 6 months.",
  });

  it("measures the sales objective against its target, RM 1,400, from its baseline, RM 900", () => {
    expect(text).toMatch(/Daily sales: RM 1,400 \(from RM 900\)/);
    expect(text).not.toMatch(/against the target of RM 900/);
  });

  it("has the equipment installed by the day the brief gives, 31 March 2027", () => {
    expect(text).toMatch(/^2 Installation, set-up and training 1 March 2027 – 31 March 2027/m);
    expect(text).toMatch(/^4 Monitoring and reporting to the funder 1 July 2027 – 31 July 2027/m);
  });
});

describe("an English paper for an event with a Malay name", () => {
  const text = paper({
    language: "en",
    type: "pengurusan-acara",
    title: "Majlis Anugerah Guru Cemerlang 2027",
    description:
      "SMK Seri Kembangan will hold its excellent teachers' award night on 20 May 2027 at the school hall for 120 teachers and guests.",
  });

  it("writes the event's name as a name in running text, not 'the majlis anugerah guru cemerlang programme'", () => {
    expect(text).toMatch(/the Majlis Anugerah Guru Cemerlang (?!2027)/);
    expect(text).not.toMatch(/majlis anugerah guru/);
  });
});

describe("a school canteen tender, where the operator pays the school a rental (a reading's brief)", () => {
  const en = paper({
    language: "en",
    kind: "tender",
    type: "tender",
    title: "Tender for School Canteen Operation at SK Taman Sri Andalas 2027-2029",
    description:
      "Syarikat Selera Bonda Catering (SSM 201501023344), run by Puan Rosnah binti Ali, bids to operate the school canteen of SK Taman Sri Andalas, Klang, for 3 years from 1 January 2027 to 31 December 2029. The school has 1,150 pupils and 85 teachers and staff. We offer a monthly rental of RM 1,800 to the school and will serve breakfast and lunch on school days. Meal prices: nasi lemak RM 2.00, fried noodles RM 2.00, rice with chicken RM 3.50. Our workers: 6 staff, all with typhoid injections and food handler training certificates.",
  });
  const ms = paper({
    language: "ms",
    kind: "tender",
    type: "tender",
    title: "Tawaran Mengusahakan Kantin SMK Seksyen 9 Shah Alam 2027-2028",
    description:
      "Dapur Mak Long Enterprise (SSM 202101055667) milik Puan Hasnah binti Yusof memohon untuk mengusahakan kantin SMK Seksyen 9 Shah Alam selama 2 tahun, dari 1 Januari 2027 hingga 31 Disember 2028. Kami menawarkan sewa bulanan RM 2,200 kepada pihak sekolah. Harga makanan: nasi lemak RM 1.50, mi goreng RM 1.50, nasi ayam RM 3.00 dan air sirap RM 0.80.",
  });

  it("offers the rental to the school, not a monthly fee the school pays", () => {
    expect(en).toMatch(/^1 Monthly rental offered 36 months RM 1,800\.00 RM 64,800\.00/m);
    expect(en).toMatch(
      /The rental offered to SK Taman Sri Andalas is RM 1,800\.00 a month, RM 64,800\.00 over 36 months\./,
    );
    expect(ms).toMatch(/^1 Sewa bulanan yang ditawarkan 24 bulan RM 2,200\.00 RM 52,800\.00/m);
    for (const text of [en, ms])
      expect(text).not.toMatch(
        /Monthly service fee|Yuran perkhidmatan bulanan|Payment for .* is claimed monthly|Bayaran bagi .* dituntut/,
      );
  });

  it("lists the meal prices as offered, and no event catering terms", () => {
    expect(en).toMatch(
      /Meal prices offered:\nItem Price \(RM\)\s*\nNasi lemak RM 2\.00\s*\nFried noodles RM 2\.00\s*\nRice with chicken RM 3\.50/,
    );
    expect(ms).toMatch(/Nasi ayam RM 3\.00\s*\nAir sirap RM 0\.80/);
    expect(en).not.toMatch(/price per head|number of guests|List of events catered/);
    expect(en).toMatch(/List of canteens run before or now/);
  });

  it("is read as a tender from its own words, with no kind chosen on the form", () => {
    expect(
      inferKind({
        title: "Tawaran Mengusahakan Kantin SMK Seksyen 9 Shah Alam 2027-2028",
        text: "Dapur Mak Long Enterprise memohon untuk mengusahakan kantin SMK Seksyen 9 Shah Alam selama 2 tahun. Sekolah ini mempunyai 1,400 murid dan 110 guru. Kami menawarkan sewa bulanan RM 2,200 kepada pihak sekolah.",
        type: "project",
      }),
    ).toBe("tender");
  });

  it("calls the work the canteen, not 'mengusahakan kantin'", () => {
    expect(ms).not.toMatch(/perkhidmatan mengusahakan kantin/);
    expect(ms).toMatch(/perkhidmatan kantin/);
  });
});

describe("a university study whose lead researcher is named in brackets (a reading's brief)", () => {
  const text = paper({
    language: "ms",
    kind: "penyelidikan",
    type: "research",
    title:
      "Kajian Keberkesanan Aplikasi Mudah Alih dalam Pemantauan Tekanan Darah Warga Emas di Daerah Kuala Terengganu",
    description:
      "Kajian ini dijalankan oleh Dr. Siti Aminah binti Hassan (ketua penyelidik) dan Dr. Lee Chong Wei dari Fakulti Sains Kesihatan, Universiti Sultan Zainal Abidin (UniSZA), dengan memohon Geran Penyelidikan Universiti (GPU) sebanyak RM 48,000. Tempoh kajian 18 bulan bermula 1 Mac 2027.",
  });

  it("is prepared and signed by its lead researcher", () => {
    expect(text).toMatch(/^Dr\. Siti Aminah binti Hassan .*\n^Ketua penyelidik, Universiti Sultan Zainal Abidin/m);
  });

  it("reviews past work on its topic, not 'kajian lepas tentang kajian ...'", () => {
    expect(text).toMatch(/kajian lepas tentang keberkesanan aplikasi mudah alih/);
    expect(text).not.toMatch(/tentang kajian keberkesanan/i);
  });
});

describe("a mosque's food bank, asked of the zakat board with the balance from its own fund (a reading's brief)", () => {
  const text = paper({
    language: "ms",
    kind: "cadangan",
    type: "project",
    title: "Cadangan Penubuhan Bank Makanan Masjid Al-Ikhlas Taman Cheras Jaya",
    description:
      "Jawatankuasa Masjid Al-Ikhlas Taman Cheras Jaya mencadangkan penubuhan bank makanan untuk membantu 80 keluarga asnaf dan B40 di kariah masjid. Kos permulaan RM 12,500: ubah suai bilik stor RM 4,000, 2 peti sejuk beku RM 3,600, rak besi RM 1,400 dan bekalan makanan asas untuk 3 bulan pertama RM 3,500. Kami memohon sumbangan RM 10,000 daripada Lembaga Zakat Selangor; baki RM 2,500 daripada tabung masjid. Bank makanan dijangka mula beroperasi pada 2 April 2027.",
  });

  it("names the mosque's fund for its RM 2,500, not the applicant's own share", () => {
    expect(text).toMatch(/Tabung masjid \(RM 2,500\.00\)/);
    expect(text).not.toMatch(/Sumbangan sendiri pemohon/);
  });

  it("points at the food bank ('bank makanan ini'), never 'penubuhan ini'", () => {
    expect(text).toMatch(/bank makanan ini/);
    expect(text).not.toMatch(/penubuhan ini/);
  });
});

describe("a new business's plan with a sales target and a MARA loan (a reading's brief)", () => {
  const text = paper({
    language: "en",
    type: "business",
    title: "Business Plan: Mobile Car Wash Service in Seremban",
    description:
      "Kilat Mobile Car Wash, a new business to be registered with SSM by Mr. Arjun a/l Ramasamy (28), will offer waterless mobile car washing at homes and offices in Seremban and Nilai. Start-up cost RM 35,000: a used van RM 22,000, washing equipment and products RM 6,500, branding and a booking website RM 4,000, and working capital RM 2,500. Funding: a MARA business loan of RM 28,000 and the owner's savings of RM 7,000. Target: 12 cars a day, 26 days a month, by month 6, giving sales of about RM 12,000 a month. Operations start on 1 March 2027.",
  });

  it("is about the car wash service, not 'the business plan'", () => {
    expect(text).toMatch(/The car wash service costs RM 35,000\.00 in total/);
    expect(text).not.toMatch(/the business plan (?:costs|funds)|objectives of the business plan/i);
  });

  it("does not present its target sales as current sales", () => {
    expect(text).not.toMatch(/Current sales|current sales RM 12,000/);
  });

  it("names its loan as the brief does, without the 'Funding:' label", () => {
    expect(text).toMatch(/^MARA business loan RM 28,000\.00/m);
    expect(text).not.toMatch(/Funding: a MARA/);
  });

  it("names its owner, says it is still to be registered, and asks for no accounts it cannot have yet", () => {
    expect(text).toMatch(/^Owner Mr\. Arjun a\/l Ramasamy\s*$/m);
    expect(text).toMatch(/^Registration no\. \(SSM\) To be registered \(new business\)/m);
    expect(text).toMatch(/^The owner's savings statement for the own contribution$/m);
    expect(text).not.toMatch(
      /existing resources and experience|latest six months of bank statements|existing equipment|staff numbers and annual sales before|\[Enter the registration number\]/,
    );
  });
});

describe("a residents' health day for senior citizens, asked of DBKL (a reading's brief)", () => {
  const text = paper({
    language: "en",
    type: "pengurusan-acara",
    title: "Taman Desa Senior Citizens' Health Day 2027",
    description:
      "The Taman Desa Residents Association will hold a free health screening and exercise day for 200 senior citizens on Saturday, 17 April 2027, from 7.30 am to 12.30 pm at the Taman Desa Community Hall. Activities: morning exercise, health screening, a talk on healthy eating by Dr. Farah Nadia, and a healthy breakfast. Budget RM 4,800: breakfast 200 x RM 8 = RM 1,600, goodie bags 200 x RM 10 = RM 2,000, PA system and canopies RM 700, and printing RM 500. We ask the Kuala Lumpur City Hall (DBKL) to fund RM 4,800. Chairman: Mr. Wong Kok Leong. Secretary: Puan Norliza binti Hamid.",
  });

  it("goes to the city hall it asks for the money", () => {
    expect(text).toMatch(/This paper is submitted to Kuala Lumpur City Hall \(DBKL\) for consideration and approval/);
  });

  it("names the senior citizens' health day whole, and never 'on the day of this day'", () => {
    expect(text).toMatch(/The senior citizens' health day will be held on 17 April 2027/);
    expect(text).not.toMatch(/this day\b/);
  });

  it("puts the chairman and the secretary in their committee rows, once", () => {
    expect(text).toMatch(/^Chair Mr\. Wong Kok Leong Leads and coordinates/m);
    expect(text).toMatch(/^Secretary Puan Norliza binti Hamid Letters, minutes and reports/m);
    expect(text).not.toMatch(/^Chairman Mr\. Wong/m);
  });

  it("runs the talk with its speaker's full name, then the breakfast, and says nothing of the group but its count", () => {
    expect(text).toMatch(/am Talk on healthy eating by Dr\. Farah Nadia\s*\n[\d.]+ am Healthy breakfast/);
    expect(text).toMatch(/^Senior citizens 200 senior citizens\s*$/m);
  });
});

describe("a school's twice-weekly reading class paid for by the PIBG (a reading's brief, basic package)", () => {
  const text = paper(
    {
      language: "ms",
      type: "project",
      title: "Program Bimbingan Membaca Murid Tahap 1 SK Kampung Baru Sungai Buloh",
      description:
        "Panitia Bahasa Melayu SK Kampung Baru Sungai Buloh akan melaksanakan program bimbingan membaca untuk 45 murid Tahun 1 hingga Tahun 3 yang belum menguasai kemahiran membaca. Program dijalankan setiap Selasa dan Khamis, 2.00 petang hingga 3.30 petang, selama 12 minggu bermula 5 April 2027, di bilik Pusat Sumber sekolah. Kos RM 2,350: buku bacaan berperingkat RM 1,200, kad imbasan dan bahan bantu mengajar RM 650, dan hadiah insentif murid RM 500. Kos ditanggung sepenuhnya oleh PIBG.",
    },
    BASIC,
  );

  it("is held in the school's resource centre, not '[Nyatakan tempat program]'", () => {
    expect(text).toMatch(/^Tempat Bilik pusat sumber sekolah, SK Kampung Baru Sungai Buloh/m);
  });

  it("is paid for by the PIBG in full", () => {
    expect(text).toMatch(/^PIBG RM 2,350\.00/m);
    expect(text).not.toMatch(/\[Nyatakan sumber kewangan/);
  });

  it("keeps 'Tahap 1' and counts pupils of Tahun 1 to Tahun 3 as one group", () => {
    expect(text).toMatch(/program bimbingan membaca murid tahap 1\b/);
    expect(text).toMatch(/^Murid Tahun 1 hingga Tahun 3 45 murid Tahun 1 hingga Tahun 3/m);
  });
});

describe("an Orang Asli youth association's grant for a nine-month programme ending 28 February 2028 (a reading's brief)", () => {
  const text = paper({
    language: "en",
    type: "grant",
    title: "Yayasan Hasanah Grant Application: Digital Skills for Orang Asli Youth in Gua Musang",
    description:
      "Persatuan Belia Orang Asli Kelantan (PPM-001-03-12092015), led by its president Encik Alang bin Busu, applies to Yayasan Hasanah for a grant of RM 85,000 to run a 9-month digital skills programme for 60 Orang Asli youth aged 18 to 30 in 4 villages near Gua Musang, from 1 June 2027 to 28 February 2028. Costs: 20 refurbished laptops at RM 1,500 each = RM 30,000, trainers' fees RM 27,000, transport and meals for participants RM 18,000, internet data for 9 months RM 4,500, and certification fees RM 5,500. The association contributes RM 5,000 from its own fund, making a total of RM 90,000.",
  });

  it("runs 9 months to the day the brief gives, 28 February 2028 (not 39 weeks, not the 29th)", () => {
    expect(text).toMatch(/runs for 9 months, from 1 June 2027 to 28 February 2028:/);
    expect(text).not.toMatch(/39 weeks|29 February 2028/);
  });

  it("is about the digital skills programme, and shows the society's registration number", () => {
    expect(text).toMatch(/The digital skills programme costs RM 90,000\.00 in total/);
    expect(text).toMatch(/^Registration no\. \(ROS\) PPM-001-03-12092015/m);
  });
});

describe("a surau's roof repair from the auto generator (a reading's need)", () => {
  const text = paper({
    language: "ms",
    type: "",
    title: "Cadangan Pembaikan Bumbung",
    description:
      "Surau kami di Taman Seri Indah perlu membaiki bumbung yang bocor dan menukar sistem pendawaian lama. Anggaran kos RM 28,000. Kami mahu memohon bantuan daripada Majlis Agama Islam Selangor (MAIS). Kerja dijangka mengambil masa 2 bulan bermula Mac 2027.",
  });

  it("is a paper for MAIS to decide on the repair, over the 2 months the work takes", () => {
    expect(text).toMatch(/^Tujuan\n/);
    expect(text).toMatch(/pertimbangan dan kelulusan Majlis Agama Islam Selangor \(MAIS\)/);
    // 'bermula Mac 2027': the 2 months run from the first of March.
    expect(text).toMatch(/Melaksanakan pembaikan bumbung dari 1 Mac 2027 hingga 30 April 2027/);
    expect(text).not.toMatch(/Bulan 1[12]|Tentatif Program|pelaksanaan bantuan|Minggu 1/);
  });

  it("points at the repair ('pembaikan ini'), never at the roof as the project ('Objektif bumbung ini')", () => {
    expect(text).toMatch(/Objektif pembaikan ini/);
    expect(text).not.toMatch(/(?:Objektif|Skop|Kertas) bumbung ini/);
  });
});

describe("an auto-generated tuition class, hoped to be funded by a foundation (a reading's need)", () => {
  const need =
    "We want to start a free weekend tuition class for 40 B40 secondary students in Taman Medan, Petaling Jaya, every Saturday from 9 am to 12 pm for 6 months starting February 2027. We need RM 9,600 for tutors' allowances and RM 2,400 for books. We hope Yayasan Sime Darby can fund it.";
  const text = paper({
    language: "en",
    type: "",
    title: "Proposal for the Implementation of Free Weekend Tuition Class for 40 B40 Secondary Students in Taman Medan",
    description: need,
    keyRequirements: [
      "We need RM 9,600 for tutors' allowances and RM 2,400 for books",
      "We hope Yayasan Sime Darby can fund it",
    ],
  });

  it("costs RM 12,000 in its two lines, not 'We need RM 2,400'", () => {
    expect(text).toMatch(/^1 Tutors' allowances 1 RM 9,600\.00 RM 9,600\.00/m);
    expect(text).toMatch(/^2 Books 1 RM 2,400\.00 RM 2,400\.00/m);
    expect(text).toMatch(/Grand Total RM 12,000\.00/);
    expect(text).not.toMatch(/We need|within its cost of RM 2,400/);
  });

  it("is about the weekend tuition class and goes to the foundation, which organises nothing", () => {
    expect(text).toMatch(/(?:is submitted to|for the consideration of) Yayasan Sime Darby/);
    expect(text).not.toMatch(
      /(?:organised|presented|submitted) by Yayasan Sime Darby|Yayasan Sime Darby (?:submits|presents)|free weekend implementation/,
    );
    expect(text).toMatch(/weekend tuition class/);
  });

  it("is no business: no owner, SSM, sales or repayment for a free class whose applicant is unnamed", () => {
    expect(text).not.toMatch(/\bSSM\b|business results|growth in sales|owner's personal finances|\bsales\b/);
  });

  it("runs its 6 months from February 2027, when the brief says it starts, as a project, not a purchase", () => {
    expect(text).toMatch(/runs for 6 months, from 1 February 2027 to 31 July 2027/);
    expect(text).not.toMatch(/from the date of approval|Purchase and delivery|Operation and growth/);
    // The classes begin in February: that month is their first sessions, not approval and planning.
    expect(text).toMatch(/^1 Launch and first sessions 1 February 2027 – 28 February 2027\s*$/m);
    expect(text).not.toMatch(/Approval and detailed planning 1 February 2027/);
  });

  it("sets out to teach its 40 B40 secondary students, and never lists 'We hope ... can fund it' as a component", () => {
    expect(text).toMatch(/To carry out the weekend tuition class for 40 B40 secondary students/);
    expect(text).not.toMatch(/main components[^\n]*:\nWe hope/);
  });

  it("asks the foundation it hopes will fund it for the whole RM 12,000", () => {
    expect(text).toMatch(/^Yayasan Sime Darby \(requested\) RM 12,000\.00\s*$/m);
    expect(text).not.toMatch(/\[Enter the source of funds/);
  });

  it("buys no equipment: no warranties, delivery notes or equipment delays for tutors and books", () => {
    expect(text).not.toMatch(
      /warrant|delivery note|Equipment delivery delays|goods have been received|asset register/i,
    );
    expect(text).toMatch(/^\d Attendance below target Early publicity and attendance taken at every session\s*$/m);
  });

  it("says no sentence twice, however it names the class", () => {
    const said = text
      .split(/(?<=\.)\s+/)
      .filter((x) => x.split(/\s+/).length > 8)
      .map((x) => x.replace(/the weekend tuition class project|this project|the weekend tuition class/g, "§"));
    expect(said.filter((x, i) => said.indexOf(x) !== i)).toEqual([]);
  });
});

describe("a boutique's TEKUN financing whose sales target is RM 15,000 a month and two new workers (a final reading's brief)", () => {
  const text = paper({
    language: "ms",
    type: "business",
    title: "Permohonan Pembiayaan TEKUN untuk Mesin Jahit Industri Butik Seri Ayu",
    description:
      "Butik Seri Ayu (SSM 202003087654) di Kota Bharu, Kelantan, milik Puan Rohayu binti Daud, menjahit baju kurung dan baju Melayu tempahan sejak 2020 dengan 3 pekerja. Kami memohon pembiayaan TEKUN Nasional sebanyak RM 30,000 untuk membeli 3 mesin jahit industri (3 x RM 4,500 = RM 13,500), 1 mesin obras RM 5,500, 1 mesin sulam komputer RM 8,000 dan kain serta bahan RM 3,000. Jumlah kos RM 30,000. Jualan semasa RM 9,000 sebulan. Sasaran: meningkatkan jualan kepada RM 15,000 sebulan dalam tempoh 6 bulan dan mengambil 2 pekerja baharu.",
  });

  it("never costs the two new workers at the monthly sales target ('Pekerja baharu 2 x RM 15,000')", () => {
    expect(text).toMatch(/Jumlah Keseluruhan RM 30,000\.00/);
    expect(text).not.toMatch(/Pekerja baharu 2 RM 15,000\.00/);
  });

  it("costs the four things the money buys, as the brief prices them after 'untuk membeli'", () => {
    for (const line of [
      /^1 Mesin jahit industri 3 RM 4,500\.00 RM 13,500\.00/m,
      /^2 Mesin obras 1 RM 5,500\.00 RM 5,500\.00/m,
      /^3 Mesin sulam komputer 1 RM 8,000\.00 RM 8,000\.00/m,
      /^4 Kain serta bahan 1 RM 3,000\.00 RM 3,000\.00/m,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/\(anggaran\)/);
  });

  it("is applied for by the boutique, about buying the machines, and measured in its own sales and jobs", () => {
    expect(text).toMatch(/^Nama pemohon Butik Seri Ayu\s*$/m);
    expect(text).toMatch(/Jumlah kos projek pembelian mesin jahit industri ialah RM 30,000\.00/);
    expect(text).not.toMatch(/mesin jahit industri butik|Kejayaan mesin jahit/);
    expect(text).toMatch(/Jualan: RM 15,000 sebulan \(daripada RM 9,000 sebulan\); 2 pekerja baharu/);
  });
});

describe("a mosque's Maulidur Rasul night paid by its fund and by MAIS (a final reading's brief)", () => {
  const text = paper({
    language: "ms",
    type: "pengurusan-acara",
    title: "Majlis Sambutan Maulidur Rasul 1449H Masjid Al-Muttaqin Bandar Baru Bangi",
    description:
      "Jawatankuasa Masjid Al-Muttaqin Bandar Baru Bangi akan mengadakan Majlis Sambutan Maulidur Rasul 1449H pada Sabtu, 14 Ogos 2027, dari 8.00 malam hingga 11.00 malam di dewan solat utama masjid. Seramai 600 jemaah dan 50 pelajar tahfiz dijangka hadir. Atur cara: solat Isyak berjemaah, bacaan selawat dan marhaban, ceramah Maulid oleh Ustaz Ahmad Dusuki bin Hassan, dan jamuan nasi briyani. Anggaran kos RM 8,900: jamuan 650 orang x RM 10 = RM 6,500, saguhati penceramah RM 1,200, sewa sistem siaraya dan khemah RM 800, dan cetakan banner RM 400. Kos dibiayai oleh tabung masjid RM 3,900 dan sumbangan Majlis Agama Islam Selangor (MAIS) RM 5,000. Pengerusi majlis ialah Haji Rosli bin Ismail dan setiausaha ialah Encik Nazri bin Abdullah.",
  });

  it("shows both sources with their amounts, the council named with its acronym", () => {
    expect(text).toMatch(/^Tabung masjid RM 3,900\.00/m);
    expect(text).toMatch(/^Sumbangan Majlis Agama Islam Selangor \(MAIS\) RM 5,000\.00/m);
    expect(text).not.toMatch(/\[Nyatakan sumber kewangan/);
  });

  it("is held in the mosque's main prayer hall, named with the mosque", () => {
    expect(text).toMatch(/^Tempat Dewan solat utama Masjid Al-Muttaqin Bandar Baru Bangi\s*$/m);
  });

  it("does not repeat the sentence that counts both groups in each group's row", () => {
    expect(text).toMatch(/^Jemaah 600 jemaah Dijangka hadir\s*$/m);
    expect(text).toMatch(/^Pelajar tahfiz 50 pelajar tahfiz Dijangka hadir\s*$/m);
  });
});

describe("a new cake shop's business plan named after the shop (a final reading's brief)", () => {
  const text = paper({
    language: "ms",
    type: "business",
    title: "Pelan Perniagaan Kedai Kek Mak Long",
    description:
      "Kedai Kek Mak Long ialah perniagaan baharu yang akan didaftarkan dengan SSM oleh Puan Salmah binti Omar di Jasin, Melaka. Kos permulaan RM 20,000: ketuhar dan peralatan RM 12,000, sewa premis dan deposit RM 5,000, dan modal kerja RM 3,000. Kami memohon pinjaman TEKUN RM 20,000. Operasi bermula 1 Jun 2027.",
  });

  it("names the shop as it names itself, never in lower case", () => {
    expect(text).toMatch(/Jumlah kos projek Kedai Kek Mak Long ialah RM 20,000\.00/);
    expect(text).not.toMatch(/kedai kek mak long/);
  });

  it("is still to be registered, by its owner", () => {
    expect(text).toMatch(/^No\. pendaftaran \(SSM\) Akan didaftarkan \(perniagaan baharu\)/m);
    expect(text).toMatch(/^Pemilik Puan Salmah binti Omar\s*$/m);
    expect(text).not.toMatch(/Penyata bank enam bulan terkini|peralatan sedia ada/);
  });
});

describe("a village committee's CCTV cameras, asked of its assemblyman's office (a final reading's brief)", () => {
  const text = paper({
    language: "ms",
    type: "proposal",
    title: "Cadangan Pemasangan Kamera CCTV di Kampung Sri Gading",
    description:
      "Jawatankuasa Pembangunan dan Keselamatan Kampung (JPKK) Sri Gading, Batu Pahat, Johor mencadangkan pemasangan 12 unit kamera CCTV di 6 lokasi utama kampung berikutan 9 kes kecurian motosikal dan pecah rumah sepanjang tahun 2026. Kos keseluruhan RM 24,600: 12 kamera CCTV x RM 850 = RM 10,200, perakam NVR dan cakera keras RM 3,400, kabel, tiang dan pemasangan RM 7,800, dan sistem kuasa solar sandaran RM 3,200. Kami memohon peruntukan daripada Pejabat ADUN Senggarang sebanyak RM 20,000; baki RM 4,600 ditanggung oleh tabung JPKK. Kerja pemasangan dijangka siap dalam 6 minggu selepas kelulusan. Pengerusi JPKK ialah Encik Kamarul bin Hashim.",
  });

  it("is about installing the CCTV cameras, never 'cadangan kamera'", () => {
    expect(text).toMatch(
      /Objektif pemasangan kamera CCTV ialah:\nMelaksanakan pemasangan kamera CCTV dalam tempoh 6 minggu dari tarikh kelulusan/,
    );
    expect(text).not.toMatch(/cadangan kamera\b/);
  });

  it("costs the four lines as written, 'kabel, tiang dan pemasangan' as one", () => {
    for (const line of [
      /^1 Kamera CCTV 12 RM 850\.00 RM 10,200\.00/m,
      /^2 Perakam NVR dan cakera keras 1 RM 3,400\.00 RM 3,400\.00/m,
      /^3 Kabel, tiang dan pemasangan 1 RM 7,800\.00 RM 7,800\.00/m,
      /^4 Sistem kuasa solar sandaran 1 RM 3,200\.00 RM 3,200\.00/m,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/\(anggaran\)/);
  });

  it("asks the office for the RM 20,000 it requests, the committee's fund paying the rest", () => {
    expect(text).toMatch(/RM 20,000\.00 dipohon daripada Pejabat ADUN Senggarang dan Tabung JPKK \(RM 4,600\.00\)/);
    expect(text).toMatch(/Meluluskan peruntukan sebanyak RM 20,000\.00 daripada jumlah kos RM 24,600\.00/);
    expect(text).not.toMatch(/Kami memohon peruntukan daripada Pejabat|Meluluskan peruntukan sebanyak RM 24,600/);
  });

  it("names the committee with its village", () => {
    expect(text).toMatch(/dikemukakan oleh Jawatankuasa Pembangunan dan Keselamatan Kampung \(JPKK\) Sri Gading/);
  });
});

describe("a 24-month trial of a 12-week diet, for a university's short-term grant (a final reading's brief)", () => {
  const text = paper({
    language: "en",
    type: "research",
    title:
      "Effects of Intermittent Fasting on Glycaemic Control among Adults with Prediabetes in Kelantan: A 12-Week Randomised Controlled Trial",
    description:
      "Principal investigator: Dr. Nurul Izzah binti Ahmad, Senior Lecturer, School of Medical Sciences, Universiti Sains Malaysia (USM), Kubang Kerian. Co-investigators: Assoc. Prof. Dr. Wan Mohd Zahiruddin and Dr. Lee Yeong Yeh. We will recruit 120 adults aged 30-60 with prediabetes (HbA1c 5.7-6.4%) from 4 health clinics in Kota Bharu and randomise them to a 16:8 time-restricted eating group or usual care for 12 weeks. Primary outcome: change in HbA1c; secondary outcomes: fasting glucose, body weight and waist circumference. Budget RM 68,500: HbA1c and blood tests RM 28,800 (120 x 2 x RM 120), research assistant RM 21,600 (18 months x RM 1,200), participant allowances RM 9,600 (120 x RM 80), equipment RM 4,500 and publication fees RM 4,000. Duration 24 months from 1 March 2027. Applying to the USM Short Term Grant.",
  });

  it("runs the 24 months its duration states, not the 12 weeks of the diet", () => {
    expect(text).toMatch(/over 24 months/);
    expect(text).not.toMatch(/over 12 weeks|within 12 weeks/);
  });

  it("keeps each line's amount and how it is made up, with nothing left unitemised", () => {
    for (const line of [
      /^1 HbA1c and blood tests 240 RM 120\.00 RM 28,800\.00/m,
      /^2 Research assistant 18 months RM 1,200\.00 RM 21,600\.00/m,
      /^3 Participant allowances 120 RM 80\.00 RM 9,600\.00/m,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/Remaining allocation/);
  });

  it("studies the effects of intermittent fasting on glycaemic control, and names both co-investigators", () => {
    expect(text).toMatch(/the study on the effects of intermittent fasting on glycaemic control/);
    expect(text).not.toMatch(/intermittent fasting effects/);
    expect(text).toMatch(/^Co-investigator: Assoc\. Prof\. Dr\. Wan Mohd Zahiruddin$/m);
    expect(text).toMatch(/^Co-investigator: Dr\. Lee Yeong Yeh$/m);
    expect(text).not.toMatch(/Co-investigators: Assoc\. We/);
  });

  it("takes its objectives from the outcomes it states, and never says 'the study on study on'", () => {
    expect(text).toMatch(/^To compare the change in HbA1c between the study groups \(primary outcome\)$/m);
    expect(text).toMatch(
      /^To compare fasting glucose, body weight and waist circumference between the study groups \(secondary outcomes\)$/m,
    );
    expect(text).not.toMatch(/\[Enter the first research objective\]|study on study on|findings on study/);
    // A topic is what a study looks at: its stages and records are the study's.
    expect(text).not.toMatch(/(?:stage|records|spending) of the effects of/);
  });
});

describe("a school's sports day paid by the PIBG and the school's sports fund (a final reading's brief)", () => {
  const text = paper({
    language: "en",
    type: "pengurusan-acara",
    title: "SK Bukit Indah Sports Day 2027",
    description:
      "SK Bukit Indah, Ampang will hold its annual sports day on Saturday, 20 March 2027, from 7.30 am to 1.00 pm at the school field. About 650 pupils in 4 sports houses will take part, with 300 parents expected to attend. Events: opening march-past, track events for Year 1 to Year 6, a tug of war for parents and a teachers' relay. Budget RM 7,300: medals and trophies RM 2,800, canopies and PA system RM 1,900, and refreshments for 650 pupils at RM 4 each (RM 2,600). The PIBG will fund RM 5,000 and the school's sports fund the rest. Organising chair: Encik Razak bin Ali (Senior Assistant, Co-curriculum).",
  });

  it("is the sports day, held on the school field of SK Bukit Indah", () => {
    expect(text).toMatch(/The sports day will be held on 20 March 2027/);
    expect(text).toMatch(/^Venue School field, SK Bukit Indah\s*$/m);
    expect(text).not.toMatch(/indah sports day|SK Bukit Indah Sports Day,/);
  });

  it("is paid RM 5,000 by the PIBG and the rest by the school's sports fund", () => {
    expect(text).toMatch(/^PIBG RM 5,000\.00/m);
    expect(text).toMatch(/School's sports fund/);
    expect(text).not.toMatch(/\[Enter the source of funds/);
  });

  it("runs the events the brief lists, with its organising chair in the Chair row", () => {
    expect(text).toMatch(/am Opening march-past\s*\n[\d.]+ am Track events for Year 1 to Year 6/);
    expect(text).toMatch(/^Chair Encik Razak bin Ali Leads and coordinates/m);
    expect(text).not.toMatch(/^Organising chair Encik Razak/m);
  });
});

describe("a senior citizens' association's digital literacy grant (a final reading's brief)", () => {
  const text = paper({
    language: "ms",
    type: "grant",
    title: "Permohonan Geran Program Celik Digital Warga Emas Taman Tun Dr Ismail",
    description:
      "Persatuan Warga Emas Taman Tun Dr Ismail (PPM-014-10-22032018) memohon geran sebanyak RM 15,000 daripada Yayasan Telekom Malaysia untuk melaksanakan Program Celik Digital Warga Emas selama 4 bulan, dari 5 April 2027 hingga 31 Julai 2027. Seramai 80 warga emas berumur 60 tahun ke atas akan mengikuti 16 sesi kelas setiap Isnin dan Rabu, 10.00 pagi hingga 12.00 tengah hari, di dewan serbaguna persatuan. Kandungan: penggunaan telefon pintar, WhatsApp dan panggilan video, perbankan dalam talian yang selamat, dan mengenal pasti penipuan dalam talian. Kos: elaun 4 jurulatih RM 6,400 (16 sesi x RM 100 x 4 orang), 20 tablet untuk latihan RM 6,000, bahan cetak RM 1,200, dan minum pagi RM 1,400. Sasaran: 70 peserta boleh membuat panggilan video dan mengenal pasti mesej penipuan pada akhir program. Presiden persatuan ialah Dato' Dr. Lim Kok Wai.",
  });

  it("costs the trainers' allowance at RM 6,400 (16 sessions x RM 100 x 4), so the cost is the RM 15,000 asked for", () => {
    expect(text).toMatch(/^1 Elaun 4 jurulatih 64 RM 100\.00 RM 6,400\.00/m);
    expect(text).toMatch(/Jumlah Keseluruhan RM 15,000\.00/);
    expect(text).not.toMatch(/RM 8,700/);
  });

  it("is the programme for senior citizens ('warga emas', never 'warga' alone), aiming at its stated target", () => {
    expect(text).toMatch(/program celik digital warga emas/);
    expect(text).not.toMatch(/digital warga(?! emas)/);
    expect(text).toMatch(
      /^70 peserta boleh membuat panggilan video dan mengenal pasti mesej penipuan pada akhir program$/m,
    );
  });
});

describe("a KAFA's khatam ceremony and a frozen-food van (the closing reading's briefs)", () => {
  it("gives each group the words after its own count, not the next group's", () => {
    const text = paper({
      language: "ms",
      type: "pengurusan-acara",
      title: "Majlis Khatam Al-Quran dan Jamuan Kesyukuran KAFA Al-Amin 2027",
      description:
        "Persatuan Ibu Bapa dan Guru KAFA Al-Amin, Kampung Sungai Merab, Kajang akan menganjurkan Majlis Khatam Al-Quran dan Jamuan Kesyukuran pada Ahad, 23 Mei 2027, dari 8.30 pagi hingga 1.00 tengah hari di Surau Al-Amin. Seramai 45 murid Darjah 6 akan khatam dan 200 ibu bapa serta tetamu dijangka hadir. Atur cara: perarakan murid, bacaan khatam beramai-ramai, ucapan Pengerusi, penyampaian sijil dan jamuan. Anggaran kos RM 6,250: jamuan 250 orang x RM 15 = RM 3,750, sijil dan cenderamata 45 murid x RM 30 = RM 1,350, sewa khemah dan kerusi RM 800, dan bunga manggar serta hiasan RM 350. Sumber kewangan: yuran khatam RM 50 seorang murid dan baki daripada tabung PIBG. Pengerusi majlis ialah Ustazah Rohani binti Ismail.",
    });
    expect(text).toMatch(/^Murid Darjah 6 45 murid Darjah 6 Akan khatam\s*$/m);
    // 'serta tetamu' joins the parents' group; it is no detail of it.
    expect(text).toMatch(/^Ibu bapa serta tetamu 200 ibu bapa serta tetamu Dijangka hadir\s*$/m);
    // The ceremony is for the 45 pupils who finish the Quran; the 200 parents and guests watch them.
    expect(text).toMatch(
      /Melaksanakan majlis khatam Al-Quran dan jamuan kesyukuran untuk 45 murid Darjah 6 pada 23 Mei 2027/,
    );
    expect(text).not.toMatch(/untuk 200 ibu bapa|Penyertaan 200 ibu bapa/);
    // The association is named in full once with the initials readers use, then by them.
    expect(text).toMatch(/oleh Persatuan Ibu Bapa dan Guru KAFA Al-Amin \(PIBG KAFA Al-Amin\)/);
    expect(text.match(/PIBG KAFA Al-Amin(?!\))/g)?.length ?? 0).toBeGreaterThanOrEqual(8);
    expect(text.match(/Persatuan Ibu Bapa dan Guru KAFA Al-Amin/g)?.length ?? 0).toBeLessThanOrEqual(4);
    // The brief's last two steps are two steps.
    expect(text).toMatch(/^\S+ pagi Penyampaian sijil\s*$/m);
    expect(text).toMatch(/^\S+ pagi Jamuan\s*$/m);
  });

  it("keeps the price of one out of a cost line's name", () => {
    const text = paper({
      language: "ms",
      type: "business",
      title: "Permohonan Pembiayaan MARA untuk Van Sejuk Beku Frozen Food Kak Yah",
      description:
        "Kak Yah Frozen Food Enterprise (SSM 202103045612) di Kuala Terengganu, milik Puan Siti Norhayati binti Ali, mengedar makanan sejuk beku kepada 35 kedai runcit sejak 2021 dengan 2 pekerja. Kami memohon pembiayaan MARA sebanyak RM 70,000 untuk membeli sebuah van berpeti sejuk beku terpakai RM 58,000 dan 2 peti sejuk beku komersial RM 6,000 seunit (RM 12,000). Sumbangan sendiri RM 8,000 untuk insurans dan cukai jalan. Jualan semasa RM 18,000 sebulan. Sasaran: meningkatkan jualan kepada RM 30,000 sebulan dalam tempoh 12 bulan dan menambah 20 kedai pelanggan di Marang dan Kemaman. Bayaran balik RM 1,350 sebulan selama 60 bulan. Projek bermula 1 Julai 2027.",
    });
    expect(text).toMatch(/^2 Peti sejuk beku komersial 2 RM 6,000\.00 RM 12,000\.00/m);
    expect(text).not.toMatch(/komersial RM 6,000 seunit/);
    // The title's closing 'Frozen Food Kak Yah' is the applicant's name, not part of what is bought.
    expect(text).toMatch(/projek pembelian van sejuk beku (?!frozen)/);
    expect(text).not.toMatch(/sejuk beku frozen/);
  });
});

describe("a Malay trial of a medication app, for a young researcher's grant (a twelfth reading's brief)", () => {
  const text = paper({
    language: "ms",
    type: "research",
    title:
      "Keberkesanan Aplikasi Mudah Alih dalam Pematuhan Ubat Pesakit Hipertensi di Klinik Kesihatan Daerah Seremban",
    description:
      "Penyelidik utama: Dr. Aminah binti Yusof, Pensyarah Kanan, Fakulti Perubatan, Universiti Kebangsaan Malaysia (UKM). Kami akan memilih 200 pesakit hipertensi dari 5 klinik kesihatan di Seremban dan membahagikan mereka secara rawak kepada kumpulan aplikasi dan kumpulan kawalan selama 6 bulan. Hasil utama: skor pematuhan ubat; hasil sekunder: tekanan darah sistolik dan kualiti hidup. Bajet RM 45,000. Tempoh 18 bulan bermula 1 April 2027. Permohonan kepada Geran Galakan Penyelidik Muda UKM.",
  });

  it("takes its objectives from the outcomes it states, comparing the groups it randomises", () => {
    expect(text).toMatch(/^Membandingkan skor pematuhan ubat antara kumpulan kajian \(hasil utama\)$/m);
    expect(text).toMatch(
      /^Membandingkan tekanan darah sistolik dan kualiti hidup antara kumpulan kajian \(hasil sekunder\)$/m,
    );
    expect(text).not.toMatch(/\[Nyatakan objektif kajian pertama\]/);
  });

  it("names what the app is for whole: 'dalam pematuhan ubat', never 'dalam pematuhan' alone", () => {
    expect(text).toMatch(/kajian keberkesanan aplikasi mudah alih dalam pematuhan ubat/);
    expect(text).not.toMatch(/dalam pematuhan(?! ubat)/);
  });
});

describe("an NGO's fortnightly peer-support workshops for a foundation's community grant (a twelfth reading's brief)", () => {
  const text = paper({
    language: "en",
    type: "grant",
    title: "MindWell Campus: Peer Support Workshops for First-Year Students at UiTM Shah Alam",
    description:
      "Persatuan Kesihatan Mental Belia Selangor (PPM 012-10-22052019), a youth mental-health NGO in Shah Alam led by its president Ms. Farah Nadia binti Kamal, proposes 12 fortnightly peer-support workshops for 300 first-year students at UiTM Shah Alam from 5 April 2027 to 20 September 2027. Each workshop runs 3 hours on a Saturday with 2 trained counsellors and 6 peer facilitators. Costs: counsellor fees RM 7,200 (12 workshops x 2 counsellors x RM 300), facilitator training RM 3,500, workshop materials RM 2,400 (300 x RM 8), refreshments RM 5,400 (12 x RM 450) and a final evaluation report RM 1,500. Total RM 20,000. We are applying to the Yayasan Hasanah Community Grant for RM 18,000; UiTM's Student Affairs Division will provide the rooms and RM 2,000. Target: 70% of participants report lower stress scores (DASS-21) at the end of the programme.",
  });

  it("costs the five lines the brief prices, the last one after a bracket's price", () => {
    for (const line of [
      /^1 Counsellor fees 24 RM 300\.00 RM 7,200\.00/m,
      /^2 Facilitator training 1 RM 3,500\.00 RM 3,500\.00/m,
      /^3 Workshop materials 300 RM 8\.00 RM 2,400\.00/m,
      /^4 Refreshments 12 RM 450\.00 RM 5,400\.00/m,
      /^5 Final evaluation report 1 RM 1,500\.00 RM 1,500\.00/m,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/\(estimate\)|Prizes and souvenirs/);
  });

  it("is about the peer support workshops as one programme, not 'this campu' or 'the workshops is'", () => {
    expect(text).toMatch(/the peer support workshop programme/);
    expect(text).not.toMatch(/\bcampu\b|mindwell campus|workshops (?:is|has|fits)\b/);
  });

  it("signs its president as the Chair in English, and says of the students only where they are", () => {
    expect(text).toMatch(/Chair, Persatuan Kesihatan Mental Belia Selangor/);
    expect(text).not.toMatch(/Pengerusi/);
    expect(text).toMatch(/^First-year students 300 first-year students At UiTM Shah Alam\s*$/m);
  });

  it("credits the RM 2,000 to the university division that gives it, not to the applicant", () => {
    expect(text).toMatch(/^UiTM's Student Affairs Division RM 2,000\.00\s*$/m);
    expect(text).toMatch(/^Yayasan Hasanah \(requested\) RM 18,000\.00\s*$/m);
    expect(text).not.toMatch(/Applicant's own contribution/);
  });
});

describe("a laundrette's second branch financed by Bank Rakyat over 7 years (a twelfth reading's brief)", () => {
  const text = paper({
    language: "ms",
    type: "business",
    title: "Rancangan Perniagaan Pembesaran Dobi Layan Diri Bersih Ceria",
    description:
      "Dobi Layan Diri Bersih Ceria (SSM 201903112233) di Taman Bukit Tinggi, Klang, milik Encik Hafiz bin Rahman dan isterinya Puan Nurul Ain binti Musa, beroperasi sejak 2019 dengan 8 mesin basuh dan 6 mesin pengering. Hasil semasa purata RM 14,000 sebulan. Kami bercadang membuka cawangan kedua di Bandar Botanik, Klang dengan kos RM 120,000: 10 mesin basuh komersial RM 6,500 seunit (RM 65,000), 8 mesin pengering RM 4,000 seunit (RM 32,000), ubah suai premis RM 15,000 dan sistem pembayaran tanpa tunai RM 8,000. Kami memohon pembiayaan Bank Rakyat sebanyak RM 100,000 untuk tempoh 7 tahun; baki RM 20,000 daripada simpanan sendiri. Cawangan dijangka dibuka pada 1 Jun 2027 dan menambah hasil sebanyak RM 12,000 sebulan dalam tahun pertama, serta mengambil 2 pekerja.",
  });

  it("is applied for by the laundrette, about its expansion named as it names itself", () => {
    expect(text).toMatch(/^Nama pemohon Dobi Layan Diri Bersih Ceria\s*$/m);
    expect(text).toMatch(/Jumlah kos projek pembesaran Dobi Layan Diri Bersih Ceria ialah RM 120,000\.00/);
    expect(text).not.toMatch(/rancangan perniagaan pembesaran dobi|\[Nyatakan nama pemohon\]/);
  });

  it("never runs the project over the loan's 7-year tenure", () => {
    expect(text).not.toMatch(/tempoh pelaksanaannya 7 tahun|dalam tempoh 7 tahun dari tarikh kelulusan|Bulan 73-84/);
  });
});

describe("a residents' Merdeka family day sponsored by DBKL (the final reading's event)", () => {
  const text = paper({
    language: "en",
    type: "pengurusan-acara",
    title: "Taman Desa Merdeka Family Day 2027",
    description:
      "The Taman Desa Residents Association, Kuala Lumpur, will hold a Merdeka Family Day on Sunday, 29 August 2027, from 7.30 am to 1.00 pm at the Taman Desa community field. About 400 residents and 80 children are expected. Activities: a flag-raising ceremony, a family fun run of 3 km, traditional games (congkak, batu seremban and tug of war), a colouring contest for children and a potluck lunch. Budget RM 6,800: canopies and PA system RM 2,200, fun run medals 150 x RM 12 = RM 1,800, prizes for games and the contest RM 1,500, banners and flags RM 700, and first aid and water RM 600. DBKL has agreed to sponsor RM 3,000; the association's fund covers the rest. Organising chairman: Mr. Gopal a/l Krishnan.",
  });

  it("funds it as the brief says: DBKL's sponsorship, the association's fund the rest", () => {
    expect(text).toMatch(/^DBKL RM 3,000\.00\s*$/m);
    expect(text).toMatch(/^Association's fund \(balance\) RM 3,800\.00\s*$/m);
    expect(text).not.toMatch(/\[Enter the source of funds/);
  });

  it("keeps a bracket's list inside its step of the running order", () => {
    expect(text).toMatch(/^\S+ am Traditional games\b/m);
    expect(text).not.toMatch(/Traditional games \(congkak\s*$|^\S+ am Batu seremban/m);
    expect(text).toMatch(/^\S+ pm Potluck lunch\s*$/m);
  });
});

describe("a nasi lemak stall's TEKUN loan (the final reading's business)", () => {
  const text = paper({
    language: "ms",
    type: "business",
    title: "Permohonan Pembiayaan TEKUN untuk Gerai Nasi Lemak Mak Timah",
    description:
      "Gerai Nasi Lemak Mak Timah di Pasar Pagi Seksyen 7, Shah Alam, milik Puan Fatimah binti Yusof (52), menjual nasi lemak dan kuih sejak 2018 dengan 1 pembantu. Jualan purata RM 6,500 sebulan. Kami memohon pembiayaan TEKUN Nasional sebanyak RM 15,000 untuk membeli sebuah kanopi gerai lipat RM 2,800, periuk nasi elektrik komersial 2 unit x RM 1,200 = RM 2,400, peti sejuk 2 pintu RM 3,800 dan modal pusingan bahan mentah RM 6,000. Bayaran balik RM 320 sebulan selama 60 bulan. Sasaran: meningkatkan jualan kepada RM 9,500 sebulan dalam tempoh 6 bulan dan membuka jualan petang di Seksyen 9 mulai 1 Mac 2027.",
  });

  it("is applied for by the stall, and costs the four things the loan buys as the brief prices them", () => {
    expect(text).toMatch(/^Nama pemohon Gerai Nasi Lemak Mak Timah\s*$/m);
    expect(text).toMatch(/^2 Periuk nasi elektrik komersial 2 RM 1,200\.00 RM 2,400\.00/m);
    expect(text).toMatch(/^3 Peti sejuk 2 pintu 1 RM 3,800\.00 RM 3,800\.00/m);
    expect(text).toMatch(/^4 Modal pusingan bahan mentah 1 RM 6,000\.00 RM 6,000\.00/m);
    expect(text).not.toMatch(/\(anggaran\)|gerai nasi lemak mak(?! timah)/i);
  });
});

describe("a surau's Ramadan programme hoped to be part-funded by Lembaga Zakat Selangor (a thirteenth reading's brief)", () => {
  const text = paper({
    language: "ms",
    type: "project",
    title: "Program Ihya Ramadan 1448H Surau Al-Hidayah Taman Sri Muda",
    description:
      "Jawatankuasa Surau Al-Hidayah Taman Sri Muda, Shah Alam akan mengadakan Program Ihya Ramadan sepanjang bulan Ramadan 1448H, dijangka dari 8 Februari 2027 hingga 9 Mac 2027. Aktiviti: iftar jamaie setiap hari untuk kira-kira 150 jemaah, solat tarawih berjemaah, tadarus Al-Quran selepas tarawih, kuliah Maghrib setiap Sabtu dan qiamullail pada 10 malam terakhir. Anggaran kos: juadah iftar 30 hari x RM 900 = RM 27,000, moreh RM 4,500, saguhati penceramah RM 3,600, dan pembelian 50 naskhah Al-Quran RM 1,500. Jumlah RM 36,600. Lembaga Zakat Selangor diharap menyumbang RM 20,000, selebihnya daripada derma jemaah dan tabung surau. Pengerusi: Haji Kamarudin bin Osman.",
  });

  it("funds it as the brief says: the zakat board's hoped-for RM 20,000, the congregation's donations the rest", () => {
    expect(text).toMatch(/^Lembaga Zakat Selangor RM 20,000\.00\s*$/m);
    expect(text).toMatch(/^Derma jemaah dan tabung surau \(baki\) RM 16,600\.00\s*$/m);
    expect(text).not.toMatch(/Sumbangan sendiri pemohon RM 20,000/);
  });

  it("is held every day of Ramadan, not every Saturday (only the Maghrib talk is on Saturdays)", () => {
    expect(text).toMatch(/^Tarikh 8 Februari 2027 hingga 9 Mac 2027\s*$/m);
    expect(text).not.toMatch(/Setiap Sabtu, 8 Februari/);
  });
});

describe("a home bakery's TEKUN financing over 5 years (a thirteenth reading's brief)", () => {
  const text = paper({
    language: "en",
    type: "business",
    title: "Business Plan: Roti Mak Jah Bakery Expansion, Kuala Terengganu",
    description:
      "Roti Mak Jah is a home bakery in Kampung Losong, Kuala Terengganu, run by Puan Khadijah binti Ismail since 2019. It sells about 400 loaves and 600 buns a week to 12 sundry shops and school canteens, with monthly sales of RM 9,800. To meet orders from 8 more shops, she seeks TEKUN Nasional financing of RM 30,000 over 5 years to buy a deck oven (RM 14,500), a dough mixer (RM 6,800), and a used refrigerated van (RM 8,700). She will hire 2 local workers. With the new equipment, production can double by June 2027 and monthly sales are expected to reach RM 18,000, with monthly instalments of about RM 580.",
  });

  it("is applied for by the bakery, about its expansion named as it names itself", () => {
    expect(text).toMatch(/^Applicant Roti Mak Jah\s*$/m);
    expect(text).toMatch(/The Roti Mak Jah Bakery expansion project costs RM 30,000\.00 in total/);
    expect(text).not.toMatch(/roti mak jah|\[Enter the applicant's name\]/);
  });

  it("costs the three things the loan buys without their articles", () => {
    expect(text).toMatch(/^1 Deck oven 1 RM 14,500\.00 RM 14,500\.00/m);
    expect(text).toMatch(/^3 Used refrigerated van 1 RM 8,700\.00 RM 8,700\.00/m);
    expect(text).not.toMatch(/^\d (?:A|And a) /m);
  });

  it("repays over the 5 years stated, at about the instalment stated, and aims at the sales forecast", () => {
    expect(text).toMatch(/^Repayment period 5 years\s*$/m);
    expect(text).toMatch(/^Monthly instalment about RM 580\.00\s*$/m);
    expect(text).toMatch(/^Total repaid about RM 34,800\.00 \(RM 580\.00 x 60 months\)/m);
    expect(text).toMatch(/^To raise monthly sales to RM 18,000 \(from RM 9,800 a month\)\s*$/m);
    expect(text).toMatch(/^Current sales RM 9,800 a month\s*$/m);
  });
});

describe("a cleaning contractor's quotation to a municipal council (a thirteenth reading's brief)", () => {
  const text = paper({
    language: "ms",
    type: "business",
    title: "Sebut Harga Perkhidmatan Pembersihan Bangunan Majlis Perbandaran Kuala Selangor",
    description:
      "Syarikat kami, Kilat Bersih Enterprise (SSM 202203145678), menawarkan perkhidmatan pembersihan harian bagi Bangunan Ibu Pejabat Majlis Perbandaran Kuala Selangor (5 tingkat, 4,200 meter persegi) selama 24 bulan mulai 1 Februari 2027 hingga 31 Januari 2029. Kami akan menempatkan 8 orang pekerja pembersihan dan seorang penyelia di tapak, bertugas Isnin hingga Jumaat jam 7.00 pagi hingga 4.00 petang. Harga tawaran ialah RM 18,500 sebulan atau RM 444,000 bagi tempoh kontrak, termasuk bahan pencuci, peralatan dan insurans pekerja. Pengalaman: kontrak pembersihan Hospital Tanjung Karang (2023-2025) dan Pejabat Tanah Kuala Selangor (2024-2026). Pengarah Urusan: Puan Rosnah binti Hassan.",
  });

  it("goes to the council, not to its office building", () => {
    expect(text).toMatch(/Kertas ini dikemukakan kepada Majlis Perbandaran Kuala Selangor untuk pertimbangan/);
    expect(text).not.toMatch(/(?<!Ibu )Pejabat Majlis Perbandaran/);
  });

  it("staffs it with the 8 cleaners and the one supervisor stated", () => {
    expect(text).toMatch(/^Pekerja pembersihan 8 Isnin hingga Jumaat/m);
    expect(text).toMatch(/^Penyelia 1 Isnin hingga Jumaat/m);
    expect(text).toMatch(/^Pengalaman kontrak Kontrak pembersihan Hospital Tanjung Karang/m);
  });

  it("mobilises before the contract's first day and cleans on every day of its 24 months", () => {
    expect(text).toMatch(/^1 Mobilisasi dan serahan tapak Sebelum 1 Februari 2027\s*$/m);
    expect(text).toMatch(/^2 Pelaksanaan perkhidmatan 1 Februari 2027 – 31 Januari 2029\s*$/m);
    expect(text).toMatch(/^3 Penilaian prestasi dan penyerahan akhir 1 Januari 2029 – 31 Januari 2029\s*$/m);
    expect(text).not.toMatch(/Pelaksanaan perkhidmatan 1 Mac 2027/);
  });
});

describe("a heat-stress study for an FRGS grant (a thirteenth reading's brief)", () => {
  const text = paper({
    language: "en",
    type: "research",
    title: "Heat Stress Among Outdoor Construction Workers in the Klang Valley: A Cross-Sectional Study",
    description:
      "Dr. Siti Hajar binti Rahmat of the Department of Occupational Health, Universiti Putra Malaysia, seeks an FRGS grant of RM 96,000 for a 24-month study from 1 March 2027 to 28 February 2029. The study will measure wet bulb globe temperature (WBGT) at 12 construction sites and survey 420 outdoor workers on symptoms of heat-related illness, hydration and rest practices. Objectives: to determine the prevalence of heat-related illness symptoms among outdoor construction workers; to measure WBGT exposure at the sites across the day; and to identify work practices associated with the symptoms. Budget: research assistant RM 43,200 (24 months x RM 1,800), WBGT monitors RM 18,000, fieldwork and travel RM 16,800, participant tokens RM 8,400 (420 x RM 20), publication fees RM 6,000 and conference RM 3,600. Co-researchers: Dr. Kumar a/l Selvam and Prof. Madya Dr. Tan Mei Ling.",
  });

  it("speaks of the study on its topic, never of the topic as if it had stages or records", () => {
    expect(text).toMatch(
      /Each stage of the study on heat stress among outdoor construction workers has a responsible officer/,
    );
    expect(text).not.toMatch(/(?:of|for) the heat stress among|study on study/);
  });

  it("keeps the three objectives without the list's 'and', led by the researcher who applies", () => {
    expect(text).toMatch(/^To identify work practices associated with the symptoms\s*$/m);
    expect(text).not.toMatch(/^And to /m);
    expect(text).toMatch(/^Principal Investigator: Dr\. Siti Hajar binti Rahmat\s*$/m);
    expect(text).toMatch(/^Principal Investigator, Universiti Putra Malaysia\b/m);
  });
});

describe("a residents' association proposing a drain upgrade to its council (a thirteenth reading's brief)", () => {
  const text = paper({
    language: "ms",
    type: "project",
    title: "Cadangan Naik Taraf Sistem Saliran Taman Seri Indah, Kajang",
    description:
      "Persatuan Penduduk Taman Seri Indah, Kajang mencadangkan kepada Majlis Perbandaran Kajang (MPKj) supaya longkang utama sepanjang 850 meter di Jalan Seri Indah 3 hingga Jalan Seri Indah 9 dinaik taraf. Longkang sedia ada dibina pada tahun 1994, sempit dan kerap tersumbat; banjir kilat berlaku 7 kali antara Januari 2025 dan Oktober 2026, menjejaskan 120 buah rumah. Cadangan kerja: pelebaran longkang kepada 1.2 meter, penggantian 14 penutup longkang yang pecah, dan pemasangan 3 perangkap sampah. Anggaran kos RM 385,000 berdasarkan sebut harga kontraktor bertauliah. Kerja dicadangkan bermula selepas musim tengkujuh, iaitu pada April 2027, dan siap dalam 5 bulan. Pengerusi persatuan: Encik Lim Wei Ming.",
  });

  it("asks the council it proposes to, not a blank", () => {
    expect(text).toMatch(/Kertas ini bertujuan memohon pertimbangan dan kelulusan Majlis Perbandaran Kajang terhadap/);
    expect(text).not.toMatch(/\[Nyatakan mesyuarat atau pihak berkuasa\]/);
  });
});

describe("a school's STEM carnival for 600 students (a thirteenth reading's brief)", () => {
  const text = paper({
    language: "en",
    type: "pengurusan-acara",
    title: "SMK Seri Permai STEM Carnival 2027",
    description:
      "The Science and Mathematics Panel of SMK Seri Permai, Kajang will hold a STEM Carnival on Saturday, 17 April 2027, from 8.00 am to 4.00 pm in the school hall and field. About 600 students from Form 1 to Form 5 and 40 teachers will take part, with 150 pupils invited from 3 nearby primary schools. Activities: a robotics showcase, a water rocket competition, science experiment booths run by Form 4 students, a Mathematics quiz and a talk by an engineer from PETRONAS. Budget RM 9,400: water rocket kits 60 x RM 35 = RM 2,100, robotics booth materials RM 1,800, prizes and certificates RM 2,000, food for teachers and guests RM 2,500, and banners, printing and PA system RM 1,000. The PIBG will contribute RM 4,000 and we seek RM 5,400 from Yayasan Petronas. Carnival director: Puan Norazlina binti Ahmad.",
  });

  it("is for its 600 students ('from Form 1 to Form 5' is no price), with its teachers and invited pupils", () => {
    // The carnival is a STEM carnival: the acronym says what it is.
    expect(text).toMatch(/^To carry out the STEM carnival for 600 students on 17 April 2027\s*$/m);
    expect(text).toMatch(/^Students 600 students From Form 1 to Form 5\s*$/m);
    expect(text).toMatch(/^Pupils invited 150 pupils invited From 3 nearby primary schools\s*$/m);
  });

  it("is held at the school named as it is named, without the carnival's field", () => {
    expect(text).toMatch(/^Venue School hall and field, SMK Seri Permai\s*$/m);
    expect(text).not.toMatch(/SMK Seri Permai STEM(?! Carnival)/);
  });
});

/** The furniture maker's matching grant, read twice. */
const FURNITURE_GRANT = {
  language: "en",
  type: "grant",
  title: "Modernisation of Syarikat Perabot Jati Murni's Finishing Workshop",
  description:
    "Perabot Jati Murni Sdn Bhd (SSM 201501012345), a furniture maker in Muar, Johor with 18 workers, applies to SME Corp Malaysia for a matching grant of RM 42,000 under the Automation and Digitalisation scheme. The project costs RM 84,000: a spray booth with extraction RM 38,000, a CNC router RM 36,000 and training for 6 operators RM 10,000. The company will fund the other RM 42,000 from retained earnings. Installation will be completed by 30 September 2027. Expected results: finishing output rises from 40 to 70 pieces a week and rejected pieces fall from 8% to 3%. Managing Director: Mr. Tan Boon Huat.",
} as const;

describe("a clinic staff family day and a furniture maker's matching grant (the final reading's briefs)", () => {
  it("counts the staff's fee once although the brief also gives its total, so the balance asked for is what is left", () => {
    const text = paper({
      language: "ms",
      type: "pengurusan-acara",
      title: "Hari Keluarga Kakitangan Klinik Kesihatan Bandar Baru Bangi 2027",
      description:
        "Kelab Kebajikan Kakitangan Klinik Kesihatan Bandar Baru Bangi akan mengadakan Hari Keluarga pada hari Ahad, 16 Mei 2027, dari jam 8.00 pagi hingga 3.00 petang di Taman Tasik Cempaka, Bangi. Seramai 120 kakitangan dan 180 ahli keluarga dijangka hadir. Aktiviti: senamrobik, sukaneka kanak-kanak, pertandingan masakan antara unit, cabutan bertuah dan jamuan tengah hari. Anggaran kos RM 7,650: makanan 300 orang x RM 15 = RM 4,500, hadiah sukaneka dan cabutan bertuah RM 1,800, sewa khemah dan PA sistem RM 950, serta cenderahati RM 400. Kelab menyumbang RM 3,000 dan yuran peserta RM 10 seorang bagi 120 kakitangan berjumlah RM 1,200; baki dipohon daripada Pejabat Kesihatan Daerah Hulu Langat. Pengerusi: Dr. Azlan bin Hamid.",
    });
    expect(text).toMatch(/^Yuran peserta \(120 kakitangan x RM 10\.00\) RM 1,200\.00\s*$/m);
    expect(text).toMatch(/^Pejabat Kesihatan Daerah Hulu Langat \(baki, dipohon\) RM 3,450\.00\s*$/m);
    expect(text).not.toMatch(/^Bagi 120 kakitangan/m);
    // Both groups the brief counts together come: the objective is for all 300, not the larger group alone.
    expect(text).toMatch(
      /^Melaksanakan hari keluarga kakitangan untuk 120 kakitangan dan 180 ahli keluarga pada 16 Mei 2027$/m,
    );
    expect(text).not.toMatch(/untuk 180 ahli keluarga/);
  });

  it("names the modernisation of the business's own workshop, not a cut of its name", () => {
    const text = paper(FURNITURE_GRANT);
    expect(text).toMatch(/The finishing workshop modernisation project costs RM 84,000\.00 in total/);
    expect(text).not.toMatch(/syarikat perabot modernisation/i);
  });

  it("sets its stated results and its completion date as its objectives, leaving no blank for them", () => {
    const text = paper(FURNITURE_GRANT);
    const objectives = text.slice(text.indexOf("\nObjectives\n"), text.indexOf("\nProject Cost\n"));
    expect(objectives).toMatch(/^To raise finishing output from 40 to 70 pieces a week$/m);
    expect(objectives).toMatch(/^To reduce rejected pieces from 8% to 3%$/m);
    expect(objectives).toMatch(/^To complete this project by 30 September 2027 within its cost of RM 84,000\.00/m);
    expect(objectives).not.toMatch(/\[Enter/);
    expect(text).toMatch(
      /are to raise finishing output from 40 to 70 pieces a week and to reduce rejected pieces from 8% to 3%\./,
    );
  });

  it("keeps what changes when a result is stated before its verb ('jualan dijangka meningkat daripada ...')", () => {
    const text = paper({
      language: "ms",
      type: "perniagaan",
      title: "Pembesaran Dapur Kek Lapis Sarawak Dayang",
      description:
        "Dayang Enterprise (SSM 202203045678) di Kuching memohon pembiayaan RM 30,000 daripada TEKUN Nasional untuk membeli dua ketuhar perolakan RM 18,000 dan mesin pengadun RM 12,000. Jualan bulanan dijangka meningkat daripada RM 6,000 kepada RM 11,000 sebulan, manakala masa menunggu pesanan berkurang daripada 10 hari kepada 4 hari.",
    });
    expect(text).toMatch(/^Meningkatkan jualan bulanan daripada RM 6,000 kepada RM 11,000 sebulan$/m);
    expect(text).toMatch(/^Mengurangkan masa menunggu pesanan daripada 10 hari kepada 4 hari$/m);
    expect(text).not.toMatch(/^Meningkatkan daripada/m);
  });

  it("takes no objective from the problem as it stands ('kes denggi meningkat daripada 20 kepada 45')", () => {
    const text = paper({
      language: "ms",
      type: "perniagaan",
      title: "Perkhidmatan Kawalan Serangga Berjadual Taman Melur",
      description:
        "Melur Pest Control Enterprise (SSM 202101023456) memohon pembiayaan RM 20,000 daripada TEKUN Nasional untuk membeli mesin pengasapan RM 12,000 dan van terpakai RM 8,000. Kes denggi di Taman Melur meningkat daripada 20 kepada 45 kes pada tahun lalu.",
    });
    expect(text).not.toMatch(/^Meningkatkan kes denggi/m);
  });
});

describe("a teacher's action research funded by the school's PTA (the fourteenth reading)", () => {
  const text = paper({
    language: "ms",
    type: "research",
    kind: "penyelidikan",
    title:
      "Kajian Tindakan: Penggunaan Kad Imbas Kata untuk Meningkatkan Penguasaan Kosa Kata Bahasa Inggeris Murid Tahun 4",
    description:
      "Saya, Cikgu Nurul Huda binti Kamal, guru Bahasa Inggeris di SK Bukit Beruang, Melaka, ingin menjalankan kajian tindakan ke atas 32 murid Tahun 4 Bestari yang lemah kosa kata. Ujian pra pada Januari 2027 menunjukkan purata markah 38%. Intervensi kad imbas kata akan dijalankan 3 kali seminggu selama 8 minggu, dari 1 Mac 2027 hingga 23 April 2027. Sasaran: purata markah ujian pasca mencapai 60%. Kos RM 450 untuk mencetak kad dan hadiah murid, dipohon daripada PIBG SK Bukit Beruang. Laporan akan dibentangkan dalam Seminar Penyelidikan Pendidikan PPD Melaka Tengah pada Jun 2027.",
  });

  it("is the teacher's, from her school, led by her and asked of the PTA", () => {
    expect(text).toMatch(/^Ketua Penyelidik Cikgu Nurul Huda binti Kamal SK Bukit Beruang\s*$/m);
    expect(text).toMatch(/mendapat pertimbangan dan kelulusan PIBG SK Bukit Beruang\./);
    expect(text).not.toMatch(/harta intelek PIBG|kurikulum pengajian di PIBG|Ketua Penyelidik \[Nyatakan nama\]/);
  });

  it("costs the one thing the brief prices, not a spread over a university's votes", () => {
    expect(text).toMatch(/^1 Mencetak kad dan hadiah murid 1 RM 450\.00 RM 450\.00\s*$/m);
    expect(text).not.toMatch(/Gaji dan upah pembantu penyelidik/);
  });

  it("is about the flash cards, not 'tindakan'", () => {
    expect(text).toMatch(/kajian penggunaan kad imbas kata/);
    expect(text).not.toMatch(/tentang tindakan/);
  });
});

describe("an ICT supplier's quotation for a school's laptops (the fourteenth reading)", () => {
  it("prices every line it offers, a specification in brackets and a line priced once included", () => {
    const text = paper({
      language: "en",
      type: "tender",
      kind: "tender",
      title: "Quotation for the Supply of 40 Laptops to SMK Taman Tasik Utama",
      description:
        "Tech Bina Solutions Sdn Bhd (SSM 201901034567), an ICT supplier in Ayer Keroh, Melaka, submits its quotation to SMK Taman Tasik Utama for quotation no. SMKTTU/SH/02/2027. We offer 40 laptops (Intel Core i5, 16 GB RAM, 512 GB SSD, Windows 11 Pro) at RM 2,850 each, 40 laptop bags at RM 45 each and on-site installation and configuration at RM 1,200. Delivery within 21 days of the purchase order. Warranty: 3 years on-site. Quotation valid for 90 days. Contact person: Ms. Lim Mei Ling, Sales Manager, 06-231 4567.",
    });
    expect(text).toMatch(
      /^1 Laptops \(Intel Core i5, 16 GB RAM, 512 GB SSD, Windows 11 Pro\) 40 RM 2,850\.00 RM 114,000\.00\s*$/m,
    );
    expect(text).toMatch(/^2 Laptop bags 40 RM 45\.00 RM 1,800\.00\s*$/m);
    expect(text).toMatch(/^3 On-site installation and configuration 1 RM 1,200\.00 RM 1,200\.00\s*$/m);
    expect(text).toMatch(/^ Grand Total RM 117,000\.00\s*$/m);
  });
});

describe("an NGO's free tuition classes sponsored by a foundation (the fourteenth reading)", () => {
  const text = paper({
    language: "ms",
    type: "project",
    kind: "cadangan",
    title: "Program Kelas Tuisyen Percuma Anak Asnaf PPR Lembah Subang",
    description:
      "Pertubuhan Kebajikan Cahaya Ilmu Selangor (PPM-012-10-23052019) memohon tajaan CSR sebanyak RM 36,000 daripada Yayasan Hasanah bagi kelas tuisyen percuma untuk 80 murid asnaf Tahun 5, Tahun 6 dan Tingkatan 3 di PPR Lembah Subang selama 10 bulan, Februari hingga November 2027. Kelas diadakan setiap Sabtu dan Ahad, 9.00 pagi hingga 12.00 tengah hari, di dewan serbaguna PPR. Kos: elaun 8 guru tuisyen RM 24,000, buku kerja dan alat tulis RM 6,400, makanan ringan RM 4,800 dan sijil serta hadiah RM 800. Sasaran: 70% murid lulus semua mata pelajaran dalam UASA dan PT3 setara. Penyelaras program: Encik Faizal bin Rahman.",
  });

  it("names the foundation as the source of the sponsorship, not the words that ask for it", () => {
    expect(text).toMatch(/^Sumber peruntukan: RM 36,000\.00 dipohon daripada Yayasan Hasanah\.$/m);
    expect(text).not.toMatch(/Memohon tajaan CSR/);
  });

  it("holds the classes over the months the brief dates, not months 3 to 9 of a plan", () => {
    expect(text).toMatch(/\(1 April 2027 – 31 Oktober 2027\)/);
    expect(text).toMatch(/bermula 1 Februari 2027 dan dijangka selesai pada 30 November 2027/);
    expect(text).not.toMatch(/Bulan 3-9/);
  });
});

describe("an English action research (the fourteenth reading)", () => {
  it("is the study on the use of flash cards, not on 'action research: using flash cards to'", () => {
    const text = paper({
      language: "en",
      type: "research",
      kind: "penyelidikan",
      title: "Action Research: Using Flash Cards to Improve Vocabulary of Year 4 Pupils",
      description:
        "I, Ms. Priya a/p Kumar, an English teacher at SK Taman Sentosa, will conduct action research with 30 Year 4 pupils using flash cards three times a week for 8 weeks from 1 March 2027. The cost of RM 300 for printing cards is requested from the PTA of SK Taman Sentosa.",
    });
    expect(text).toMatch(/the study on the use of flash cards/);
    expect(text).not.toMatch(/study on (?:the )?action research/i);
    // The title itself is quoted as written; the paper's own name for the study never ends on 'to'.
    expect(text).not.toMatch(/flash cards to (?!Improve Vocabulary)/);
  });
});

describe("a car wash's financing, named by whose it is (the fifteenth reading)", () => {
  const english = paper(
    {
      language: "en",
      kind: "geran",
      type: "business",
      title: "Expansion of Kilau Auto Car Wash, Bangi",
      description:
        "Kilau Auto Car Wash, owned by Mr. Azlan bin Hashim, has run a two-bay car wash at Jalan 9/9C, Seksyen 9, Bandar Baru Bangi since 2022. We plan to add a third bay with an automatic foam system and a waiting lounge. Total cost is RM 72,000: RM 38,000 for the automatic foam wash system, RM 18,000 for bay construction and drainage, RM 9,000 for the waiting lounge and RM 7,000 for working capital. We are applying to MARA for financing of RM 65,000, repaid over 4 years; the owner contributes RM 7,000. Installation starts on 11 January 2027 and the new bay opens on 1 March 2027. 2 new workers will be hired. Current sales are RM 14,000 a month; we expect RM 23,000 a month within 12 months of opening.",
    },
    PROFESSIONAL,
  );
  const malay = paper(
    {
      language: "ms",
      kind: "geran",
      type: "business",
      title: "Pembesaran Cucian Kereta Kilau Auto, Bangi",
      description:
        "Kilau Auto Car Wash milik Encik Azlan bin Hashim telah mengusahakan cucian kereta dua petak di Jalan 9/9C, Seksyen 9, Bandar Baru Bangi sejak 2022. Jumlah kos ialah RM 72,000: RM 38,000 untuk sistem cucian buih automatik, RM 18,000 untuk pembinaan petak dan saliran, RM 9,000 untuk ruang menunggu dan RM 7,000 untuk modal kerja. Kami memohon pembiayaan RM 65,000 daripada MARA, dibayar balik dalam 4 tahun; pemilik menyumbang RM 7,000. Kerja pemasangan bermula pada 11 Januari 2027 dan petak baharu dibuka pada 1 Mac 2027. 2 pekerja baharu akan diambil. Jualan semasa RM 14,000 sebulan; kami menjangkakan RM 23,000 sebulan dalam tempoh 12 bulan selepas dibuka.",
    },
    PROFESSIONAL,
  );

  it("is the car wash's application, from its address, never a blank applicant or 'the kilau auto expansion'", () => {
    expect(english).toMatch(/Applicant Kilau Auto Car Wash\s*\n/);
    expect(english).toMatch(/Address Jalan 9\/9C, Seksyen 9, Bandar Baru Bangi\s*\n/);
    expect(english).toMatch(/The Kilau Auto Car Wash expansion project costs RM 72,000\.00 in total/);
    expect(english).not.toMatch(/kilau auto expansion|\[Enter the applicant's name\]|\[Enter address\]/);
    expect(malay).toMatch(/Nama pemohon Kilau Auto Car Wash\s*\nNo\. pendaftaran \(SSM\)/);
    expect(malay).toMatch(/Alamat Jalan 9\/9C, Seksyen 9, Bandar Baru Bangi\s*\n/);
  });

  it("keeps what the business is today ('a two-bay car wash'), which no table says", () => {
    expect(english).toMatch(/has run a two-bay car wash at Jalan 9\/9C/);
    expect(malay).toMatch(/cucian kereta dua petak/);
  });

  it("raises sales from the stated figure and hires the workers it says, as its objectives", () => {
    expect(english).toMatch(
      /^Raise sales from RM 14,000 to RM 23,000 a month within 12 months of opening\nHire 2 new workers$/m,
    );
    expect(english).toMatch(/Current monthly sales \/ income RM 14,000 a month/);
    expect(english).not.toMatch(/^Reach RM 23,000|\[Enter monthly sales\]/m);
    expect(malay).toMatch(
      /^Meningkatkan jualan daripada RM 14,000 kepada RM 23,000 sebulan dalam tempoh 12 bulan selepas dibuka\nMengambil 2 pekerja baharu$/m,
    );
  });

  it("installs before the opening day and runs from it; a 4-year repayment is no project length", () => {
    expect(english).toMatch(/Procurement and quotations Before 11 January 2027/);
    expect(english).toMatch(/Installation, set-up and training 11 January 2027 – 28 February 2027/);
    expect(english).toMatch(/Operation and growth 1 March 2027 – 29 February 2028/);
    expect(english).not.toMatch(/\[Enter the implementation period|Months 1-2/);
    expect(malay).toMatch(/Pemasangan, persediaan dan latihan 11 Januari 2027 – 28 Februari 2027/);
    expect(malay).not.toMatch(/tempoh pelaksanaannya 4 tahun|dalam tempoh 4 tahun/);
  });
});

describe("a residents' association asking its council to repair drains (the fifteenth reading)", () => {
  const text = paper({
    language: "ms",
    kind: "cadangan",
    type: "proposal",
    title: "Cadangan Membaik Pulih Longkang dan Memasang Bonggol Jalan di Jalan Mawar, Taman Mawar Indah",
    description:
      "Persatuan Penduduk Taman Mawar Indah, Seremban (PPTMI) memohon Majlis Bandaraya Seremban membaik pulih longkang sepanjang 420 meter di Jalan Mawar 1 hingga Jalan Mawar 4 yang runtuh dan tersumbat sehingga menyebabkan banjir kilat sebanyak 6 kali antara Oktober 2025 hingga Januari 2026, menjejaskan 85 buah rumah. Kami juga mencadangkan bonggol jalan (4 buah) dipasang berhampiran Taman Permainan Mawar kerana 2 kemalangan melibatkan kanak-kanak berlaku pada tahun 2025. Anggaran kos oleh jurutera perunding sukarela ahli persatuan: longkang RM 126,000 (RM 300 semeter) dan bonggol jalan RM 8,000 (RM 2,000 sebuah), jumlah RM 134,000. Persatuan akan menganjurkan gotong-royong membersihkan longkang setiap bulan selepas kerja siap. Aduan telah dibuat melalui sistem aduan Majlis (No. Aduan MBS/ADU/2025/08812) pada 3 November 2025. Pengerusi PPTMI ialah Encik Tan Kok Wai, dan setiausaha ialah Puan Kavitha a/p Subramaniam.",
  });

  it("costs the drains by the metre and the speed bumps by the piece, as the brief prices them", () => {
    expect(text).toMatch(/^1 Longkang 420 meter RM 300\.00 RM 126,000\.00/m);
    expect(text).toMatch(/^2 Bonggol jalan 4 buah RM 2,000\.00 RM 8,000\.00/m);
    expect(text).not.toMatch(/Kos pelaksanaan utama \(anggaran\)|RM 53,600/);
  });

  it("asks the council to do the works from its own allocation, never as the association's own procurement", () => {
    expect(text).toMatch(/pertimbangan dan kelulusan Majlis Bandaraya Seremban/);
    expect(text).toMatch(/Sumber peruntukan: peruntukan Majlis Bandaraya Seremban \(dipohon\)\./);
    expect(text).toMatch(/terletak dalam bidang kuasa Majlis Bandaraya Seremban/);
    expect(text).not.toMatch(
      /bidang kuasa Persatuan Penduduk|perolehan dan pelantikan|bajet Persatuan Penduduk|bajet tahunan Persatuan|perjawatan|\[Nyatakan mesyuarat atau pihak berkuasa\]/,
    );
  });
});

/** An FRGS study by a lecturer, her team named in brackets after their names. */
const LOW_COST_IOT = {
  language: "en",
  kind: "penyelidikan",
  type: "research",
  title: "Low-Cost IoT Monitoring of Water Quality in Aquaculture Ponds in Perak",
  description:
    "Dr. Siti Hajar binti Mohd Nor, senior lecturer at the Faculty of Electrical Engineering, Universiti Teknologi MARA (UiTM) Perak Branch, will lead a 24-month study (1 January 2027 to 31 December 2028) under the Fundamental Research Grant Scheme (FRGS) 2026 of the Ministry of Higher Education. The project will develop and test a solar-powered IoT sensor node measuring dissolved oxygen, pH, temperature and ammonia in 20 tilapia ponds at 5 farms in Kuala Kangsar and Batu Gajah. Budget requested: RM 98,500, split as RM 36,000 for a graduate research assistant (24 months x RM 1,500), RM 42,000 for sensors and equipment, RM 12,500 for travel and fieldwork, and RM 8,000 for publication and dissemination. The team: Dr. Siti Hajar (project leader), Assoc. Prof. Dr. Lim Chee Keong (co-researcher, data analytics) and Ts. Muhammad Arif bin Zulkifli (co-researcher, embedded systems). Expected outputs: 1 prototype, 2 Scopus-indexed journal papers and 1 MSc graduate.",
} as const;

describe("a research grant's budget 'split as' its four votes (the fifteenth reading)", () => {
  const text = paper(LOW_COST_IOT);

  it("keeps the four lines as written, the assistant's 24 months at RM 1,500, never equal shares", () => {
    for (const line of [
      /^1 Graduate research assistant 24 months RM 1,500\.00 RM 36,000\.00/m,
      /^2 Sensors and equipment 1 RM 42,000\.00 RM 42,000\.00/m,
      /^3 Travel and fieldwork 1 RM 12,500\.00 RM 12,500\.00/m,
      /^4 Publication and dissemination 1 RM 8,000\.00 RM 8,000\.00/m,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/RM 21,800\.00/);
  });

  it("lists both co-researchers it names, each by their whole title, and its leader once", () => {
    expect(text).toMatch(
      /^Co-researcher: Assoc\. Prof\. Dr\. Lim Chee Keong\nCo-researcher: Ts\. Muhammad Arif bin Zulkifli$/m,
    );
    // A team table (the professional paper's) has its leader once, by the name she applies under.
    const team = paper(LOW_COST_IOT, PROFESSIONAL);
    expect(team).toMatch(
      /^Lead Researcher Dr\. Siti Hajar binti Mohd Nor Universiti Teknologi MARA\s*\nCo-researcher Assoc\. Prof\. Dr\. Lim Chee Keong Universiti Teknologi MARA/m,
    );
    expect(team).not.toMatch(/^Project leader Dr\. Siti Hajar/m);
  });

  it("is the study on low-cost IoT monitoring, not 'water quality low-cost iot monitoring'", () => {
    expect(text).toMatch(/the study on low-cost IoT monitoring/);
    expect(text).not.toMatch(/\biot\b|water quality low-cost/);
  });
});

describe("a youth club's night run asking a company to be its title sponsor (the fifteenth reading)", () => {
  const text = paper({
    language: "en",
    kind: "program",
    type: "event",
    title: "Seremban Night Fun Run 2027",
    description:
      "Kelab Belia Rahang Seremban is organising the Seremban Night Fun Run 2027 on Saturday, 18 September 2027 at Taman Tasik Seremban, flag-off at 8.30 pm. We expect 1,200 runners in two categories: 5km fun run (RM45) and 10km run (RM65). Total budget is RM68,000: RM30,000 for race kits and finisher medals, RM12,000 for timing chips and bibs, RM9,000 for stage, sound and lighting, RM7,000 for medical and ambulance services, RM6,000 for permits and security, and RM4,000 for marketing. Registration fees are expected to cover RM48,000. We are seeking RM20,000 from Syarikat Tenaga Hijau Berhad as title sponsor, in return for naming rights, logo on all runner T-shirts and a booth at the race village. Race director is Mr. Harith Iskandar bin Jamal (016-7789012).",
  });

  it("goes to the sponsor it asks, counts its 1,200 runners, and funds the rest from the registration fees", () => {
    expect(text).toMatch(/This paper is submitted to Syarikat Tenaga Hijau Berhad for consideration/);
    expect(text).toMatch(/1,200 runners/);
    expect(text).toMatch(
      /^Registration fees RM 48,000\.00\s*\nSyarikat Tenaga Hijau Berhad \(requested\) RM 20,000\.00/m,
    );
    expect(text).not.toMatch(
      /\[Enter the approving body\]|\[Enter the number of participants\]|own contribution RM 48,000/,
    );
  });

  it("gathers the runners before the 8.30 pm flag-off and closes by eleven, not at half past one", () => {
    expect(text).toMatch(/^7\.30 pm Arrival and registration/m);
    expect(text).toMatch(/^8\.30 pm Flag-off of the night fun run/m);
    expect(text).toMatch(/^11\.00 pm Close/m);
    expect(text).not.toMatch(/^1\.\d\d am/m);
  });
});

describe("a surau's month of iftar (the fifteenth reading)", () => {
  const text = paper({
    language: "ms",
    kind: "program",
    type: "event",
    title: "Program Iftar Jamaie dan Moreh Ramadan 1448H Surau Al-Hidayah Taman Sri Muda",
    description:
      "Jawatankuasa Surau Al-Hidayah, Taman Sri Muda, Seksyen 25 Shah Alam akan menganjurkan Program Iftar Jamaie dan Moreh Ramadan 1448H dari 10 Februari hingga 11 Mac 2027 (30 malam). Iftar bermula jam 7.00 petang dan moreh selepas solat tarawih kira-kira 10.00 malam. Seramai 250 jemaah dijangka hadir setiap malam termasuk 40 pelajar asnaf dari Rumah Anak Yatim Nurul Iman. Anggaran kos: juadah iftar 250 orang x RM8 x 30 hari = RM60,000, moreh RM300 x 30 malam = RM9,000, honorarium imam tarawih jemputan RM3,000, pakej kurma dan bubur lambuk untuk 100 keluarga asnaf RM4,500 dan sewa khemah serta peralatan RM2,500. Jumlah RM79,000. Sebanyak RM49,000 dijangka daripada sumbangan orang ramai dan tabung surau, dan kami memohon sumbangan RM30,000 daripada Lembaga Zakat Selangor (LZS). Pengerusi surau ialah Tuan Haji Zulkifli bin Osman (012-3345678).",
  });

  it("names who gives the RM 49,000, and marks the zakat board as asked", () => {
    expect(text).toMatch(
      /^Sumbangan orang ramai dan tabung surau RM 49,000\.00\s*\nLembaga Zakat Selangor \(dipohon\) RM 30,000\.00/m,
    );
    expect(text).not.toMatch(/^Sebanyak RM/m);
  });

  it("counts the 40 asnaf pupils among the 250 jemaah, never as 40 more", () => {
    expect(text).toMatch(/^Jemaah 250 jemaah Dijangka hadir setiap malam\s*$/m);
    expect(text).toMatch(
      /^Pelajar asnaf 40 pelajar asnaf Dari Rumah Anak Yatim Nurul Iman \(termasuk dalam 250 jemaah\)/m,
    );
  });
});

describe("a cleaning quotation that states its price and the minimum wage in one sentence (the fifteenth reading)", () => {
  it("pays wages of at least RM 1,700, not the RM 15,800 price, and attaches the MOF certificate it has, not a CIDB one", () => {
    const text = paper({
      language: "en",
      kind: "tender",
      type: "tender",
      title: "Quotation for Cleaning Services at Pejabat Daerah dan Tanah Kuala Selangor",
      description:
        "Bersih Jaya Services Sdn. Bhd. (SSM 201801023456, CIDB not required, MOF registration code 222101) submits a quotation for general cleaning services at Pejabat Daerah dan Tanah Kuala Selangor under quotation no. PDTKS/SHT/05/2027. The contract period is 12 months from 1 July 2027 to 30 June 2028. We will deploy 6 cleaners and 1 supervisor, working Monday to Friday 7.00 am to 4.00 pm, covering 3 office floors (4,200 square metres), toilets, and the compound. Our price is RM 15,800 per month, or RM 189,600 for 12 months, including cleaning materials, PERKESO and EPF for all workers, who are paid at least the RM 1,700 minimum wage. Our director is Puan Rohana binti Kassim. We currently serve Majlis Daerah Kuala Selangor and 2 schools in Tanjong Karang.",
    });
    expect(text).toMatch(/Wages on this service are not below RM 1,700 a month\./);
    expect(text).toMatch(/^Company registration \(SSM\) and MOF 222101 certificates$/m);
    expect(text).not.toMatch(/not below RM 15,800|MOF\/CIDB/);
  });
});

describe("a kuih maker's equipment financing (the fifteenth reading)", () => {
  const text = paper({
    language: "ms",
    kind: "geran",
    type: "business",
    title: "Permohonan Pembiayaan Peralatan Dapur Kuih Mak Som Enterprise",
    description:
      "Kuih Mak Som Enterprise (SSM 202203145678) dimiliki oleh Puan Somawati binti Yusof dan beroperasi di No. 12, Jalan Cempaka 3, Taman Cempaka, 14000 Bukit Mertajam, Pulau Pinang sejak Mac 2022. Kami membuat dan membekal kuih tradisional kepada 15 kedai runcit dan 3 kantin sekolah, kini 2,500 biji sehari. Kami memohon pembiayaan RM 30,000 daripada TEKUN Nasional untuk membeli sebuah ketuhar komersial 3 dek (RM 14,500), sebuah mesin pengadun 20 liter (RM 6,800), sebuah peti sejuk beku 2 pintu (RM 5,200) dan sebuah mesin pembungkus vakum (RM 3,500). Bayaran balik dalam tempoh 5 tahun sebanyak RM 580 sebulan. Dengan peralatan ini pengeluaran dijangka naik kepada 5,000 biji sehari dan jualan bulanan naik daripada RM 18,000 kepada RM 32,000, serta 2 orang pekerja baharu akan diambil. Peralatan dijangka dipasang pada Februari 2027.",
  });

  it("keeps the whole address, postcode and state", () => {
    expect(text).toMatch(/^Alamat No\. 12, Jalan Cempaka 3, Taman Cempaka, 14000 Bukit Mertajam, Pulau Pinang\s*$/m);
  });

  it("aims at the output, the sales and the two workers the brief expects", () => {
    expect(text).toMatch(
      /^Meningkatkan pengeluaran kepada 5,000 biji sehari\nMeningkatkan jualan bulanan daripada RM 18,000 kepada RM 32,000\nMengambil 2 orang pekerja baharu$/m,
    );
  });
});

describe("an NGO's weekday tuition centre, funded by a foundation (the fifteenth reading)", () => {
  const text = paper({
    language: "en",
    kind: "geran",
    type: "grant",
    title: "Cahaya Ilmu After-School Tuition Centre for B40 Children, Kampung Kerinchi",
    description:
      "Persatuan Kebajikan Cahaya Ilmu (PPM-012-14-22052019) has run free weekend tuition for 45 B40 children at PPR Kerinchi since 2019. We propose to open a weekday after-school tuition centre for 80 pupils in Year 4 to Form 3, Monday to Thursday, 3.00 pm to 6.00 pm, for 12 months from 1 March 2027 to 28 February 2028. Budget: RM36,000 for 4 part-time tutors (RM750 a month each), RM14,400 for renting a shoplot unit at RM1,200 a month, RM6,000 for tablets and books, RM9,600 for daily snacks and RM4,000 for utilities. Total RM70,000. We are applying to Yayasan Sejahtera for a grant of RM60,000; RM10,000 comes from our own fundraising. Our target is that 70% of pupils improve their UASA Mathematics grade by at least one level. Contact: Ms. Nurul Aina Kamal, Programme Director.",
  });

  it("takes its stated target as the result it expects, not a blank", () => {
    expect(text).toMatch(/^To ensure that 70% of pupils improve their UASA Mathematics grade by at least one level$/m);
    expect(text).not.toMatch(/\[Enter the result expected for participants or beneficiaries\]/);
  });

  it("holds its Monday-to-Thursday classes from the first month, never two months of planning first", () => {
    expect(text).toMatch(/^1 Launch and first sessions 1 March 2027 – 30 April 2027/m);
    expect(text).not.toMatch(/Approval and detailed planning 1 March 2027/);
  });
});

describe("a tahfiz school's graduation asking the state religious council (the fifteenth reading)", () => {
  it("is the maahad's paper, which pays its own RM 3,200 under its whole name, and seats its mudir on the committee", () => {
    const text = paper({
      language: "ms",
      kind: "program",
      type: "event",
      title: "Majlis Graduasi Tahfiz Ke-5 Maahad Tahfiz Darul Furqan 2027",
      description:
        "Maahad Tahfiz Darul Furqan, Kampung Kuala Pilah akan mengadakan Majlis Graduasi Tahfiz Ke-5 pada Ahad, 20 Jun 2027, jam 9.00 pagi hingga 1.00 tengah hari di Dewan Serbaguna Kuala Pilah. Seramai 32 pelajar akan menerima sijil hafazan 30 juzuk, disaksikan oleh 300 ibu bapa dan tetamu. Aturcara: bacaan al-Quran oleh graduan, ucapan Mudir, penyampaian sijil oleh Yang Dipertua Majlis Agama Islam Negeri Sembilan dan jamuan. Anggaran kos: sewa dewan RM 1,200, jubah dan selempang graduan 32 x RM 85 = RM 2,720, cenderamata RM 800, jamuan 330 orang x RM 15 = RM 4,950 dan percetakan RM 530. Jumlah RM 10,200. Maahad menanggung RM 3,200 dan kami memohon sumbangan RM 7,000 daripada Majlis Agama Islam Negeri Sembilan (MAINS). Mudir maahad ialah Ustaz Haji Kamal bin Yusuf.",
    });
    expect(text).toMatch(/oleh Maahad Tahfiz Darul Furqan\./);
    expect(text).toMatch(
      /^Maahad Tahfiz Darul Furqan RM 3,200\.00\s*\nMajlis Agama Islam Negeri Sembilan \(dipohon\) RM 7,000\.00/m,
    );
    expect(text).toMatch(/Mudir maahad Ustaz Haji Kamal bin Yusuf/);
    expect(text).not.toMatch(/^Maahad menanggung/m);
  });
});

describe("a salted-fish maker's matching grant for a solar dryer (the fifteenth reading)", () => {
  const text = paper({
    language: "en",
    kind: "geran",
    type: "business",
    title: "Solar Dryer for Kak Yah Salted Fish, Kuala Kedah",
    description:
      "Kak Yah Salted Fish Enterprise (SSM 202003098765), owned by Puan Rohaya binti Said, processes salted fish at Lot 45, Jalan Pantai, 06600 Kuala Kedah, Kedah, and sells to 12 wholesalers in Alor Setar. We are applying for an SME Corp matching grant of RM 42,000 for a solar dryer system (RM 48,000), a vacuum packing machine (RM 9,000) and food-grade stainless steel racks (RM 3,000). Total cost is RM 60,000; we contribute RM 18,000. The dryer will be installed by 31 May 2027. Current output is 800 kg a month and sales are RM 16,000 a month; with the dryer output is expected to rise to 1,400 kg a month, drying time to fall from 4 days to 2 days, and 3 new workers will be hired.",
  });

  it("costs the three things it asks for at their bracketed prices, never equal shares", () => {
    for (const line of [
      /^1 Solar dryer system 1 RM 48,000\.00 RM 48,000\.00/m,
      /^2 Vacuum packing machine 1 RM 9,000\.00 RM 9,000\.00/m,
      /^3 Food-grade stainless steel racks 1 RM 3,000\.00 RM 3,000\.00/m,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/\(estimate\)|RM 17,100/);
  });

  it("aims at its output, its drying time and its new workers, without the dryer in the sentence's subject", () => {
    expect(text).toMatch(
      /^To raise output to 1,400 kg a month\nTo reduce drying time from 4 days to 2 days\nTo hire 3 new workers$/m,
    );
    expect(text).not.toMatch(/raise with the dryer|time to from/);
  });
});

describe("a residents' festive open house (the fifteenth reading)", () => {
  it("is the festive open house, never 'the will hold programme' from the sentence's verb", () => {
    const text = paper({
      language: "en",
      kind: "program",
      type: "event",
      title: "Taman Melawati Festive Open House 2027",
      description:
        "The Taman Melawati Residents Association will hold a Festive Open House for Hari Raya, Deepavali and Christmas on Sunday, 14 November 2027, from 11.00 am to 4.00 pm at the Taman Melawati Community Hall. We expect 450 residents and 50 invited guests.",
    });
    expect(text).toMatch(/the festive open house/);
    expect(text).not.toMatch(/will hold (?:programme|from)|the will hold/);
  });
});

describe("a florist's digitalisation grant, priced in brackets after what it asks for (the fifteenth reading)", () => {
  it("costs the four things at their bracketed prices, never equal shares", () => {
    const text = paper({
      language: "ms",
      kind: "geran",
      type: "business",
      title: "Permohonan Geran Pendigitalan Kedai Bunga Mawar Florist",
      description:
        "Mawar Florist Enterprise (SSM 201903112233) milik Cik Nurul Izzah binti Hamid beroperasi di Kuantan sejak 2019. Kami memohon geran padanan RM 15,000 daripada SME Corp untuk sistem tempahan dalam talian dan laman web (RM 12,000), sistem POS (RM 6,000), kamera dan peralatan fotografi produk (RM 3,500) serta latihan pemasaran digital untuk pekerja (RM 3,500). Jumlah kos RM 25,000; syarikat menyumbang RM 10,000.",
    });
    for (const line of [
      /^1 Sistem tempahan dalam talian dan laman web 1 RM 12,000\.00 RM 12,000\.00/m,
      /^2 Sistem POS 1 RM 6,000\.00 RM 6,000\.00/m,
      /^3 Kamera dan peralatan fotografi produk 1 RM 3,500\.00 RM 3,500\.00/m,
      /^4 Latihan pemasaran digital untuk pekerja 1 RM 3,500\.00 RM 3,500\.00/m,
    ])
      expect(text).toMatch(line);
    expect(text).not.toMatch(/\(anggaran\)/);
  });
});

describe("a residents' Hari Raya open house with its programme and costs (the sixteenth reading)", () => {
  const text = paper({
    language: "en",
    kind: "program",
    type: "event",
    title: "Hari Raya Festive Open House 2027, Persatuan Penduduk Taman Melawati",
    description:
      "Persatuan Penduduk Taman Melawati will hold a Hari Raya Festive Open House on Sunday, 11 April 2027, from 11.00 am to 4.00 pm at Dewan Serbaguna Taman Melawati. We expect 500 residents and guests, including the area's Member of Parliament. Programme: welcoming of guests, speech by the association's chairman, Encik Rosli bin Ahmad, a kompang performance, lucky draw for children and buffet lunch. Costs: buffet for 500 people at RM 14 each (RM 7,000), canopies and chairs RM 1,800, kompang group RM 600, lucky draw prizes RM 1,000 and printing RM 400, total RM 10,800. We are asking Majlis Perbandaran Ampang Jaya for a sponsorship of RM 6,000; the rest comes from members' contributions.",
  });

  it("runs the day in the brief's own programme, its chairman's speech whole, with no second welcome or prize-giving", () => {
    expect(text).toMatch(
      /^11\.00 am Arrival and registration ?\n11\.30 am Welcoming of guests ?\n12\.15 pm Speech by the association's chairman, Encik Rosli bin Ahmad ?\n1\.00 pm Buffet lunch and Zohor prayer ?\n2\.00 pm Kompang performance ?\n2\.45 pm Lucky draw for children ?\n4\.00 pm Close ?$/m,
    );
    expect(text).not.toMatch(/Main Hari Raya Festive Open House activities|Prize-giving|^[\d.]+ [ap]m Encik Rosli/m);
  });

  it("counts the buffet by its 500 people and names the members' contributions as the balance", () => {
    expect(text).toMatch(/^1 Buffet 500 people RM 14\.00 RM 7,000\.00/m);
    expect(text).toMatch(
      /^Majlis Perbandaran Ampang Jaya \(requested\) RM 6,000\.00 ?\nMembers' contributions \(balance\) RM 4,800\.00 ?$/m,
    );
    expect(text).not.toMatch(/Applicant's own contribution/);
  });

  it("names the organiser once in its opening sentence", () => {
    expect(text).toMatch(
      /presents the Hari Raya Festive Open House 2027 organised by Persatuan Penduduk Taman Melawati\./,
    );
    expect(text).not.toMatch(/Melawati organised by/);
  });
});

describe("the same open house in Malay (the sixteenth reading)", () => {
  const text = paper({
    language: "ms",
    kind: "program",
    type: "event",
    title: "Majlis Rumah Terbuka Aidilfitri 2027 Persatuan Penduduk Taman Melawati",
    description:
      "Persatuan Penduduk Taman Melawati akan mengadakan Majlis Rumah Terbuka Aidilfitri pada Ahad, 11 April 2027, jam 11.00 pagi hingga 4.00 petang di Dewan Serbaguna Taman Melawati. Seramai 500 penduduk dan tetamu dijangka hadir. Aturcara: ketibaan tetamu, ucapan Pengerusi Persatuan, Encik Rosli bin Ahmad, persembahan kompang, cabutan bertuah kanak-kanak dan jamuan makan tengah hari. Anggaran kos: jamuan untuk 500 orang pada RM 14 seorang (RM 7,000), kanopi dan kerusi RM 1,800, kumpulan kompang RM 600, hadiah cabutan bertuah RM 1,000 dan percetakan RM 400, jumlah RM 10,800. Kami memohon tajaan RM 6,000 daripada Majlis Perbandaran Ampang Jaya; selebihnya daripada sumbangan ahli.",
  });

  it("opens with the guests' arrival in the brief's words, once, then the chairman's speech", () => {
    expect(text).toMatch(
      /^11\.00 pagi Ketibaan tetamu ?\n11\.30 pagi Ucapan Pengerusi Persatuan, Encik Rosli bin Ahmad ?\n/m,
    );
    expect(text).not.toMatch(/Ketibaan dan pendaftaran peserta|Penyampaian hadiah dan cenderamata/);
  });

  it("counts the meal by its 500 people, without 'untuk' or 'pada' in its name", () => {
    expect(text).toMatch(/^1 Jamuan 500 orang RM 14\.00 RM 7,000\.00/m);
    expect(text).toMatch(/^Sumbangan ahli \(baki\) RM 4,800\.00/m);
  });
});

describe("a matching grant's cash flow (the sixteenth reading)", () => {
  it("shows the grant and the own share, never a repayment period, instalments or a grace period", () => {
    const text = paper(
      {
        language: "en",
        kind: "geran",
        type: "business",
        title: "Solar Dryer for Kak Yah Salted Fish, Kuala Kedah",
        description:
          "Kak Yah Salted Fish Enterprise (SSM 202003098765), owned by Puan Rohaya binti Said, processes salted fish in Kuala Kedah. We are applying for an SME Corp matching grant of RM 42,000 for a solar dryer system (RM 48,000), a vacuum packing machine (RM 9,000) and food-grade stainless steel racks (RM 3,000). Total cost is RM 60,000; we contribute RM 18,000. Current sales are RM 16,000 a month.",
      },
      PROFESSIONAL,
    );
    expect(text).toMatch(/^Grant requested RM 42,000\.00 ?\nApplicant's own contribution RM 18,000\.00 ?$/m);
    expect(text).toMatch(/The grant for the .+ is not repaid/);
    expect(text).not.toMatch(/Repayment period|Monthly instalment|instalments?\b(?! )|grace period|ready to repay/i);
  });
});

describe("a surau's three-day camp with no dates yet (the sixteenth reading)", () => {
  it("proposes its first day, to the afternoon, never a morning that closes at one", () => {
    const text = paper(
      {
        language: "ms",
        kind: "program",
        type: "event",
        title: "Program Kem Ibadah Remaja Surau Al-Hidayah 2026",
        description:
          "Surau Al-Hidayah, Taman Sri Muda, Shah Alam ingin menganjurkan kem ibadah selama tiga hari dua malam untuk 60 remaja berumur 13 hingga 17 tahun pada cuti sekolah Disember 2026. Program merangkumi solat berjemaah, tazkirah, kelas tajwid, aktiviti riadah dan gotong-royong membersihkan surau. Kami memohon sumbangan daripada Majlis Agama Islam Selangor dan syarikat tempatan.",
      },
      BASIC,
    );
    expect(text).toMatch(/Atur cara cadangan bagi hari pertama program kem ibadah remaja/);
    expect(text).toMatch(/^5\.00 petang Tamat aktiviti hari pertama/m);
    expect(text).not.toMatch(/^1\.00 tengah hari Bersurai/m);
  });
});

describe("an NGO's six-month programme with no dates yet (the sixteenth reading)", () => {
  const text = paper(
    {
      language: "en",
      kind: "program",
      type: "project",
      title: "Community Digital Skills Programme for B40 Women in Kuala Selangor",
      description:
        "We are Pertubuhan Wanita Maju Kuala Selangor, a registered NGO (PPM-012-10-2019). We request RM 45,000 funding from Yayasan Hasanah to run a 6-month digital skills programme for 60 B40 women micro-entrepreneurs: social media marketing, e-wallet payments, basic bookkeeping with Google Sheets, and product photography. Sessions held weekly at the community hall in Jeram, with 2 trainers and 4 volunteers.",
    },
    BASIC,
  );

  it("runs in stages over its six months, never as one morning's running order", () => {
    expect(text).toMatch(
      /^5 Launch and first sessions Month 1 ?\n6 Regular activities Months 2-5 ?\n7 Evaluation and closing Month 6 ?$/m,
    );
    expect(text).not.toMatch(/Arrival and registration|Programme day|1\.00 pm Close/);
  });

  it("estimates a series' heads, not an event's prizes, stage and PA system", () => {
    expect(text).toMatch(/^1 Facilitators, speakers or trainers \(estimate\)/m);
    expect(text).not.toMatch(/Prizes and souvenirs|stage and PA system/);
  });
});

describe("an NGO's programme whose only counts beside the women it serves are its helpers (the seventeenth reading)", () => {
  const ngo = (language: "ms" | "en", description: string) =>
    paper(
      {
        language,
        kind: "program",
        type: "project",
        title:
          language === "en"
            ? "Community Digital Skills Programme for B40 Women in Kuala Selangor"
            : "Program Kemahiran Digital Wanita B40 Kuala Selangor",
        description,
      },
      BASIC,
    );
  const en = ngo(
    "en",
    "We are Pertubuhan Wanita Maju Kuala Selangor, a registered NGO (PPM-012-10-2019). We request RM 45,000 funding from Yayasan Hasanah to run a 6-month digital skills programme for 60 B40 women micro-entrepreneurs: social media marketing, e-wallet payments, basic bookkeeping with Google Sheets, and product photography. Sessions held weekly at the community hall in Jeram, with 2 trainers and 4 volunteers. Expected outcome: 80% of participants start selling online and increase monthly income by at least RM 500.",
  );

  it("names the 60 women as its target group, not its 4 volunteers, and carries the programme out for them", () => {
    expect(en).toMatch(/^B40 women micro-entrepreneurs 60 B40 women micro-entrepreneurs ?$/m);
    expect(en).not.toMatch(/^Volunteers 4 volunteers/m);
    expect(en).toMatch(/^To carry out the digital skills programme for 60 B40 women micro-entrepreneurs$/m);
  });

  it("sets its stated outcome as an objective, and leaves no objective blank", () => {
    expect(en).toMatch(
      /^To ensure that 80% of participants start selling online and increase monthly income by at least RM 500$/m,
    );
    expect(en).not.toMatch(/\[Enter the (?:first measurable objective|result expected)/);
  });

  it("holds the sessions at the hall in the place the brief names", () => {
    expect(en).toMatch(/^Venue Community hall in Jeram ?$/m);
  });

  it("does the same in Malay", () => {
    const ms = ngo(
      "ms",
      "Kami Pertubuhan Wanita Maju Kuala Selangor, NGO berdaftar (PPM-012-10-2019). Kami memohon dana RM 45,000 daripada Yayasan Hasanah untuk menjalankan program kemahiran digital selama 6 bulan bagi 60 wanita B40 yang berniaga kecil-kecilan. Sesi diadakan setiap minggu di dewan komuniti di Jeram, dengan 2 jurulatih dan 4 sukarelawan. Hasil dijangka: 80% peserta mula menjual dalam talian dan menambah pendapatan bulanan sekurang-kurangnya RM 500.",
    );
    expect(ms).toMatch(/^Wanita B40 60 wanita B40 Berniaga kecil-kecilan ?$/m);
    expect(ms).toMatch(/^Melaksanakan program kemahiran digital wanita untuk 60 wanita B40$/m);
    expect(ms).not.toMatch(/^Sukarelawan 4 sukarelawan/m);
    expect(ms).toMatch(
      /^Memastikan 80% peserta mula menjual dalam talian dan menambah pendapatan bulanan sekurang-kurangnya RM 500$/m,
    );
    expect(ms).toMatch(/^Tempat Dewan komuniti di Jeram ?$/m);
  });
});

describe("a company's family day whose activities the brief lists (the seventeenth reading)", () => {
  it("runs the day in the listed activities, none squeezed before lunch, the afternoon not left empty", () => {
    const text = paper({
      language: "ms",
      kind: "program",
      type: "event",
      title: "Hari Keluarga Kakitangan Syarikat Maju Jaya 2027",
      description:
        "Syarikat Maju Jaya Sdn Bhd akan menganjurkan Hari Keluarga pada Sabtu, 12 Jun 2027, jam 8.00 pagi hingga 5.00 petang di Taman Rekreasi Tasik Shah Alam. Seramai 120 kakitangan dan 180 ahli keluarga dijangka hadir. Aktiviti termasuk senamrobik, sukaneka kanak-kanak, tarik tali, cabutan bertuah dan makan tengah hari. Anggaran kos RM 18,000: makan tengah hari RM 9,000 (300 orang x RM 30), hadiah cabutan bertuah RM 4,000, sewa khemah dan PA sistem RM 3,000, baju-T RM 2,000.",
    });
    expect(text).toMatch(
      /^10\.30 pagi Senamrobik ?\n11\.45 pagi Sukaneka kanak-kanak ?\n1\.00 tengah hari Makan tengah hari dan solat Zohor ?\n2\.00 petang Tarik tali ?\n3\.00 petang Cabutan bertuah ?\n5\.00 petang Bersurai ?$/m,
    );
    expect(text).not.toMatch(/Pengisian utama|Sambungan hari keluarga/);
  });
});

describe("a tailor's TEKUN financing that prices its machines each (the seventeenth reading)", () => {
  it("costs two machines at the price of one each, with the brief's other lines, never the usual heads", () => {
    const text = paper({
      language: "ms",
      kind: "geran",
      type: "business",
      title: "Permohonan Pembiayaan TEKUN untuk Kedai Jahit Kak Yah",
      description:
        "Kedai Jahit Kak Yah milik Puan Zakiah binti Omar beroperasi di Kuala Terengganu sejak 2019 dengan jualan purata RM 6,000 sebulan. Kami memohon pembiayaan TEKUN sebanyak RM 20,000 untuk membeli 2 mesin jahit industri (RM 4,500 seunit), 1 mesin sulam berkomputer (RM 8,000) dan kain serta bahan (RM 3,000). Tempoh bayaran balik 4 tahun. Dengan mesin baharu, jualan dijangka meningkat kepada RM 10,000 sebulan dan 1 pekerja baharu akan diambil.",
    });
    expect(text).toMatch(
      /^1 Mesin jahit industri 2 RM 4,500\.00 RM 9,000\.00 ?\n2 Mesin sulam berkomputer 1 RM 8,000\.00 RM 8,000\.00 ?\n3 Kain serta bahan 1 RM 3,000\.00 RM 3,000\.00 ?$/m,
    );
    expect(text).not.toMatch(/Peralatan dan aset \(anggaran\)|Latihan pekerja \(anggaran\)/);
  });

  it("does the same in English, 'each'", () => {
    const text = paper({
      language: "en",
      kind: "geran",
      type: "business",
      title: "TEKUN Financing for Kak Yah Tailoring",
      description:
        "Kak Yah Tailoring, owned by Puan Zakiah binti Omar, has operated in Kuala Terengganu since 2019 with average sales of RM 6,000 a month. We are applying for TEKUN financing of RM 20,000 to buy 2 industrial sewing machines (RM 4,500 each), 1 computerised embroidery machine (RM 8,000) and fabric and materials (RM 3,000). Repayment period 4 years.",
    });
    expect(text).toMatch(/^1 Industrial sewing machines 2 RM 4,500\.00 RM 9,000\.00 ?$/m);
    expect(text).toMatch(/^2 Computerised embroidery machine 1 RM 8,000\.00 RM 8,000\.00 ?$/m);
    // The business's name is the business; what is reported on is its project.
    expect(text).toMatch(/Progress on the Kak Yah Tailoring project will be reported to TEKUN/);
    expect(text).toMatch(/put to work in the daily running of the business/);
    expect(text).not.toMatch(/(?:on|of) the Kak Yah Tailoring(?! project)\b/);
  });
});

describe("a school's awards day and a food truck's financing (the seventeenth reading's last briefs)", () => {
  it("says nothing more of the parents who watch than their count, not 'Disaksikan oleh 250 ibu bapa'", () => {
    const text = paper({
      language: "ms",
      kind: "program",
      type: "event",
      title: "Majlis Anugerah Kecemerlangan Akademik SK Seri Mawar 2027",
      description:
        "SK Seri Mawar, Seremban akan mengadakan Majlis Anugerah Kecemerlangan Akademik pada Khamis, 18 November 2027, jam 8.00 pagi hingga 12.30 tengah hari di Dewan Terbuka SK Seri Mawar. Seramai 120 murid cemerlang akan menerima anugerah, disaksikan oleh 250 ibu bapa. Aktiviti termasuk persembahan pancaragam sekolah, ucapan Guru Besar, Puan Rohani binti Ismail, penyampaian anugerah dan jamuan. Anggaran kos: piala dan sijil 120 x RM 25 = RM 3,000, jamuan 400 orang x RM 8 = RM 3,200, sewa khemah dan PA sistem RM 1,500 dan cenderamata tetamu RM 300. Jumlah RM 8,000. Kami memohon sumbangan RM 5,000 daripada PIBG SK Seri Mawar; selebihnya daripada peruntukan sekolah.",
    });
    expect(text).toMatch(/^Murid cemerlang 120 murid cemerlang Akan menerima anugerah ?\nIbu bapa 250 ibu bapa ?$/m);
    expect(text).toMatch(
      /^8\.30 pagi Persembahan pancaragam sekolah ?\n9\.15 pagi Ucapan Guru Besar, Puan Rohani binti Ismail ?$/m,
    );
    expect(text).toMatch(/^Peruntukan sekolah \(baki\) RM 3,000\.00/m);
  });

  it("tracks a food truck's demand through its sales, not 'demand for the ... project'", () => {
    const text = paper(
      {
        language: "en",
        kind: "geran",
        type: "business",
        title: "MARA Financing for Ayam Gepuk Pak Din Food Truck",
        description:
          "Ayam Gepuk Pak Din Enterprise (SSM 202203045678), owned by Encik Shahrudin bin Ali, has sold ayam gepuk from a stall at Pasar Malam Bangi since 2022, with sales of RM 8,500 a month. We are applying for MARA business financing of RM 60,000 to buy a food truck (RM 45,000), 2 commercial deep fryers (RM 3,500 each), a chiller (RM 4,000) and branding and signage (RM 4,000). Repayment over 5 years. With the truck we expect sales to rise to RM 18,000 a month and 2 new workers will be hired.",
      },
      PROFESSIONAL,
    );
    expect(text).toMatch(/^2 Commercial deep fryers 2 RM 3,500\.00 RM 7,000\.00 ?$/m);
    expect(text).toMatch(/^1 Food truck 1 RM 45,000\.00 RM 45,000\.00 ?$/m);
    expect(text).toMatch(/Monthly sales records will track demand once the Ayam Gepuk Pak Din food truck is under way/);
    expect(text).not.toMatch(/Demand for the Ayam Gepuk/);
  });
});

describe("a youth futsal league read through the product at the end of the seventeenth reading", () => {
  const text = paper({
    language: "en",
    kind: "program",
    type: "event",
    title: "Kampung Baru Youth Futsal League 2027",
    description:
      "Majlis Belia Kampung Baru Kuala Lumpur will run a youth futsal league every Saturday from 6 March 2027 to 24 April 2027 at Arena Futsal Jalan Raja Muda, from 2.00 pm to 7.00 pm. 16 teams of 10 players aged 15 to 21 will take part. Costs: court rental 8 Saturdays x RM 400 = RM 3,200, referees RM 1,600, trophies and medals RM 2,200, jerseys 160 x RM 25 = RM 4,000 and refreshments RM 1,000, total RM 12,000. We are asking Dewan Bandaraya Kuala Lumpur for RM 8,000; the rest comes from team registration fees. The league coordinator is Encik Faizal bin Hamid.",
  });

  it("says of each group the words after the counts, never a cut-off 'O 21 will take part'", () => {
    expect(text).toMatch(/^Teams 16 teams Aged 15 to 21 will take part ?$/m);
    expect(text).not.toMatch(/\bO 21|To 21 will/);
  });

  it("funds it from the city hall it asks and the teams' fees for the rest", () => {
    expect(text).toMatch(
      /^Dewan Bandaraya Kuala Lumpur \(requested\) RM 8,000\.00 ?\nTeam registration fees \(balance\) RM 4,000\.00/m,
    );
    expect(text).not.toMatch(/Applicant's own contribution/);
  });

  it("is addressed to the city hall it asks for the money", () => {
    expect(text).toMatch(/This paper is submitted to Dewan Bandaraya Kuala Lumpur for consideration and approval\./);
    expect(text).toMatch(/receive the consideration and approval of Dewan Bandaraya Kuala Lumpur\./);
  });
});

describe("a village sports carnival and a workshop's grant, read through the product (the sixteenth reading)", () => {
  it("funds the carnival from the allocation asked of the ADUN and the residents' donations for the rest", () => {
    const text = paper({
      language: "ms",
      kind: "program",
      type: "event",
      title: "Karnival Sukan Rakyat Kampung Sungai Buloh 2027",
      description:
        "JKKK Sungai Buloh akan menganjurkan Karnival Sukan Rakyat pada Sabtu, 15 Mei 2027, jam 8.00 pagi hingga 5.00 petang di Padang Awam Kampung Sungai Buloh. Anggaran kos: hadiah dan piala RM 2,500, sewa khemah dan kerusi RM 1,500 dan makan tengah hari RM 5,000, jumlah RM 9,000. Kami memohon peruntukan RM 5,000 daripada Pejabat ADUN Sungai Buloh; selebihnya daripada kutipan derma penduduk.",
    });
    expect(text).toMatch(/^Kutipan derma penduduk \(baki\) RM 4,000\.00/m);
    expect(text).not.toMatch(/Sumbangan sendiri pemohon/);
  });

  it("aims at the workshop's sales from what they are now and at its new mechanics, as two objectives", () => {
    const text = paper({
      language: "en",
      kind: "geran",
      type: "business",
      title: "Digital Diagnostics Upgrade for Bengkel Ah Seng Auto, Seremban",
      description:
        "Bengkel Ah Seng Auto Enterprise, owned by Mr. Tan Ah Seng, has run a four-bay car workshop in Seremban since 2015. We are applying for an SME Corp matching grant of RM 28,000 for a computerised diagnostic scanner (RM 18,000), a wheel alignment machine (RM 14,000) and workshop management software (RM 8,000). Total cost is RM 40,000; we contribute RM 12,000. Current sales are RM 45,000 a month; with the new equipment we expect sales to rise to RM 60,000 a month and 2 new mechanics will be hired.",
    });
    expect(text).toMatch(/^Raise sales from RM 45,000 to RM 60,000 a month\nHire 2 new mechanics$/m);
    expect(text).not.toMatch(/Sales to rise to/);
  });
});

describe("a crisps factory's matching-grant application whose title opens with the scheme (a reading's brief)", () => {
  const text = paper(
    {
      language: "ms",
      kind: "geran",
      type: "business",
      title: "Permohonan Geran Padanan SME Corp Kilang Kerepek Mak Esah",
      description:
        "Kilang Kerepek Mak Esah Sdn Bhd (SSM 201901023456) di Jasin, Melaka, milik Puan Esah binti Kassim, menghasilkan kerepek pisang dan ubi sejak 2018 dengan jualan RM 25,000 sebulan. Kami memohon geran padanan SME Corp sebanyak RM 35,000 untuk membeli mesin penggoreng berterusan (RM 38,000), mesin pembungkus automatik (RM 22,000) dan sistem label dan kod bar (RM 10,000). Jumlah kos RM 70,000; syarikat menanggung RM 35,000. Dengan mesin baharu, pengeluaran dijangka meningkat daripada 300 kg kepada 800 kg sehari dan 4 pekerja baharu akan diambil.",
    },
    PROFESSIONAL,
  );

  it("is about the factory the title names after the scheme, never 'kilang milik binti'", () => {
    expect(text).toMatch(/Jumlah kos projek Kilang Kerepek Mak Esah ialah RM 70,000\.00/);
    expect(text).not.toMatch(/milik binti/i);
  });

  it("monitors the change the owner states, not a blank indicator", () => {
    expect(text).toMatch(/^1 Meningkatkan pengeluaran daripada 300 kg kepada 800 kg sehari Laporan/m);
    expect(text).toMatch(/^2 Mengambil 4 pekerja baharu Laporan/m);
    expect(text).not.toMatch(/Nyatakan petunjuk prestasi/);
  });
});

describe("a fish wholesaler's financing for a cold room, each line with a verb of its own (the eighteenth reading)", () => {
  const text = paper({
    language: "en",
    type: "business",
    title: "Cold Room Expansion for Segar Fresh Fish Supply",
    description:
      "Segar Fresh Fish Supply (SSM 202003045678), a fish wholesaler in Kuala Kedah run by Encik Rahim bin Yusof since 2020, supplies 14 restaurants and 3 hotels in Alor Setar. Sales are RM 60,000 a month. We are applying for MARA business financing of RM 90,000 to build a 20-tonne cold room (RM 75,000), buy a second chiller truck deposit (RM 10,000) and install a backup generator (RM 15,000). Total cost RM 100,000; we will pay RM 10,000 ourselves. The cold room will cut spoilage from 12% to 3% and let us take 6 new hotel clients. Repayment over 5 years at RM 1,750 a month.",
  });

  it("is applied for by the business registered under its name, never by the town it trades in", () => {
    expect(text).toMatch(/^Applicant Segar Fresh Fish Supply ?$/m);
    expect(text).toMatch(/^Owner, Segar Fresh Fish Supply ?$/m);
    expect(text).not.toMatch(/Kuala Kedah (?:submits|declares|will carry out)|^Applicant Kuala Kedah/m);
  });

  it("costs what the owner priced, each line with its own verb, not estimated heads", () => {
    expect(text).toMatch(/^1 20-tonne cold room 1 RM 75,000\.00 RM 75,000\.00 ?$/m);
    expect(text).toMatch(/^2 Second chiller truck deposit 1 RM 10,000\.00 RM 10,000\.00 ?$/m);
    expect(text).toMatch(/^3 Backup generator 1 RM 15,000\.00 RM 15,000\.00 ?$/m);
    expect(text).not.toMatch(/\(estimate\)/);
  });
});

describe("a village clean-up followed by a feast (the eighteenth reading)", () => {
  const text = paper({
    language: "ms",
    type: "event",
    title: "Program Gotong-Royong Perdana dan Kenduri Rakyat Kampung Paya Jaras 2027",
    description:
      "Jawatankuasa Kemajuan dan Keselamatan Kampung (JPKK) Paya Jaras, Sungai Buloh akan mengadakan gotong-royong membersihkan parit dan kawasan masjid pada Ahad, 14 Februari 2027, bermula jam 7.30 pagi hingga 1.00 tengah hari, diikuti kenduri rakyat di perkarangan Masjid Al-Falah Paya Jaras. Seramai 200 penduduk dijangka hadir. Anggaran kos: sewa lori sampah RM 800, peralatan dan sarung tangan RM 1,200, makanan kenduri 200 orang x RM 12 = RM 2,400, khemah dan kerusi RM 900. Jumlah RM 5,300. Kami memohon sumbangan RM 3,000 daripada Pejabat ADUN Paya Jaras; baki ditanggung oleh tabung JPKK.",
  });

  it("runs the day as the brief says it: the clean-up, then the feast at lunch", () => {
    expect(text).toMatch(
      /^9\.00 pagi Gotong-royong membersihkan parit dan kawasan masjid ?\n12\.30 tengah hari Kenduri rakyat ?$/m,
    );
    expect(text).not.toMatch(/Pengisian utama/);
  });
});

describe("a PIBG's two-day motivation camp with its teachers (the nineteenth reading)", () => {
  const text = paper(
    {
      language: "ms",
      type: "event",
      title: "Kem Motivasi UPSR Murid Tahun 6 SK Seri Gombak 2027",
      description:
        "PIBG SK Seri Gombak akan menganjurkan Kem Motivasi Murid Tahun 6 selama 2 hari 1 malam, pada 10 hingga 11 April 2027 di Kem Bina Semangat Hulu Langat. Seramai 120 murid Tahun 6 dan 12 guru pengiring akan menyertai kem ini. Aktiviti termasuk ceramah teknik menjawab soalan, LDK berkumpulan, solat berjemaah dan qiamullail, serta jungle trekking. Anggaran kos: sewa kem dan makan 132 orang x RM 85 = RM 11,220, bas 3 buah x RM 900 = RM 2,700, fasilitator RM 2,400 dan cenderamata RM 680. Jumlah RM 17,000. Yuran peserta RM 80 seorang (RM 9,600); baki RM 7,400 dipohon daripada Yayasan Selangor. Guru penyelaras ialah Puan Rosmah binti Ali.",
    },
    PROFESSIONAL,
  );

  it("counts the pupils and the teachers as two groups", () => {
    expect(text).toMatch(/^Murid Tahun 6 120 murid Tahun 6 /m);
    expect(text).toMatch(/^Guru pengiring 12 guru pengiring /m);
    expect(text).not.toMatch(/Tahun 6 dan 12(?! guru)/);
  });

  it("prays qiamullail before dawn of the second day, not in the first afternoon, and lists trekking as written", () => {
    expect(text).toMatch(/^3\.15 petang Jungle trekking ?$/m);
    expect(text).toMatch(/^4\.30 pagi Solat berjemaah dan qiamullail \(hari kedua\) ?$/m);
    expect(text).not.toMatch(/petang (?:Solat berjemaah dan qiamullail|Serta)/);
  });

  it("pays its share with the participants' fees, and names the coordinating teacher with her duties", () => {
    expect(text).toMatch(
      /^Yuran peserta \(120 murid Tahun 6 x RM 80\.00\) RM 9,600\.00 ?\nYayasan Selangor \(baki, dipohon\) RM 7,400\.00 ?$/m,
    );
    expect(text).not.toMatch(/Sumbangan sendiri pemohon/);
    expect(text).toMatch(/^Guru penyelaras Puan Rosmah binti Ali Menyelaras persediaan dan pelaksanaan program ?$/m);
  });
});

describe("a tailoring shop's TEKUN financing, its instalment said as 'will repay' (the nineteenth reading)", () => {
  const text = paper({
    language: "en",
    type: "business",
    title: "TEKUN Financing for Kedai Jahit Nurul Expansion",
    description:
      "Kedai Jahit Nurul (SSM 202203012345) is a tailoring shop in Bandar Baru Bangi owned by Puan Nurul Huda binti Razak, open since 2022 with monthly sales of RM 8,500. We are applying for TEKUN financing of RM 25,000 to buy 3 industrial sewing machines at RM 4,200 each (RM 12,600), an embroidery machine (RM 9,400) and fabric stock (RM 3,000). The shop will repay RM 520 a month over 5 years. With the new machines we expect to take school uniform orders from 4 schools and raise monthly sales to RM 14,000 by December 2027, and hire 2 more tailors.",
  });

  it("is about the shop's expansion, not the financing scheme's name", () => {
    expect(text).toMatch(/The Kedai Jahit Nurul expansion project costs RM 25,000\.00/);
    expect(text.match(/TEKUN Financing for Kedai Jahit Nurul/g)?.length ?? 0).toBeLessThanOrEqual(2);
  });

  it("states the owner's monthly instalment and prices each machine without a dangling 'at'", () => {
    expect(text).toMatch(/^Monthly instalment RM 520\.00 ?$/m);
    expect(text).toMatch(/^1 Industrial sewing machines 3 RM 4,200\.00 RM 12,600\.00 ?$/m);
  });
});

describe("a Rukun Tetangga's health screening day with a timed talk (the nineteenth reading)", () => {
  const text = paper({
    language: "en",
    type: "event",
    title: "Free Health Screening Day, Taman Melawati 2027",
    description:
      "The Rukun Tetangga Taman Melawati will hold a free health screening day on Sunday, 7 March 2027, from 8.00 am to 1.00 pm at the Dewan Serbaguna Taman Melawati. We expect 250 residents aged 40 and above. Klinik Kesihatan Hulu Kelang will send 6 nurses for blood pressure, blood sugar and cholesterol checks, and Hospital Ampang's dietitian will give a talk on healthy eating at 10.30 am. Costs: test strips and lancets RM 1,500, canopy and chairs RM 600, breakfast packs for 250 people at RM 6 each (RM 1,500), banners and flyers RM 400. Total RM 4,000. We are asking Majlis Perbandaran Ampang Jaya for RM 2,500; the RT fund covers the rest. The RT chairman is Encik Ravi a/l Subramaniam.",
  });

  it("is organised by the Rukun Tetangga, not by the clinic that sends nurses", () => {
    expect(text).toMatch(/organised by Rukun Tetangga Taman Melawati\./);
    expect(text).not.toMatch(/organised by Klinik|As organiser, Klinik|^Klinik Kesihatan Hulu Kelang ?$/m);
  });

  it("holds the dietitian's talk at the 10.30 am the brief gives it", () => {
    expect(text).toMatch(/^10\.30 am Talk on healthy eating by Hospital Ampang's dietitian ?$/m);
    expect(text).toMatch(/^9\.30 am Main free health screening day activities ?$/m);
  });
});

describe("a kuih maker's MARA financing, the scheme's funder in the title (the nineteenth reading)", () => {
  const text = paper({
    language: "ms",
    type: "business",
    title: "Permohonan Pembiayaan MARA Perniagaan Kuih Tradisional Dapur Mak Teh",
    description:
      "Dapur Mak Teh Enterprise (SSM 202101023456) di Kota Bharu, Kelantan, milik Puan Fatimah binti Ismail, mengeluarkan kuih tradisional seperti akok, jala emas dan tahi itik sejak 2021. Jualan semasa RM 12,000 sebulan melalui 15 kedai runcit dan tempahan dalam talian. Kami memohon pembiayaan MARA sebanyak RM 40,000 untuk membeli ketuhar komersial (RM 15,000), mesin pembungkus vakum (RM 8,000), peti sejuk beku 2 unit x RM 4,500 = RM 9,000 dan mengubah suai dapur (RM 8,000). Bayaran balik RM 780 sebulan selama 5 tahun. Dengan peralatan baharu, pengeluaran meningkat daripada 2,000 kepada 5,000 biji sehari, jualan dijangka mencecah RM 25,000 sebulan menjelang Jun 2028 dan 3 pekerja baharu akan diambil.",
  });

  it("is about the traditional kuih business, never 'dapur milik binti'", () => {
    expect(text).toMatch(/Jumlah kos projek perniagaan kuih tradisional ialah RM 40,000\.00/);
    expect(text).not.toMatch(/milik binti/);
  });

  it("aims at the sales the owner forecasts, from where they stand now", () => {
    expect(text).toMatch(
      /^Meningkatkan jualan kepada RM 25,000 sebulan menjelang Jun 2028 \(daripada RM 12,000 sebulan\) ?$/m,
    );
    expect(text).toMatch(/^Meningkatkan pengeluaran daripada 2,000 kepada 5,000 biji sehari ?$/m);
  });
});

describe("a surau's Maulid night that starts after Maghrib (the nineteenth reading)", () => {
  const text = paper({
    language: "ms",
    type: "event",
    title: "Majlis Sambutan Maulidur Rasul Surau Al-Hidayah Taman Desa Jaya 1449H",
    description:
      "Jawatankuasa Surau Al-Hidayah, Taman Desa Jaya, Kepong akan menganjurkan Majlis Sambutan Maulidur Rasul pada malam Jumaat, 13 Ogos 2027, bermula selepas solat Maghrib hingga 11.00 malam di perkarangan surau. Aturcara: bacaan Yasin dan tahlil selepas Maghrib, marhaban dan selawat, ceramah Maulid oleh Ustaz Muhammad Syafiq bin Hassan selepas Isyak, dan jamuan. Seramai 400 jemaah dan penduduk dijangka hadir. Anggaran kos: honorarium penceramah RM 800, jamuan nasi beriani 400 pinggan x RM 9 = RM 3,600, sewa khemah dan kerusi RM 1,200, sistem PA RM 400. Jumlah RM 6,000. Tabung surau menanggung RM 2,000 dan kami memohon sumbangan RM 4,000 daripada Majlis Agama Islam Wilayah Persekutuan (MAIWP). Pengerusi surau ialah Haji Kamaruddin bin Yusof.",
  });

  it("runs from Maghrib to the 11.00 pm close, never past midnight", () => {
    expect(text).toMatch(/^Masa selepas solat Maghrib hingga 11\.00 malam ?$/m);
    expect(text).toMatch(/^7\.45 malam Bacaan Yasin dan tahlil selepas Maghrib ?$/m);
    expect(text).toMatch(/^11\.00 malam Bersurai ?$/m);
    expect(text).not.toMatch(/tengah malam|\d\.\d\d pagi (?:Rehat|Bersurai)/);
  });
});

describe("an FRGS study of peer tutoring, its 12-week programme inside a 24-month study (the nineteenth reading)", () => {
  const text = paper({
    language: "en",
    type: "research",
    title: "Effect of Peer Tutoring on Form 2 Mathematics Achievement in Rural Sabah Schools",
    description:
      "This FRGS proposal by Dr. Siti Aminah binti Rahman, Senior Lecturer at Universiti Malaysia Sabah (UMS), will study whether a 12-week peer tutoring programme improves Form 2 mathematics scores in 6 rural secondary schools in the Ranau district. About 360 students will take part, half in tutoring classes and half as a comparison group, with pre- and post-tests in March and July 2027. The study runs 24 months from 1 January 2027. Budget requested: RM 78,000, covering a research assistant (RM 36,000), travel to schools (RM 18,000), test printing and materials (RM 6,000), data analysis software (RM 8,000) and a workshop for teachers (RM 10,000). Co-researchers are Dr. Lim Wei Chen and Encik Jaimin bin Jumat.",
  });

  it("runs the 24 months the study states, not the tutoring programme's 12 weeks", () => {
    expect(text).toMatch(/costs RM 78,000\.00 in total over 24 months, starting on 1 January 2027/);
    expect(text).toMatch(/^4 Report writing and publication 1 August 2028 – 31 December 2028 ?$/m);
    expect(text).not.toMatch(/over 12 weeks/);
  });

  it("costs the lines the researcher priced, not estimated votes", () => {
    expect(text).toMatch(/^1 Research assistant 1 RM 36,000\.00 RM 36,000\.00 ?$/m);
    expect(text).toMatch(/^5 Workshop for teachers 1 RM 10,000\.00 RM 10,000\.00 ?$/m);
    expect(text).not.toMatch(/\(estimate\)/);
  });

  it("asks the question the brief asks, lists no sample as an output, and is prepared by the researcher", () => {
    expect(text).toMatch(
      /^To determine whether a 12-week peer tutoring programme improves Form 2 mathematics scores in 6 rural secondary schools in the Ranau district ?$/m,
    );
    expect(text).not.toMatch(/^360 students ?$/m);
    expect(text).toMatch(/^Dr\. Siti Aminah binti Rahman \[Enter name\] ?$/m);
    expect(text).toMatch(/^Senior Lecturer, Universiti Malaysia Sabah /m);
  });
});

describe("a cleaning contractor's offer to a vocational college (the nineteenth reading)", () => {
  const text = paper({
    language: "en",
    type: "business",
    title: "Proposal for Cleaning Services at Kolej Vokasional Kuala Selangor",
    description:
      "Syarikat Bersih Jaya Services (SSM 201901034567), a cleaning contractor in Klang with 45 staff, offers daily cleaning services for Kolej Vokasional Kuala Selangor for 2 years from 1 January 2027. The scope covers 3 academic blocks, 2 hostels, the dining hall and the compound, with 14 cleaners on site from 7.00 am to 4.00 pm, Monday to Saturday, and a supervisor. Our offer is RM 23,500 a month (RM 564,000 for 24 months), including cleaning materials and equipment. We have cleaned SMK Meru and Politeknik Banting since 2021. Our contact is Encik Hafiz bin Omar, Operations Manager.",
  });

  it("staffs the contract with its cleaners and supervisor, not the firm's whole headcount", () => {
    expect(text).toMatch(/^Cleaners 14 Monday to Saturday, 7\.00 am to 4\.00 pm ?$/m);
    expect(text).toMatch(/^Supervisor 1 /m);
    expect(text).not.toMatch(/^Staff 45 /m);
  });

  it("lists the colleges it has cleaned since 2021 as past contracts, not as the year it began", () => {
    expect(text).toMatch(/^Past contracts SMK Meru and Politeknik Banting \(since 2021\) ?$/m);
    expect(text).not.toMatch(/In business since 2021/);
  });
});

describe("a JPKK's community resource centre in an old village hall (the nineteenth reading)", () => {
  const text = paper({
    language: "ms",
    type: "project",
    title: "Cadangan Penubuhan Pusat Sumber Komuniti Kampung Sungai Ramal Dalam",
    description:
      "Jawatankuasa Pembangunan dan Keselamatan Kampung (JPKK) Sungai Ramal Dalam, Kajang mencadangkan penubuhan Pusat Sumber Komuniti di bangunan balai raya lama yang tidak digunakan sejak 2023. Pusat ini akan menyediakan 10 komputer, akses internet percuma, ruang belajar untuk 40 pelajar dan kelas tuisyen percuma pada hujung minggu. Kos penubuhan RM 48,000: baik pulih bangunan RM 20,000, 10 komputer x RM 2,500 = RM 25,000 dan perabot RM 3,000. Kos operasi RM 800 sebulan akan ditanggung oleh JPKK. Kami memohon kelulusan dan peruntukan RM 48,000 daripada Majlis Perbandaran Kajang (MPKj). Pusat ini dijangka mula beroperasi pada 1 Mac 2027 dan memberi manfaat kepada 300 isi rumah.",
  });

  it("scopes what the centre will provide, in the committee's words", () => {
    expect(text).toMatch(
      /^10 komputer ?\nAkses internet percuma ?\nRuang belajar untuk 40 pelajar ?\nKelas tuisyen percuma pada hujung minggu ?$/m,
    );
    expect(text).not.toMatch(/seperti yang diterangkan dalam latar belakang/);
  });
});

describe("an inter-school futsal championship, ten players from each of 24 schools (the nineteenth reading)", () => {
  const text = paper(
    {
      language: "en",
      type: "event",
      title: "Inter-School Futsal Championship Daerah Petaling 2027",
      description:
        "The Sports Club of SMK Seksyen 7 Shah Alam will organise an under-16 futsal championship for 24 secondary schools in the Petaling district on 17 and 18 July 2027 at Arena Futsal Seksyen 13. Each school sends a team of 10 players and one teacher manager. Matches run from 8.00 am to 6.00 pm both days, with the final at 4.00 pm on 18 July. Prizes: champion RM 1,500 and a trophy, runner-up RM 1,000, third place RM 500. Costs: court rental 2 days x RM 2,200 = RM 4,400, referees RM 1,800, prize money RM 3,000, trophies and medals RM 1,600, first aid and ambulance RM 700, T-shirts for 264 people at RM 15 (RM 3,960). Total RM 15,460. Entry fee RM 150 per team (RM 3,600). We ask Majlis Bandaraya Shah Alam for RM 8,000, and the club covers the balance. The tournament director is Cikgu Razak bin Hamid.",
    },
    PROFESSIONAL,
  );

  it("costs the user's RM 15,460, the T-shirts once", () => {
    expect(text).toMatch(/^6 T-shirts 264 people RM 15\.00 RM 3,960\.00 ?$/m);
    expect(text).toMatch(/^ Grand Total RM 15,460\.00 ?$/m);
    expect(text).not.toMatch(/RM 15,475|T-shirts for 264 people 1/);
  });

  it("counts 240 players, not 10, and funds the balance after the entry fees", () => {
    expect(text).toMatch(/^Players 240 players Each school sends a team of 10 players and one teacher manager ?$/m);
    expect(text).not.toMatch(/Some 10 players/);
    expect(text).toMatch(/^Entry fee RM 3,600\.00 ?\nClub \(balance\) RM 3,860\.00 ?$/m);
  });

  it("gives the tournament director his duties", () => {
    expect(text).toMatch(/^Tournament director Cikgu Razak bin Hamid Runs the matches and the tournament rules ?$/m);
  });
});

describe("a women's welfare society's grant for a financial literacy programme (the nineteenth reading)", () => {
  const text = paper(
    {
      language: "ms",
      type: "grant",
      // The kind the applicant confirms on the form: a foundation grant, though its programme is a series of workshops.
      kind: "geran",
      title: "Program Celik Kewangan Ibu Tunggal Daerah Kuala Langat",
      description:
        "Pertubuhan Kebajikan Wanita Prihatin Kuala Langat (PPM-012-10-05052018) memohon geran RM 36,000 daripada Yayasan Hasanah untuk melaksanakan Program Celik Kewangan bagi 80 ibu tunggal B40 di Daerah Kuala Langat selama 6 bulan, dari 1 April hingga 30 September 2027. Program merangkumi 6 bengkel bulanan tentang belanjawan keluarga, simpanan, mengelak hutang ceti haram dan asas perniagaan kecil, serta bimbingan individu. Kos: fasilitator 6 bengkel x RM 1,500 = RM 9,000, sewa dewan RM 3,600, makan dan minum peserta RM 9,600, elaun pengangkutan peserta RM 8,000, modul dan bahan RM 3,800, pemantauan dan laporan RM 2,000. Jumlah RM 36,000. Sasaran: 70% peserta mempunyai simpanan bulanan dan 20 peserta memulakan perniagaan kecil dalam tempoh 6 bulan selepas program. Pengerusi pertubuhan ialah Puan Zaleha binti Md Noor.",
    },
    PROFESSIONAL,
  );

  it("analyses no market and plans no repayment for a society's grant, and keeps its need, risks, monitoring and closing", () => {
    expect(text).not.toMatch(/Analisis Pasaran|Pesaing utama|Pelan Bayaran Balik/);
    for (const heading of [
      "Pernyataan Keperluan",
      "Risiko dan Mitigasi",
      "Pemantauan dan Penilaian",
      "Penutup dan Perakuan",
    ])
      expect(text).toMatch(new RegExp(`^${heading}$`, "m"));
  });
});

describe("a kindergarten's graduation paid by its fees and the kindergarten (the nineteenth reading's last briefs)", () => {
  const text = paper({
    language: "ms",
    type: "event",
    kind: "program",
    title: "Majlis Konvokesyen Tadika Permata Ilmu Bangi 2027",
    description:
      "Tadika Permata Ilmu, Seksyen 9 Bandar Baru Bangi akan mengadakan Majlis Konvokesyen bagi 45 murid berumur 6 tahun pada Sabtu, 20 November 2027, jam 8.30 pagi hingga 12.30 tengah hari di Dewan Seri Bangi. Aturcara: ketibaan ibu bapa, persembahan nasyid dan tarian oleh murid, ucapan Pengetua, penyampaian sijil dan jamuan. Seramai 180 ibu bapa dan tetamu dijangka hadir. Anggaran kos: sewa dewan RM 1,500, jubah dan mortar board 45 set x RM 35 = RM 1,575, sijil dan cenderahati RM 900, jamuan 225 orang x RM 12 = RM 2,700, fotografi RM 600. Jumlah RM 7,275. Yuran konvokesyen RM 120 seorang (RM 5,400) dan baki RM 1,875 ditanggung oleh tadika. Pengetua tadika ialah Puan Norliza binti Osman.",
  });

  it("funds the day with the graduation fees and the balance the kindergarten bears", () => {
    expect(text).toMatch(/^Yuran konvokesyen RM 5,400\.00 ?\nTadika Permata Ilmu \(baki\) RM 1,875\.00 ?$/m);
    expect(text).not.toMatch(/Nyatakan sumber kewangan/);
  });

  it("says who the pupils are without the weekday, and what the principal does", () => {
    expect(text).toMatch(/^Murid 45 murid Berumur 6 tahun ?$/m);
    expect(text).toMatch(/^Pengetua tadika Puan Norliza binti Osman Merestui dan menasihati penganjuran majlis ?$/m);
  });
});

describe("a homestay's MOTAC matching grant (the nineteenth reading's last briefs)", () => {
  const text = paper(
    {
      language: "en",
      type: "business",
      kind: "geran",
      title: "Homestay Upgrade Grant Application, Kampung Sungai Sireh",
      description:
        "Homestay Sungai Sireh Enterprise (SSM 202004056789), run by Encik Zulkifli bin Ahmad in Kampung Sungai Sireh, Tanjung Karang, has 6 rooms and hosted 1,150 guest nights in 2026, with annual revenue of RM 96,000. We are applying to the Ministry of Tourism, Arts and Culture (MOTAC) for a matching grant of RM 45,000 towards a project costing RM 60,000: 4 new air-conditioned rooms (RM 40,000), solar water heaters (RM 8,000), a paddy-field viewing deck (RM 9,000) and an online booking system (RM 3,000). We will pay RM 15,000 ourselves. The work will take 8 months from 1 March 2027. We expect guest nights to rise from 1,150 to 1,900 a year and will hire 2 local staff.",
    },
    PROFESSIONAL,
  );

  it("goes to the ministry it names, about the homestay's upgrade, not a 'grant application project'", () => {
    expect(text).toMatch(/consideration of the Ministry of Tourism, Arts and Culture \(MOTAC\)/);
    expect(text).toMatch(/The homestay upgrade project costs RM 60,000\.00 in total over 8 months/);
    expect(text).not.toMatch(/grant application project|Enter the funding agency/);
  });

  it("aims at the guest nights and the jobs, each in its own words", () => {
    expect(text).toMatch(/^Raise guest nights from 1,150 to 1,900 a year ?\nHire 2 local staff ?$/m);
  });
});

describe("a mangrove replanting day asked of a state fund (the twentieth reading)", () => {
  const text = paper({
    language: "en",
    kind: "program",
    type: "event",
    title: "Kuala Selangor Mangrove Replanting Day 2027",
    description:
      "Persatuan Pencinta Alam Kuala Selangor, chaired by Encik Razak bin Ismail, will hold a mangrove replanting day at Taman Alam Kuala Selangor on Sunday, 14 March 2027, from 7.30 am to 1.00 pm. 150 volunteers from six secondary schools and 40 members of the society will plant 2,000 mangrove seedlings along the river bank. The programme includes a briefing by the park ranger, planting in four zones, a beach clean-up and a closing ceremony with certificates. Costs: seedlings 2,000 x RM 3 = RM 6,000, bus hire for six schools RM 2,400, gloves and tools RM 1,100, T-shirts 190 x RM 18 = RM 3,420, food and drinks RM 2,280. Total RM 15,200. We request RM 10,000 from the Selangor State Environment Fund; the society covers the balance.",
  });

  it("counts the volunteers who plant beside the society's members, and reads '2,000' whole", () => {
    expect(text).toMatch(/^Volunteers 150 volunteers From six secondary schools ?$/m);
    expect(text).toMatch(
      /^Members 40 members Of the society will plant 2,000 mangrove seedlings along the river bank ?$/m,
    );
    expect(text).toMatch(/for 150 volunteers from six secondary schools and 40 members on 14 March 2027/);
  });

  it("goes to the fund it asks, which is named with its article, and the society pays the balance", () => {
    expect(text).toMatch(/submitted to the Selangor State Environment Fund for consideration/);
    expect(text).toMatch(
      /^Persatuan Pencinta Alam Kuala Selangor \(balance\) RM 5,200\.00 ?\nSelangor State Environment Fund \(requested\) RM 10,000\.00 ?$/m,
    );
    expect(text).not.toMatch(/Enter the approving body|Applicant's own contribution/);
  });
});

describe("a laundrette's TEKUN financing (the twentieth reading)", () => {
  const text = paper(
    {
      language: "en",
      kind: "geran",
      type: "business",
      title: "TEKUN Financing for Dobi Kasih Laundry Expansion",
      description:
        "Dobi Kasih Enterprise is a self-service laundry in Taman Seri Rasah, Seremban, run by Puan Kasmah binti Idris since 2022. We have 2 staff and monthly sales of RM 11,000. We are applying for TEKUN financing of RM 30,000 to buy 3 commercial washers at RM 6,500 each (RM 19,500), 2 dryers at RM 4,000 each (RM 8,000) and a payment kiosk (RM 2,500). With the new machines we expect sales to rise to RM 17,500 a month within 9 months and will hire 1 more attendant. We will repay RM 700 a month over 48 months. Let us also take 6 hotel linen clients in Seremban by the end of 2027.",
    },
    PROFESSIONAL,
  );

  it("is presented as the application it is, about the laundry named as the business names itself", () => {
    expect(text).toMatch(
      /submits the application for TEKUN financing for the Dobi Kasih Laundry Expansion for the consideration of TEKUN/,
    );
    expect(text).toMatch(/The Dobi Kasih laundry expansion project costs RM 30,000\.00/);
    expect(text).not.toMatch(/dobi kasih/);
  });
});

describe("a mosque's thirty nights of iftar and moreh (the twentieth reading)", () => {
  const text = paper(
    {
      language: "ms",
      kind: "program",
      type: "event",
      title: "Program Iftar dan Moreh Ramadan 1448H Masjid Al-Hidayah Taman Bukit Indah",
      description:
        "Jawatankuasa Masjid Al-Hidayah Taman Bukit Indah, Ampang akan menganjurkan Program Iftar Ramadan sepanjang 30 malam Ramadan 1448H (18 Februari hingga 19 Mac 2027). Setiap malam disediakan juadah berbuka untuk 250 jemaah dan moreh selepas solat tarawih untuk 120 jemaah. Kos iftar RM 8 seorang x 250 orang x 30 malam = RM 60,000 dan moreh RM 3 x 120 x 30 = RM 10,800. Jumlah RM 70,800. Masjid memohon sumbangan RM 40,000 daripada Lembaga Zakat Selangor; baki dibiayai oleh tabung masjid dan penaja. Pengerusi masjid ialah Haji Mohd Yusof bin Abdullah.",
    },
    PROFESSIONAL,
  );

  it("costs the two meals as the brief multiplies them out, never estimated heads", () => {
    expect(text).toMatch(/^1 Iftar \(250 orang x 30 malam\) 7,500 RM 8\.00 RM 60,000\.00 ?$/m);
    expect(text).toMatch(/^2 Moreh \(120 x 30\) 3,600 RM 3\.00 RM 10,800\.00 ?$/m);
    expect(text).not.toMatch(/\(anggaran\)|Sewa tempat/);
  });

  it("says what each group of jemaah is given, and has every task done before the first night", () => {
    expect(text).toMatch(/^Jemaah 250 jemaah Setiap malam disediakan juadah berbuka ?$/m);
    expect(text).toMatch(/^Jemaah 120 jemaah Moreh selepas solat tarawih ?$/m);
    expect(text).toMatch(/semua tugas disiapkan sebelum 18 Februari 2027\./);
  });
});

describe("a surau's upgrade put to the state executive council (the twentieth reading)", () => {
  const text = paper({
    language: "ms",
    kind: "cadangan",
    type: "project",
    title: "Cadangan Menaik Taraf Surau Al-Ikhlas Kampung Sungai Buloh",
    description:
      "Surau Al-Ikhlas Kampung Sungai Buloh dibina pada 1998 dan kini menampung 200 jemaah pada solat Jumaat. Bumbung bocor di beberapa tempat dan ruang wuduk wanita terlalu sempit. Jawatankuasa surau mencadangkan kerja menaik taraf: menggantikan bumbung (RM 38,000), membesarkan ruang wuduk wanita (RM 22,000), memasang 6 kipas siling baharu (RM 3,600) dan mengecat semula bangunan (RM 8,400). Jumlah RM 72,000. Kerja dijangka bermula pada Jun 2027 dan siap dalam 4 bulan. Kertas ini dikemukakan kepada Ahli Majlis Mesyuarat Kerajaan Negeri Selangor untuk memohon peruntukan.",
  });

  it("is about upgrading the surau, costed in its four works ('kipas siling' is no ceiling)", () => {
    expect(text).toMatch(/Skop cadangan naik taraf Surau Al-Ikhlas Kampung Sungai Buloh meliputi/);
    expect(text).toMatch(/^Memasang 6 kipas siling baharu ?$/m);
    expect(text).toMatch(/^3 Kipas siling baharu 6 RM 600\.00 RM 3,600\.00 ?$/m);
    expect(text).toMatch(/Jumlah Keseluruhan RM 72,000\.00/);
    expect(text).not.toMatch(/Melaksanakan Surau|Nyatakan kos/);
  });

  it("runs the 4 months from June it states, from the allocation it asks", () => {
    expect(text).toMatch(/ialah 4 bulan, bermula 1 Jun 2027 dan dijangka selesai pada 30 September 2027/);
    expect(text).toMatch(/Sumber peruntukan: peruntukan Ahli Majlis Mesyuarat Kerajaan Negeri Selangor \(dipohon\)/);
  });
});

describe("a school canteen tender (the twentieth reading)", () => {
  const text = paper({
    language: "en",
    kind: "tender",
    type: "business",
    title: "Tender for School Canteen Operation, SMK Seri Kembangan 2027-2028",
    description:
      "Syarikat Selera Kampung Sdn Bhd, a halal caterer in Seri Kembangan with 18 staff, is bidding to run the canteen of SMK Seri Kembangan for two years from 1 January 2027. The school has 1,350 pupils and 95 teachers. We will serve breakfast and lunch from 7.00 am to 2.00 pm on school days, with a menu approved by the school and prices set by the Ministry of Education's canteen guidelines. We have run the canteens of SK Serdang Raya and SMK Taman Universiti since 2020. We will place 6 staff at the canteen, all with typhoid injections and food handling certificates. The monthly rent offered to the school is RM 2,800.",
  });

  it("staffs the canteen with the 6 it places there and lists the canteens run since 2020", () => {
    expect(text).toMatch(/^Staff 6 7\.00 am to 2\.00 pm ?$/m);
    expect(text).toMatch(/^Past contracts Canteens of SK Serdang Raya and SMK Taman Universiti \(since 2020\) ?$/m);
    expect(text).not.toMatch(/In business since 2020/);
  });
});

describe("a teacher's action research with dated tests (the twentieth reading)", () => {
  const text = paper(
    {
      language: "ms",
      kind: "penyelidikan",
      type: "research",
      title: "Kesan Kaedah Pembelajaran Berasaskan Permainan terhadap Penguasaan Sifir Murid Tahun 3",
      description:
        "Saya, Cikgu Hafizah binti Rahman, guru Matematik di SK Taman Sri Gombak, ingin memohon Geran Penyelidikan Tindakan PPD Gombak sebanyak RM 4,800 untuk mengkaji sama ada permainan kad sifir dapat meningkatkan penguasaan sifir 2 hingga 9 dalam kalangan 64 murid Tahun 3. Ujian pra akan dijalankan pada 8 Mac 2027 dan ujian pasca pada 12 Julai 2027. Intervensi dijalankan 3 kali seminggu selama 16 minggu. Kos: kad permainan dan bahan cetak RM 1,800, hadiah insentif murid RM 1,200, pembantu penyelidik sambilan RM 1,500, laporan dan pembentangan RM 300. Sasaran: purata markah ujian sifir meningkat daripada 42% kepada 70%.",
    },
    PROFESSIONAL,
  );

  it("runs on the days of its pre-test and post-test, the intervention between them", () => {
    expect(text).toMatch(
      /^2 Ujian pra 8 Mac 2027 ?\n3 Intervensi 9 Mac 2027 – 11 Julai 2027 ?\n4 Ujian pasca 12 Julai 2027 ?$/m,
    );
    expect(text).not.toMatch(/Minggu 1-3/);
  });

  it("is a school's action research: no journals, manuscripts, IP office or postgraduates", () => {
    expect(text).toMatch(/^Laporan penyelidikan tindakan dan pembentangan dapatan kepada guru-guru sekolah ?$/m);
    expect(text).not.toMatch(/jurnal|manuskrip|harta intelek|pemindahan teknologi|pascasiswazah|berindeks/i);
  });
});

describe("a welding workshop's SME Corp matching grant (the twentieth reading, through the server)", () => {
  const text = paper(
    {
      language: "ms",
      kind: "geran",
      type: "business",
      title: "Permohonan Geran Padanan SME Corp untuk Automasi Bengkel Kimpalan Jaya Besi",
      description:
        "Jaya Besi Engineering (SSM 201803045612) ialah bengkel kimpalan dan fabrikasi di Kawasan Perindustrian Bukit Beruntung, Rawang, milik Encik Faizal bin Hamid, beroperasi sejak 2018 dengan 9 pekerja dan jualan bulanan RM 48,000. Kami memohon geran padanan SME Corp sebanyak RM 60,000 bagi projek bernilai RM 120,000: mesin pemotong plasma CNC (RM 78,000), mesin kimpalan MIG 2 unit x RM 9,500 (RM 19,000), pemampat udara industri (RM 8,000) dan latihan operator (RM 15,000). Baki RM 60,000 dibiayai daripada simpanan syarikat. Mesin akan dipasang sebelum 31 Ogos 2027. Dengan mesin baharu, kami menjangkakan jualan meningkat kepada RM 70,000 sebulan dalam tempoh 12 bulan dan masa memotong setiap pesanan berkurang daripada 6 jam kepada 2 jam.",
    },
    PROFESSIONAL,
  );

  it("aims at each change it expects, measured in its own figures", () => {
    expect(text).toMatch(
      /^Jualan meningkat kepada RM 70,000 sebulan dalam tempoh 12 bulan ?\nMasa memotong setiap pesanan berkurang daripada 6 jam kepada 2 jam ?$/m,
    );
    expect(text).toMatch(
      /^Objektif 1 Jualan: RM 70,000 sebulan \(daripada RM 48,000 sebulan\) Jaya Besi Engineering ?$/m,
    );
    expect(text).toMatch(
      /^Objektif 2 Masa memotong setiap pesanan: 2 jam \(daripada 6 jam\) Jaya Besi Engineering ?$/m,
    );
  });

  it("names the company's savings as the source of its half", () => {
    expect(text).toMatch(/^Simpanan syarikat RM 60,000\.00 ?\nSME Corp \(dipohon\) RM 60,000\.00 ?$/m);
  });
});

describe("a guard company's quotation and a youth body's tuition grant (the twentieth reading)", () => {
  it("staffs the college with the 6 guards it places there, not the firm's 60", () => {
    const text = paper({
      language: "ms",
      kind: "tender",
      type: "business",
      title: "Sebut Harga Perkhidmatan Kawalan Keselamatan Kolej Komuniti Selayang 2027",
      description:
        "Syarikat Perisai Aman Sdn Bhd, syarikat kawalan keselamatan berlesen KDN di Batu Caves dengan 60 pengawal, mengemukakan sebut harga bagi perkhidmatan kawalan keselamatan Kolej Komuniti Selayang selama 12 bulan mulai 1 Februari 2027. Kami akan menempatkan 6 pengawal keselamatan dalam 2 syif 12 jam dan seorang penyelia. Harga sebulan ialah RM 21,600 (RM 259,200 setahun). Semua pengawal telah lulus tapisan polis dan kursus asas kawalan keselamatan. Kami telah mengawal Politeknik Sultan Salahuddin Abdul Aziz Shah sejak 2019.",
    });
    expect(text).toMatch(/^Pengawal keselamatan 6 2 syif 12 jam ?\nPenyelia 1 2 syif 12 jam ?$/m);
    expect(text).not.toMatch(/^Pengawal 60/m);
  });

  it("is for the 80 pupils of Year 5 and Year 6 ('80 Year' is no length), not the 8 student volunteers", () => {
    const text = paper({
      language: "en",
      kind: "geran",
      type: "project",
      title: "Free Evening Tuition for B40 Pupils, PPR Kerinchi",
      description:
        "Persatuan Belia PPR Kerinchi proposes free evening tuition classes for 80 Year 5 and Year 6 pupils from B40 families living in PPR Kerinchi, Kuala Lumpur. Classes run every Tuesday and Thursday from 8.00 pm to 10.00 pm at the PPR community hall for 10 months, from March to December 2027, covering Bahasa Melayu, English, Mathematics and Science. 8 university student volunteers will teach under 2 paid coordinators. The cost is RM 28,400: coordinators' allowance 2 x RM 600 x 10 months = RM 12,000, modules and stationery RM 6,400, supper for pupils RM 8,000 and a closing ceremony RM 2,000. We ask Yayasan Sime Darby for RM 28,400. Our president is Encik Muhammad Hafiz bin Zainal.",
    });
    expect(text).toMatch(
      /To carry out the free evening tuition for 80 Year 5 and Year 6 pupils from 1 March 2027 to 31 December 2027/,
    );
    expect(text).not.toMatch(/for 8 university student\b/);
  });
});

/** A fishermen's cooperative asking LKIM for a cold room (the twenty-first reading). */
const COLD_ROOM = {
  language: "en",
  kind: "geran",
  type: "grant",
  title: "Cold Room Upgrade for Koperasi Nelayan Kuala Kedah",
  description:
    "Koperasi Nelayan Kuala Kedah Berhad (120 members) applies to Lembaga Kemajuan Ikan Malaysia (LKIM) for a grant of RM 85,000 to install a 20-tonne cold room at our jetty landing point. Today members sell their catch the same day at low prices, and about 15% of the catch spoils in the hot season. The total project cost is RM 110,000: cold room unit RM 72,000, electrical works and generator RM 18,000, insulated building works RM 14,000 and training for 10 operators RM 6,000. The cooperative will pay RM 25,000 from its reserve fund. Installation starts in April 2027 and takes 3 months; the cold room operates from July 2027. Expected results: spoilage down from 15% to 5%, and members' average monthly income up from RM 2,100 to RM 2,600 within the first year. Project leader: Encik Rosli Ahmad, chairman of the cooperative.",
} as const;

describe("a fishermen's cooperative's cold room and a residents' health screening (the twenty-first reading)", () => {
  it("sets the results it lists without a verb ('spoilage down from 15% to 5%') as its objectives", () => {
    const text = paper(COLD_ROOM);
    const objectives = text.slice(text.indexOf("\nObjectives\n"), text.indexOf("\nProject Cost\n"));
    expect(objectives).toMatch(/^To reduce spoilage from 15% to 5%$/m);
    expect(objectives).toMatch(
      /^To raise members' average monthly income from RM 2,100 to RM 2,600 within the first year$/m,
    );
    expect(objectives).not.toMatch(/\[Enter/);
  });

  it("presents a cooperative as one: registered with SKM, run by its board, with no owner, director or SSM", () => {
    const text = paper(COLD_ROOM);
    expect(text).toMatch(/^Registration no\. \(SKM\) \[Enter the registration number\]/m);
    expect(text).toMatch(/^Registration certificate \(SKM\) and the list of board members$/m);
    expect(text).toMatch(/^Minutes of the board meeting that approved this application$/m);
    expect(text).not.toMatch(/\bSSM\b|\bowners?\b|owner's|\bdirector\b|\bequity\b/);
  });

  it("labels the share the cooperative pays from its reserve fund as that fund's, in both languages", () => {
    expect(paper(COLD_ROOM)).toMatch(/^Koperasi Nelayan Kuala Kedah Berhad's reserve fund RM 25,000\.00\s*$/m);
    const malay = paper({
      ...COLD_ROOM,
      language: "ms",
      title: "Naik Taraf Bilik Sejuk Koperasi Nelayan Kuala Kedah",
      description:
        "Koperasi Nelayan Kuala Kedah Berhad memohon geran RM 85,000 daripada Lembaga Kemajuan Ikan Malaysia (LKIM) untuk memasang bilik sejuk 20 tan di jeti pendaratan. Jumlah kos projek RM 110,000: unit bilik sejuk RM 72,000, kerja elektrik dan janakuasa RM 18,000, kerja bangunan berpenebat RM 14,000 dan latihan 10 operator RM 6,000. Koperasi akan membayar RM 25,000 daripada tabung rizabnya.",
    });
    expect(malay).toMatch(/^Tabung rizab Koperasi Nelayan Kuala Kedah Berhad RM 25,000\.00\s*$/m);
  });

  it("gives the stated months to the installation and runs the cold room from the month it operates", () => {
    const text = paper(COLD_ROOM);
    expect(text).toMatch(/^1 Procurement and quotations Before 1 April 2027\s*$/m);
    expect(text).toMatch(/^2 Installation, set-up and training 1 April 2027 – 30 June 2027\s*$/m);
    expect(text).toMatch(/^3 Operation and growth 1 July 2027 – 30 June 2028\s*$/m);
    expect(text).not.toMatch(/Operation and growth \d{1,2} (?:April|May|June) 2027/);
  });

  it("names whom a second objective means instead of 'mereka' ('them')", () => {
    const text = paper({
      language: "ms",
      type: "event",
      title: "Program Saringan Kesihatan Komuniti Taman Desa Jaya 2027",
      description:
        "Jawatankuasa Penduduk Taman Desa Jaya, Johor Bahru, bercadang menganjurkan Program Saringan Kesihatan Komuniti pada hari Ahad, 14 Mac 2027, dari 8.00 pagi hingga 1.00 tengah hari di Dewan Serbaguna Taman Desa Jaya. Sasaran 300 penduduk berumur 40 tahun ke atas. Anggaran kos RM 4,500. Objektif: mengesan awal 50 kes berisiko tinggi dan merujuk mereka ke klinik dalam tempoh 2 minggu.",
    });
    expect(text).toMatch(/^Mengesan awal 50 kes berisiko tinggi$/m);
    expect(text).toMatch(/^Merujuk kes berisiko tinggi ke klinik dalam tempoh 2 minggu$/m);
    expect(text).not.toMatch(/merujuk mereka/i);
  });

  it("runs the checks the brief lists as a long step of their own, then the talk that comes with them", () => {
    const text = paper({
      language: "ms",
      type: "event",
      title: "Program Saringan Kesihatan Komuniti Taman Desa Jaya 2027",
      description:
        "Jawatankuasa Penduduk Taman Desa Jaya, Johor Bahru, bercadang menganjurkan Program Saringan Kesihatan Komuniti pada hari Ahad, 14 Mac 2027, dari 8.00 pagi hingga 1.00 tengah hari di Dewan Serbaguna Taman Desa Jaya. Sasaran 300 penduduk berumur 40 tahun ke atas. Saringan meliputi tekanan darah, gula dalam darah, kolesterol dan BMI, serta ceramah pemakanan sihat oleh Dr. Siti Hajar Rahman. Anggaran kos RM 4,500.",
    });
    expect(text).toMatch(
      /^9\.30 pagi Saringan: tekanan darah, gula dalam darah, kolesterol dan BMI\s*\n11\.00 pagi Ceramah pemakanan sihat oleh Dr\. Siti Hajar Rahman\s*\n1\.00 tengah hari Bersurai/m,
    );
    expect(text).not.toMatch(/Pengisian utama/);
    const english = paper({
      language: "en",
      type: "event",
      title: "Taman Desa Jaya Community Health Screening 2027",
      description:
        "The Taman Desa Jaya Residents Committee will hold a community health screening on Sunday, 14 March 2027, from 8.00 am to 1.00 pm at the Taman Desa Jaya hall for 300 residents aged 40 and above. The screening covers blood pressure, blood sugar, cholesterol and BMI, as well as a talk on healthy eating by Dr. Lim Mei Ling. Budget RM 4,500.",
    });
    expect(english).toMatch(/^9\.30 am Screening: blood pressure, blood sugar, cholesterol and BMI\s*$/m);
    expect(english).toMatch(/^11\.00 am Talk on healthy eating by Dr\. Lim Mei Ling\s*$/m);
  });
});

/** A nasi lemak stall's food truck, financed by MARA (the twenty-first reading). */
const FOOD_TRUCK = {
  language: "en",
  kind: "geran",
  type: "business",
  title: "Nasi Lemak Kak Ros Food Truck",
  description:
    "Puan Rosnah binti Abdullah runs Nasi Lemak Kak Ros (SSM 202101234567), a stall in Bandar Baru Bangi that sells about 150 packs a day at RM 6, 22 days a month. She applies to MARA for business financing of RM 60,000 over 4 years to buy a fitted food truck (RM 52,000) and a generator and kitchen equipment (RM 8,000), so she can sell at the Putrajaya government offices at lunch and at the Bangi night market. With the truck she expects to sell 300 packs a day and raise monthly sales from RM 19,800 to RM 39,600. She will hire 2 helpers. The monthly repayment is about RM 1,400, and the truck will start operating in March 2027.",
} as const;

describe("a stall's food truck on MARA financing and a youth futsal tournament (the twenty-first reading)", () => {
  it("costs the two things it prices, though the list ends on what they are for", () => {
    const text = paper(FOOD_TRUCK);
    expect(text).toMatch(/^1 Fitted food truck 1 RM 52,000\.00 RM 52,000\.00\s*$/m);
    expect(text).toMatch(/^2 Generator and kitchen equipment 1 RM 8,000\.00 RM 8,000\.00\s*$/m);
    expect(text).not.toMatch(/\(estimate\)/);
  });

  it("reads '22 days a month' as how often she trades, not a 22-day project", () => {
    const text = paper(FOOD_TRUCK);
    expect(text).toMatch(/150 packs a day at RM 6, 22 days a month/);
    expect(text).not.toMatch(/(?:over|within|for) 22 days|Week 1/);
  });

  it("states the monthly repayment she gives and names her as the owner who signs", () => {
    const text = paper(FOOD_TRUCK);
    expect(text).toMatch(/^Monthly instalment about RM 1,400\.00\s*$/m);
    expect(text).toMatch(/^Owner Puan Rosnah binti Abdullah\s*$/m);
    expect(text).toMatch(/^Puan Rosnah binti Abdullah\s*\nOwner, Nasi Lemak Kak Ros\s*$/m);
  });

  it("sets what she expects to sell, the sales it brings and the jobs as objectives, listed once in the impact", () => {
    const text = paper(FOOD_TRUCK);
    const objectives = text.slice(text.indexOf("\nObjectives\n"), text.indexOf("\nProject Cost\n"));
    expect(objectives).toMatch(
      /^To sell 300 packs a day\nTo raise monthly sales from RM 19,800 to RM 39,600\nTo hire 2 helpers$/m,
    );
    expect(text).toMatch(
      /are to sell 300 packs a day, to raise monthly sales from RM 19,800 to RM 39,600 and to hire 2 helpers\./,
    );
  });

  it("keeps the mukim's name whole and says who the teams are", () => {
    const text = paper({
      language: "ms",
      type: "event",
      title: "Kejohanan Futsal Belia Mukim Batu 2027",
      description:
        "Majlis Belia Mukim Batu akan menganjurkan Kejohanan Futsal Belia Mukim Batu 2027 pada 10 dan 11 April 2027 (Sabtu dan Ahad), dari 8.00 pagi hingga 6.00 petang di Arena Futsal Selayang. Sebanyak 24 pasukan (10 pemain setiap pasukan) berumur 15 hingga 25 tahun akan bertanding. Anggaran kos RM 9,400. Pengarah kejohanan ialah Encik Faizal bin Omar.",
    });
    expect(text).not.toMatch(/futsal belia mukim\b/);
    expect(text).toMatch(/kejohanan futsal belia\b/);
    expect(text).toMatch(
      /^Pasukan 24 pasukan 10 pemain setiap pasukan, berumur 15 hingga 25 tahun akan bertanding\s*$/m,
    );
  });
});

describe("a Rotary club's Deepavali lunch and a banana chips maker's matching grant (the twenty-first reading)", () => {
  const deepavali = () =>
    paper({
      language: "en",
      type: "event",
      title: "Deepavali Celebration with the Residents of Rumah Seri Kenangan Cheras 2027",
      description:
        "The Rotary Club of Klang will hold a Deepavali celebration for 120 residents of Rumah Seri Kenangan Cheras on Saturday, 30 October 2027, from 10.00 am to 2.00 pm at the home's main hall. Activities: a kolam-making session, a cultural performance by students of SMK Jalan Kebun, a lunch of traditional Indian food and gift packs for every resident. Budget RM 8,640: lunch 180 people x RM 25 = RM 4,500, gift packs 120 x RM 22 = RM 2,640, performance transport RM 600, decorations RM 500 and banners RM 400. The club will fund RM 3,640 and asks Yayasan Hasanah for RM 5,000. Organising chairman: Mr. Suresh a/l Muthu.",
    });

  it("names the club whole and funds it from the club and the foundation it asks", () => {
    const text = deepavali();
    expect(text).toMatch(/organised by the Rotary Club of Klang/);
    expect(text).toMatch(/^Rotary Club of Klang RM 3,640\.00\s*\nYayasan Hasanah \(requested\) RM 5,000\.00\s*$/m);
    expect(text).not.toMatch(/Asks Yayasan|^Club RM/m);
  });

  it("opens a Deepavali day with a welcome and breaks for lunch, with no doa or Zohor prayer", () => {
    const text = deepavali();
    expect(text).toMatch(/^10\.30 am Welcome address\s*$/m);
    expect(text).toMatch(/^1\.00 pm Lunch of traditional Indian food\s*$/m);
    expect(text).not.toMatch(/Zohor|Prayer and welcome/);
  });

  it("keeps Mak Teh's name out of the subject, sets the hires and raises sales from where they stand", () => {
    const text = paper({
      language: "ms",
      kind: "geran",
      type: "business",
      title: "Permohonan Geran Padanan Mesin Pemprosesan Kerepek Mak Teh",
      description:
        "Perusahaan Kerepek Mak Teh (SSM 201903045612) di Kampung Parit Raja, Batu Pahat, milik Puan Fatimah binti Osman, menghasilkan 300 kg kerepek pisang sebulan dengan 4 pekerja dan jualan bulanan RM 9,000. Kami memohon Geran Padanan daripada SME Corp Malaysia sebanyak RM 24,000 bagi membeli mesin penghiris automatik (RM 18,000), mesin pengedap bungkusan (RM 12,000) dan rak pengering keluli tahan karat (RM 6,000). Jumlah kos RM 36,000; baki RM 12,000 dibiayai daripada simpanan syarikat. Mesin akan dipasang selewat-lewatnya 31 Mei 2027. Dengan mesin ini, pengeluaran dijangka meningkat daripada 300 kg kepada 800 kg sebulan dan jualan bulanan meningkat kepada RM 22,000. Kami juga akan mengambil 2 pekerja tempatan.",
    });
    expect(text).not.toMatch(/kerepek mak\b/);
    expect(text).toMatch(/projek pembelian mesin pemprosesan kerepek ialah RM 36,000\.00/);
    expect(text).toMatch(
      /^Meningkatkan pengeluaran daripada 300 kg kepada 800 kg sebulan\nMeningkatkan jualan bulanan kepada RM 22,000 \(daripada RM 9,000 sebulan\)\nMengambil 2 pekerja tempatan$/m,
    );
  });
});

describe("a surau's painting day, a homestay's upgrade and a school club's science camp (the twenty-second reading)", () => {
  it("reads 'Kos dianggarkan RM 3,500 untuk cat, peralatan dan jamuan' as the total of those three heads", () => {
    const text = paper({
      language: "ms",
      type: "program",
      title: "Program Gotong-Royong Mengecat Surau Al-Ikhlas",
      description:
        "Jawatankuasa Surau Al-Ikhlas Taman Seri Gombak akan mengadakan gotong-royong mengecat surau dan membersihkan kawasan pada 12 Disember 2026 dari 8.00 pagi hingga 1.00 petang. Seramai 60 orang penduduk dijangka hadir. Kos dianggarkan RM 3,500 untuk cat, peralatan dan jamuan.",
    });
    expect(text).toMatch(/^1 Cat \(anggaran\) 1 /m);
    expect(text).toMatch(/^3 Jamuan \(anggaran\) 1 /m);
    expect(text).toMatch(/Jumlah Keseluruhan RM 3,500\.00/);
    expect(text).not.toMatch(/\[Nyatakan kos\]|Hadiah dan cenderamata/);
  });

  const homestay = () =>
    paper({
      language: "en",
      kind: "geran",
      type: "grant",
      title: "Kampung Kuala Sepetang Homestay Upgrade",
      description:
        "Encik Azman bin Ali runs Homestay Kuala Sepetang (SSM 202001234567), a registered MOTAC homestay with 5 rooms in Kampung Kuala Sepetang, Taiping, Perak. He is applying to the Ministry of Tourism, Arts and Culture (MOTAC) for a grant of RM 40,000 to add 3 air-conditioned rooms (RM 36,000), a disabled-friendly bathroom (RM 9,000) and a boat jetty repair (RM 5,000). The total cost is RM 50,000 and he will pay RM 10,000 from his savings. The works take 3 months from 1 March 2027. He expects guest nights to rise from 60 to 140 a month by December 2027.",
    });

  it("costs the homestay's three works as priced, funds the rest from the owner's savings and names a homestay upgrade", () => {
    const text = homestay();
    expect(text).toMatch(/^1 Air-conditioned rooms 3 RM 12,000\.00 RM 36,000\.00/m);
    expect(text).toMatch(/^2 Disabled-friendly bathroom 1 RM 9,000\.00 RM 9,000\.00/m);
    expect(text).toMatch(/^3 Boat jetty repair 1 RM 5,000\.00 RM 5,000\.00/m);
    expect(text).toMatch(/^Owner's savings RM 10,000\.00/m);
    expect(text).toMatch(/The homestay upgrade project costs RM 50,000\.00/);
    expect(text).not.toMatch(/sepetang homestay|His savings|Staff training \(estimate\)/);
  });

  it("sets the owner's guest nights as the objective and schedules building works, not a season of trading, in their 3 months", () => {
    const text = homestay();
    expect(text).toMatch(/^To raise guest nights from 60 to 140 a month by December 2027$/m);
    expect(text).toMatch(/^2 Building and installation works 15 March 2027 – 8 May 2027/m);
    expect(text).not.toMatch(/Operation and growth|\[Enter the first measurable objective\]|measured within 3 months/);
  });

  it("puts the club's teacher advisor in the adviser's row and the programme director signs as director", () => {
    const text = paper({
      language: "ms",
      type: "event",
      title: "Kem Sains dan Robotik Kelab STEM SMK Seri Kembangan 2027",
      description:
        "Kelab STEM SMK Seri Kembangan akan menganjurkan Kem Sains dan Robotik selama 2 hari, 20 hingga 21 Mac 2027, di makmal sekolah untuk 80 murid tingkatan 1 dan 2. Kos kem RM 4,800: makanan 80 x RM 30 = RM 2,400, kit robotik RM 1,600, hadiah RM 500 dan cetakan RM 300. Guru penasihat kelab ialah Puan Noraini binti Hassan. Pengarah program ialah Muhammad Irfan, Presiden Kelab STEM.",
    });
    expect(text).toMatch(/^Guru Penasihat Kelab Puan Noraini binti Hassan Menasihati jawatankuasa dalam semua urusan/m);
    expect(text).toMatch(/Pengarah Program, Kelab STEM SMK Seri Kembangan/);
    expect(text).not.toMatch(
      /Noraini binti Hassan \[Nyatakan tugas\]|^Penasihat \[Nyatakan nama\]|Pengerusi, Kelab STEM/m,
    );
  });

  it("in Malay: the ministry's name whole over its comma, the homestay upgraded, and the jetty's repair as a line", () => {
    const text = paper({
      language: "ms",
      kind: "geran",
      type: "grant",
      title: "Naik Taraf Homestay Kampung Kuala Sepetang",
      description:
        "Encik Azman bin Ali mengusahakan Homestay Kuala Sepetang (SSM 202001234567), homestay berdaftar MOTAC dengan 5 bilik di Kampung Kuala Sepetang, Taiping, Perak. Beliau memohon geran sebanyak RM 40,000 daripada Kementerian Pelancongan, Seni dan Budaya (MOTAC) untuk menambah 3 bilik berhawa dingin (RM 36,000), bilik air mesra OKU (RM 9,000) dan membaiki jeti bot (RM 5,000). Jumlah kos RM 50,000 dan beliau akan membayar RM 10,000 daripada simpanan sendiri. Kerja-kerja ubah suai mengambil masa 3 bulan mulai 1 Mac 2027. Beliau menjangkakan malam penginapan meningkat daripada 60 kepada 140 sebulan menjelang Disember 2027.",
    });
    expect(text).toMatch(
      /pertimbangan Kementerian Pelancongan, Seni dan Budaya \(MOTAC\)\. Jumlah kos projek naik taraf homestay ialah RM 50,000\.00/,
    );
    expect(text).toMatch(/^Kementerian Pelancongan, Seni dan Budaya \(MOTAC\) \(dipohon\) RM 40,000\.00/m);
    expect(text).toMatch(/^1 Bilik berhawa dingin 3 RM 12,000\.00 RM 36,000\.00/m);
    expect(text).toMatch(/^3 Pembaikan jeti bot 1 RM 5,000\.00 RM 5,000\.00/m);
    expect(text).toMatch(/^Meningkatkan malam penginapan daripada 60 kepada 140 sebulan menjelang Disember 2027$/m);
    expect(text).toMatch(/^2 Kerja-kerja pembinaan dan pemasangan 15 Mac 2027 – 8 Mei 2027/m);
  });

  it("names each work the brief says by its verb: the kitchen's upgrade, the jetty's repair, two bathrooms' renovation, asked of MOTAC", () => {
    const text = paper({
      language: "en",
      kind: "geran",
      type: "grant",
      title: "Homestay Upgrade",
      description:
        "Homestay Sri Tanjung (SSM 202001234567) is applying to MOTAC for a grant of RM 30,000 to upgrade the kitchen (RM 12,000), repair the boat jetty (RM 8,000) and renovate 2 bathrooms (RM 10,000). The works take 2 months from 1 April 2027.",
    });
    expect(text).toMatch(/^1 Upgrade of the kitchen 1 RM 12,000\.00 RM 12,000\.00/m);
    expect(text).toMatch(/^2 Repair of the boat jetty 1 RM 8,000\.00 RM 8,000\.00/m);
    expect(text).toMatch(/^3 Renovation of 2 bathrooms 1 RM 10,000\.00 RM 10,000\.00/m);
    expect(text).toMatch(/Homestay Sri Tanjung submits the Homestay Upgrade for the consideration of MOTAC\./);
    expect(text).not.toMatch(/Enter the funding agency/);
  });
});

describe("a polytechnic study, a hostel's caterer, a council's street lights, a kindergarten's family day and a car wash (the twenty-second reading, continued)", () => {
  const study = () =>
    paper({
      language: "ms",
      kind: "penyelidikan",
      type: "research",
      title:
        "Keberkesanan Pembelajaran Berasaskan Projek terhadap Kemahiran Pelajar Diploma Kejuruteraan Elektrik di Politeknik Ungku Omar",
      description:
        "Kajian ini dijalankan oleh Ts. Dr. Faridah binti Mohd Noor, Pensyarah Kanan Jabatan Kejuruteraan Elektrik, Politeknik Ungku Omar, Ipoh. Kajian kuasi-eksperimen ini melibatkan 120 pelajar semester 3 (60 kumpulan rawatan, 60 kumpulan kawalan) selama 12 bulan bermula 1 Februari 2027. Dana dipohon daripada Geran Penyelidikan TVET sebanyak RM 28,500: pembantu penyelidik RM 14,400 (12 bulan x RM 1,200), bahan dan kit makmal RM 6,000, perjalanan dan pengumpulan data RM 3,600, persidangan dan penerbitan RM 4,500. Hipotesis: skor kemahiran amali kumpulan rawatan meningkat sekurang-kurangnya 15% berbanding kumpulan kawalan.",
    });

  it("costs the study's four lines as priced after 'Dana dipohon ... sebanyak RM 28,500:', not equal shares by vot", () => {
    const text = study();
    expect(text).toMatch(/^1 Pembantu penyelidik 12 bulan RM 1,200\.00 RM 14,400\.00/m);
    expect(text).toMatch(/^4 Persidangan dan penerbitan 1 RM 4,500\.00 RM 4,500\.00/m);
    expect(text).not.toMatch(/Vot 11000: Gaji dan upah pembantu penyelidik \(anggaran\)/);
  });

  it("goes to the scheme's panel, aims at what the title measures and the hypothesis, and is prepared by the researcher", () => {
    const text = study();
    expect(text).toMatch(/pertimbangan panel Geran Penyelidikan TVET/);
    expect(text).toMatch(
      /^Menentukan keberkesanan pembelajaran berasaskan projek terhadap kemahiran pelajar diploma kejuruteraan elektrik di Politeknik Ungku Omar\nMenguji hipotesis bahawa skor kemahiran amali kumpulan rawatan meningkat sekurang-kurangnya 15% berbanding kumpulan kawalan$/m,
    );
    expect(text).toMatch(
      /^Ts\. Dr\. Faridah binti Mohd Noor \[Nyatakan nama\]\s*\nPensyarah Kanan Jabatan Kejuruteraan Elektrik \[/m,
    );
    // No gap was stated, so the paper asks for it rather than pointing at one.
    expect(text).toMatch(/ialah \[Nyatakan jurang pengetahuan yang belum dijawab oleh kajian lepas\]/);
    expect(text).not.toMatch(/Jurang inilah|panel penilai panel|\[Nyatakan objektif kajian pertama\]/);
  });

  it("prices the hostel's meals at RM 14.50 a head a day for 250 pupils over 300 school days, and states its MOF registration", () => {
    const text = paper({
      language: "ms",
      kind: "tender",
      type: "tender",
      title: "Tawaran Perkhidmatan Katering Asrama SMK Bandar Baru Salak Tinggi",
      description:
        "Dapur Selera Bonda Enterprise (SSM 201803012345) menawarkan perkhidmatan katering makanan kepada 250 pelajar asrama SMK Bandar Baru Salak Tinggi untuk tempoh 12 bulan mulai 1 Januari 2027, 5 hidangan sehari. Harga tawaran RM 14.50 seorang sehari, iaitu RM 3,625 sehari atau kira-kira RM 1,087,500 untuk 300 hari persekolahan. Kami mempunyai 14 pekerja dengan sijil pengendali makanan dan pengalaman 7 tahun membekal makanan kepada 3 asrama sekolah di Sepang. Pendaftaran MOF 357-02112233.",
    });
    expect(text).toMatch(
      /^1 Perkhidmatan katering asrama \(250 pelajar asrama × 300 hari persekolahan\) 75,000 RM 14\.50 RM 1,087,500\.00/m,
    );
    expect(text).toMatch(/^Pendaftaran: MOF 357-02112233$/m);
    expect(text).not.toMatch(/Kos tenaga kerja 1 \[Nyatakan kos\]|Jumlah Keseluruhan \[Nyatakan kos\]/);
  });

  it("asks the council it proposes to, funds the lights from its allocation, and the secretary and chairman sign", () => {
    const text = paper({
      language: "en",
      kind: "cadangan",
      type: "project",
      title: "Solar Street Lighting for Taman Desa Harmoni Back Lanes",
      description:
        "The Taman Desa Harmoni Residents' Association proposes to Majlis Perbandaran Seremban (MPS) the installation of 24 solar street lights along the back lanes of Jalan Harmoni 1 to 6, where residents reported 11 snatch thefts and break-ins in 2026. Each light costs RM 2,350 installed, a total of RM 56,400. The association asks MPS to fund the full cost under its community safety allocation and will maintain the lights through its monthly RM 5 household fee. Works can be completed within 6 weeks of approval. Chairman: Mr. Lee Chong Wei; Secretary: Puan Salmah binti Ahmad.",
    });
    expect(text).toMatch(/consideration and approval of Majlis Perbandaran Seremban for the Solar Street Lighting/);
    expect(text).toMatch(
      /^1 Solar street lights along the back lanes of Jalan Harmoni 1 to 6 24 RM 2,350\.00 RM 56,400\.00/m,
    );
    expect(text).toMatch(/Source of funds: The allocation of Majlis Perbandaran Seremban \(requested\)\./);
    expect(text).toMatch(/^Puan Salmah binti Ahmad Mr\. Lee Chong Wei \[Enter name\]/m);
    expect(text).not.toMatch(/Enter the meeting or authority|Enter the source of funds/);
  });

  it("keeps the kindergarten's own running order and times, and its fee of RM 20 a family from 90 families", () => {
    const text = paper({
      language: "ms",
      kind: "program",
      type: "event",
      title: "Hari Keluarga dan Sukaneka Tadika Cahaya Ilmu 2027",
      description:
        "Tadika Cahaya Ilmu, Taman Sri Muda, Shah Alam akan mengadakan Hari Keluarga dan Sukaneka pada Sabtu, 17 April 2027 dari 8.00 pagi hingga 12.30 tengah hari di Padang Taman Sri Muda. Seramai 90 kanak-kanak dan 150 ibu bapa dijangka hadir. Aturcara: 8.00 pagi pendaftaran, 8.30 pagi senamrobik, 9.00 pagi acara sukaneka kanak-kanak, 10.30 pagi acara ibu bapa, 11.30 pagi penyampaian hadiah dan jamuan. Bajet RM 5,200: hadiah RM 1,800, makanan 240 x RM 10 = RM 2,400, sewa khemah dan PA sistem RM 700, cenderamata RM 300. Yuran penyertaan RM 20 sekeluarga daripada 90 keluarga (RM 1,800) dan tajaan Kedai Runcit Pak Mat RM 500; baki daripada tabung tadika. Pengetua: Puan Zarina binti Abu. Pengerusi program: Cikgu Aisyah.",
    });
    expect(text).toMatch(
      /^8\.00 pagi Pendaftaran\s*\n8\.30 pagi Senamrobik\s*\n9\.00 pagi Acara sukaneka kanak-kanak\s*\n10\.30 pagi Acara ibu bapa\s*\n11\.30 pagi Penyampaian hadiah dan jamuan\s*$/m,
    );
    expect(text).toMatch(
      /^Yuran penyertaan \(90 keluarga x RM 20\.00\) RM 1,800\.00\s*\nTajaan Kedai Runcit Pak Mat RM 500\.00\s*\nTabung tadika \(baki\) RM 2,900\.00/m,
    );
    expect(text).toMatch(/^Pengetua Puan Zarina binti Abu Memberi restu dan nasihat dasar/m);
    expect(text).not.toMatch(/pagi 8\.00 pagi|Sekeluarga daripada 90 keluarga|RM 2,880\.00/);
  });

  it("writes of the car wash the TEKUN title names, its two vacuums, and its sales target beside its cars a day", () => {
    const text = paper({
      language: "ms",
      kind: "geran",
      type: "business",
      title: "Permohonan Pembiayaan TEKUN Perniagaan Cuci Kereta Kilat Auto Spa",
      description:
        "Encik Mohd Faiz bin Razak mengusahakan Kilat Auto Spa (SSM 202203087766) di Jalan Kuantan-Kemaman, Kuantan sejak 2022 dengan 3 pekerja dan purata 25 kereta sehari. Jualan bulanan sekarang RM 11,000. Beliau memohon pembiayaan RM 35,000 daripada TEKUN Nasional untuk membeli mesin pencuci tekanan tinggi dan sistem buih (RM 14,000), vakum industri 2 unit (RM 5,000), membina bumbung tambahan untuk 2 petak cuci (RM 12,000) dan modal kerja bahan pencuci (RM 4,000). Tempoh bayaran balik 5 tahun. Dengan petak tambahan, kereta dicuci dijangka meningkat kepada 40 sehari dan jualan bulanan kepada RM 17,500. Beliau juga akan mengambil 2 pekerja tempatan.",
    });
    expect(text).toMatch(/Jumlah kos projek perniagaan cuci kereta ialah RM 35,000\.00/);
    expect(text).toMatch(/^2 Vakum industri 2 RM 2,500\.00 RM 5,000\.00/m);
    expect(text).toMatch(/^Meningkatkan kereta dicuci kepada 40 sehari\nMeningkatkan jualan bulanan kepada RM 17,500/m);
    expect(text).not.toMatch(/encik sejak/);
  });

  it("speaks of a sewing skills project, not a 'sewing skill project'", () => {
    const text = paper({
      language: "en",
      kind: "geran",
      type: "grant",
      title: "Sewing Skills for Single Mothers in Kota Bharu",
      description:
        "Pertubuhan Kebajikan Ibu Tunggal Kelantan (PKITK), registered with ROS (PPM-003-03-12042015), applies to Yayasan Sime Darby for a grant of RM 42,000 to train 30 single mothers in Kota Bharu in commercial sewing over 6 months, from 1 March to 31 August 2027. Costs: trainer fees RM 14,400 (6 months x RM 2,400), 10 industrial sewing machines RM 15,000, fabric and materials RM 7,200, participants' transport allowance RM 5,400 (30 x RM 30 x 6 months). Target: at least 20 participants earning RM 800 a month from tailoring within 6 months after the course. Programme coordinator: Puan Nik Rohani binti Nik Mat.",
    });
    expect(text).toMatch(/The sewing skills project costs RM 42,000\.00 in total over 6 months/);
    expect(text).not.toMatch(/sewing skill project/);
  });
});

describe("a beach clean-up, a school canopy, a kuih seller's AIM financing and a fishermen's study (the twenty-second reading, last briefs)", () => {
  it("holds the clean-up at the beach the brief names", () => {
    const text = paper({
      language: "en",
      kind: "program",
      type: "event",
      title: "Pantai Cenang Beach Clean-Up Day 2027",
      description:
        "Langkawi Green Volunteers will hold a beach clean-up at Pantai Cenang, Langkawi on Sunday, 6 June 2027, from 7.30 am to 11.30 am, with 150 volunteers from local schools and hotels. We aim to collect at least 500 kg of rubbish and sort it for recycling. Budget RM 6,450: gloves and rubbish bags RM 1,200, 150 T-shirts at RM 18 each (RM 2,700), breakfast for 150 people at RM 10 (RM 1,500), first aid and safety RM 450, banner and publicity RM 600. Resorts World Langkawi has agreed to sponsor RM 4,000; the rest comes from our association's funds. Coordinator: Ms. Tan Mei Ling.",
    });
    expect(text).toMatch(/^Venue Pantai Cenang\s*$/m);
    expect(text).not.toMatch(/Enter the venue/);
  });

  it("costs the canopy by the metre, counts the pupils without 'tidak', and its PTA president supports it", () => {
    const text = paper({
      language: "ms",
      kind: "cadangan",
      type: "project",
      title: "Cadangan Pembinaan Kanopi Laluan Pejalan Kaki SK Seri Indah",
      description:
        "PIBG SK Seri Indah, Sungai Petani mencadangkan kepada Pentadbir SK Seri Indah pembinaan kanopi sepanjang 60 meter dari pintu pagar utama ke blok kelas, supaya 620 murid tidak basah ketika hujan. Anggaran kos RM 48,000 (RM 800 semeter). PIBG akan menyumbang RM 18,000 daripada tabung PIBG dan memohon baki RM 30,000 daripada Pejabat Pendidikan Daerah Kuala Muda/Yan. Kerja dijangka siap dalam 2 bulan semasa cuti sekolah akhir tahun, November hingga Disember 2027. Yang Dipertua PIBG: Encik Rahim bin Saad.",
    });
    expect(text).toMatch(/^1 Kanopi laluan pejalan kaki 60 meter RM 800\.00 RM 48,000\.00/m);
    expect(text).toMatch(/Melaksanakan pembinaan kanopi laluan pejalan kaki untuk 620 murid dari 1 November 2027/);
    expect(text).toMatch(/Yang Dipertua, PIBG SK Seri Indah/);
    expect(text).not.toMatch(/untuk 620 murid tidak|\(anggaran\)|Yang Dipertua PIBG, PIBG/);
  });

  it("names the kuih business in brackets and its owner, and repays AIM by the week", () => {
    const text = paper({
      language: "ms",
      kind: "geran",
      type: "business",
      title: "Pelan Perniagaan Kuih Tradisional Dalam Talian Dapur Mak Nah",
      description:
        "Puan Zainab binti Ismail (Dapur Mak Nah, SSM 202301045566) menjual kuih tradisional secara dalam talian di Alor Setar sejak 2023, dengan jualan purata RM 6,500 sebulan. Beliau memohon pembiayaan Amanah Ikhtiar Malaysia (AIM) sebanyak RM 20,000 untuk membeli ketuhar komersial (RM 8,500), peti sejuk dua pintu (RM 4,500), mesin pembungkus vakum (RM 3,000) dan modal pemasaran digital (RM 4,000). Bayaran balik RM 450 seminggu selama 50 minggu. Sasaran jualan RM 12,000 sebulan dalam 12 bulan.",
    });
    expect(text).toMatch(/^Nama pemohon Dapur Mak Nah\s*$/m);
    expect(text).toMatch(/^Pemilik Puan Zainab binti Ismail\s*$/m);
    expect(text).toMatch(
      /^Tempoh bayaran balik 50 minggu\s*\nAnsuran mingguan RM 450\.00\s*\nJumlah bayaran balik RM 22,500\.00 \(RM 450\.00 x 50 minggu\)/m,
    );
    expect(text).not.toMatch(/Nyatakan nama pemohon|Ansuran bulanan/);
  });

  it("runs the fishermen's study over its 18 months, though the men are 'aged 30 to 65'", () => {
    const text = paper({
      language: "en",
      kind: "penyelidikan",
      type: "research",
      title: "Prevalence of Hypertension and Its Associated Factors among Fishermen in Kuala Kedah",
      description:
        "This cross-sectional study by Dr. Ahmad Firdaus bin Osman, Public Health Physician, Universiti Utara Malaysia, will measure the blood pressure of 400 fishermen aged 30 to 65 in Kuala Kedah over 18 months from 1 July 2027. Little is known about hypertension among Malaysian fishermen, whose irregular meals and long hours at sea may raise their risk. Objectives: to determine the prevalence of hypertension; to identify associated sociodemographic and lifestyle factors; to assess awareness of their own blood pressure. Budget RM 64,800 requested from the Fundamental Research Grant Scheme (FRGS): research assistant RM 32,400 (18 months x RM 1,800), blood pressure monitors and consumables RM 12,000, field travel RM 9,600, data analysis software RM 4,800, publication RM 6,000.",
    });
    expect(text).toMatch(/will be carried out over 18 months/);
    expect(text).not.toMatch(/Enter the implementation period|Months 10-12\s*$/m);
  });
});

describe("the twenty-second reading's server briefs, in other words", () => {
  it("a surau chair given with a colon advises and reviews; an expected donation is named without 'dijangka'", () => {
    const text = paper({
      language: "ms",
      kind: "program",
      type: "event",
      title: "Majlis Khatam Al-Quran Kanak-Kanak Surau Nurul Iman 2027",
      description:
        "Jawatankuasa Surau Nurul Iman, Taman Bukit Indah akan mengadakan Majlis Khatam Al-Quran untuk 40 kanak-kanak pada Sabtu, 10 Julai 2027 dari 9.00 pagi hingga 1.00 tengah hari di surau. Kos RM 4,000: jamuan RM 2,500, hadiah khatam RM 1,200, cetakan RM 300. Kutipan derma dijangka RM 2,500 dan baki daripada tabung surau. Pengerusi surau: Haji Ismail bin Daud.",
    });
    expect(text).toMatch(/^Pengerusi Surau Haji Ismail bin Daud Menasihati jawatankuasa/m);
    expect(text).toMatch(/^Kutipan derma RM 2,500\.00\s*$/m);
    expect(text).toMatch(/^Jawatankuasa Surau Nurul Iman Haji Ismail bin Daud \[Nyatakan nama\]/m);
    expect(text).not.toMatch(/derma dijangka RM/);
  });

  it("a loan asked of SME Bank goes to SME Bank, its 'will hire 2 more bakers' is an objective, and it begins on its day", () => {
    const text = paper({
      language: "en",
      kind: "geran",
      type: "business",
      title: "Financing for a Bakery Outlet, Roti Kampung Delima",
      description:
        "Roti Kampung Delima (SSM 202005067788), owned by Encik Faizal bin Omar, bakes bread in Kota Bharu with 6 staff and monthly sales of RM 18,000. He is applying to SME Bank for a loan of RM 30,000 to open an outlet in Pengkalan Chepa: renovation RM 10,000, a deck oven RM 14,000 and working capital RM 6,000. The outlet will open on 1 June 2027. He expects monthly sales to rise to RM 26,000 and will hire 2 more bakers.",
    });
    expect(text).toMatch(/for the consideration of SME Bank\./);
    expect(text).toMatch(/^SME Bank \(requested\) RM 30,000\.00/m);
    expect(text).toMatch(/^To hire 2 more bakers$/m);
    expect(text).toMatch(/can begin on 1 June 2027 as planned/);
    expect(text).not.toMatch(/Enter the funding agency|take place on 1 June 2027/);
  });
});

describe("the auto generator's and the two-step form's briefs (the twenty-second reading's walk)", () => {
  it("a generated title 'Cadangan Pelaksanaan Program Iftar ...' is about the iftar, and each family's share names its line", () => {
    const text = paper({
      language: "ms",
      kind: "program",
      type: "event",
      title: "Cadangan Pelaksanaan Program Iftar Ramadan untuk 40 Keluarga Asnaf pada 14 Mac 2026",
      description:
        "Surau Al-Hidayah, Taman Sri Muda, Shah Alam akan menganjurkan Program Iftar Ramadan untuk 40 keluarga asnaf pada 14 Mac 2026, jam 6.30 petang. Jumlah kos program ialah RM 4,800 (RM 120 bagi setiap keluarga, termasuk juadah berbuka dan bakul makanan). Pengerusi program ialah Ustaz Hakim bin Ismail. Kami memohon sumbangan daripada Lembaga Zakat Selangor.",
    });
    expect(text).toMatch(/kos program iftar Ramadan ini/);
    expect(text).toMatch(/^1 Juadah berbuka dan bakul makanan 40 keluarga RM 120\.00 RM 4,800\.00/m);
    expect(text).not.toMatch(/pelaksanaan program iftar Ramadan ini|program pelaksanaan program|^1 Keluarga asnaf/m);
  });

  it("an objective's income for the youths it trains is no current sales of the cooperative", () => {
    const text = paper({
      language: "ms",
      kind: "geran",
      type: "grant",
      title: "Projek Kebun Komuniti Belia Koperasi Belia Seksyen 7",
      objectives: "Meningkatkan pendapatan 25 belia B40 sebanyak RM 500 sebulan",
      description:
        "Koperasi Belia Seksyen 7 Shah Alam Berhad memohon geran RM 40,000 daripada Yayasan Hasanah untuk melatih 25 belia B40 menanam sayur secara fertigasi selama 6 bulan mulai 1 Mac 2027.",
    });
    expect(text).toMatch(/^Meningkatkan pendapatan 25 belia B40 sebanyak RM 500 sebulan$/m);
    expect(text).not.toMatch(/Jualan semasa RM 500/);
  });
});

describe("the one-page form's blood drive (the twenty-second reading's walk)", () => {
  it("says no 'diadakan untuk sasaran kami ialah', and a target among the requirements is no cost line", () => {
    const text = paper({
      language: "ms",
      kind: "program",
      type: "event",
      title: "Kempen Derma Darah Komuniti Taman Melawati 2026",
      keyRequirements: ["Sasaran 150 penderma darah", "Pemeriksaan kesihatan percuma untuk penderma"],
      description:
        "Persatuan Penduduk Taman Melawati akan menganjurkan Kempen Derma Darah Komuniti dengan kerjasama Pusat Darah Negara pada 21 Jun 2026 di Dewan Serbaguna Taman Melawati. Sasaran kami ialah 150 penderma darah dalam kalangan penduduk. Jumlah kos kempen ialah RM 3,250.",
    });
    expect(text).not.toMatch(/diadakan untuk sasaran kami|Sasaran 150 penderma darah \(anggaran\)/);
    expect(text).toMatch(/Jumlah Keseluruhan RM 3,250\.00/);
    // The free health check the user asked for runs with the donation, in the running order.
    expect(text).toMatch(
      /^9\.30 pagi Pengisian utama kempen derma darah komuniti serta pemeriksaan kesihatan percuma untuk penderma ?$/m,
    );
    // The target is one to reach ('Memastikan 150 penderma darah ...' said nothing), after the first
    // objective with no blank 'first objective' between them.
    expect(text).toMatch(
      /untuk 150 penderma darah pada 21 Jun 2026\nMencapai sasaran 150 penderma darah dalam kalangan penduduk\n/,
    );
  });
});

describe("a blood drive's free health screening, in English", () => {
  it("runs with the donation in the running order", () => {
    const text = paper({
      language: "en",
      kind: "program",
      type: "event",
      title: "Bukit Jalil Community Blood Donation Drive 2027",
      keyRequirements: ["Target of 120 donors", "Free health screening for donors"],
      description:
        "The Bukit Jalil Residents Association will hold a blood donation drive with the National Blood Centre on Saturday 13 March 2027 from 9.00 am to 2.00 pm at the Bukit Jalil community hall. We aim for 120 donors from the neighbourhood. The total cost is RM 2,400.",
    });
    expect(text).toMatch(/^10\.30 am Main blood donation drive activities, with free health screening for donors ?$/m);
    // 'We aim for 120 donors ...' is a target to reach, not an objective 'For 120 donors ...'.
    expect(text).toMatch(/^Reach 120 donors from the neighbourhood$/m);
    expect(text).not.toMatch(/^For 120 donors/m);
  });
});

describe("a cost said after the group counted (the twenty-second reading's walk)", () => {
  it("is not what the participants' table says of the group, in Malay or in English", () => {
    const ms = paper({
      language: "ms",
      kind: "program",
      type: "event",
      title: "Program Gotong-Royong Perdana Taman Sri Muda 2027",
      description:
        "Persatuan Penduduk Taman Sri Muda akan menganjurkan gotong-royong membersihkan longkang pada Sabtu 6 Mac 2027 untuk 200 penduduk dengan kos RM 1,500.",
    });
    expect(ms).toMatch(/^Penduduk 200 penduduk ?$/m);
    const en = paper({
      language: "en",
      kind: "program",
      type: "event",
      title: "Taman Sri Muda Community Clean-Up 2027",
      description:
        "The Taman Sri Muda Residents Association will hold a drain clean-up on Saturday 6 March 2027 for 200 residents at a total cost of RM 1,500.",
    });
    expect(en).toMatch(/^Residents 200 residents ?$/m);
  });
});

describe("the constraints typed in the two-step form (the twenty-second reading's walk)", () => {
  const tuition = (kind: "program" | "cadangan" | "geran" | "penyelidikan" | "tender") => ({
    language: "ms" as const,
    kind,
    type: "event",
    title: "Program Kelas Tuisyen Percuma Kampung Baru 2027",
    description:
      "Persatuan Belia Kampung Baru akan mengadakan kelas tuisyen percuma untuk 60 murid Tahun 6 setiap Sabtu dari Mac hingga Oktober 2027 di Dewan Orang Ramai Kampung Baru. Kos keseluruhan RM 8,400.",
    constraints: "Tenaga pengajar sukarela terhad; dewan hanya boleh digunakan pada hujung minggu",
  });
  it("are in the paper of every kind and package, a programme paper's in its rationale", () => {
    for (const kind of ["program", "cadangan", "geran", "penyelidikan", "tender"] as const) {
      for (const pkg of [BASIC, STANDARD]) {
        const text = paper(tuition(kind), pkg);
        expect(text, `${kind} ${pkg.key}`).toMatch(/^(?:\d+ )?Tenaga pengajar sukarela terhad/m);
        expect(text, `${kind} ${pkg.key}`).toMatch(/^(?:\d+ )?Dewan hanya boleh digunakan pada hujung minggu/m);
      }
    }
    expect(paper(tuition("program"))).toMatch(
      /\nProgram ini dirancang dengan mengambil kira kekangan berikut:\nTenaga pengajar sukarela terhad\nDewan hanya boleh digunakan pada hujung minggu\nObjektif\n/,
    );
  });
});

describe("a laundrette's start-up financing (the twenty-third reading)", () => {
  it("is about the laundry shop, and a sum 'with RM 3,000 for renovation' is a cost line of the total", () => {
    const text = paper({
      language: "en",
      kind: "geran",
      type: "business",
      title: "Kak Yah's Laundry Shop Start-Up Grant",
      description:
        "Kak Yah Enterprise (SSM 202601012345) is applying to TEKUN Nasional for RM 35,000 to open a self-service laundry shop in Taman Melati, Kuala Lumpur. The shop will open on 1 March 2027. The grant will buy 4 washing machines at RM 5,000 each and 2 dryers at RM 6,000 each, with RM 3,000 for renovation.",
    });
    expect(text).not.toMatch(/applying open|self-service costs/);
    expect(text).toMatch(/The laundry shop start-up project costs RM 35,000\.00 in total\./);
    expect(text).toMatch(/^3 Renovation 1 RM 3,000\.00 RM 3,000\.00 ?$/m);
    expect(text).toMatch(/Grand Total RM 35,000\.00/);
  });
});

describe("the twenty-third reading's new briefs", () => {
  it("a surau's khatam: 'Kos ditanggung oleh tabung surau RM 2,200 dan sumbangan ibu bapa RM 2,000' fills the funding table, and its procession is in the running order", () => {
    const text = paper({
      language: "ms",
      kind: "program",
      type: "event",
      title: "Majlis Khatam Al-Quran dan Kesyukuran Surau An-Nur 2027",
      keyRequirements: ["Perarakan murid khatam", "Bacaan doa khatam", "Penyampaian sijil dan hadiah"],
      description:
        "Jawatankuasa Surau An-Nur Taman Sentosa, Klang akan mengadakan Majlis Khatam Al-Quran untuk 35 murid kelas mengaji pada Ahad, 18 April 2027 dari 8.30 pagi hingga 1.00 petang di perkarangan surau. Anggaran kos RM 4,200: jamuan 300 orang x RM 10 (RM 3,000), hadiah dan sijil murid RM 700, khemah dan siaraya RM 500. Kos ditanggung oleh tabung surau RM 2,200 dan sumbangan ibu bapa RM 2,000.",
    });
    expect(text).toMatch(/^Tabung surau RM 2,200\.00 ?\nSumbangan ibu bapa RM 2,000\.00 ?\nJumlah RM 4,200\.00/m);
    expect(text).toMatch(/^\d{1,2}\.\d{2} pagi Perarakan murid khatam ?$/m);
  });

  it("a PTA's solar panels: 'The system costs RM 21,500' is the total, paid from its own funds and alumni donations, and the paper is about their installation", () => {
    const text = paper({
      language: "en",
      kind: "cadangan",
      type: "project",
      title: "Proposal to Install Solar Panels at SK Taman Desa Library",
      description:
        "The Parent-Teacher Association of SK Taman Desa proposes to install a 5 kW rooftop solar panel system on the school library to cut its electricity bill, which averages RM 650 a month. The system costs RM 21,500 including installation by a SEDA-registered contractor, and is expected to save about RM 400 a month. We ask the school board to approve the installation during the school holidays from 20 December 2026 to 3 January 2027. The PTA will pay RM 15,000 from its funds and seek RM 6,500 from alumni donations.",
    });
    expect(text).toMatch(/Grand Total RM 21,500\.00/);
    expect(text).toMatch(/Source of funds: Own funds \(RM 15,000\.00\) and Alumni donations \(RM 6,500\.00\)\./);
    expect(text).toMatch(/The objectives of the installation of solar panels are:/);
    expect(text).not.toMatch(/solar panel proposal/);
  });

  it("a financial literacy study: 'Kajian ini akan mengukur ...' is its first objective, in its words", () => {
    const text = paper({
      language: "ms",
      kind: "penyelidikan",
      type: "research",
      title: "Kajian Tahap Literasi Kewangan Belia B40 di Bandaraya Kuching",
      description:
        "Kajian ini akan mengukur tahap literasi kewangan dalam kalangan 300 belia B40 berumur 18 hingga 30 tahun di Bandaraya Kuching melalui soal selidik bersemuka. Kajian dijalankan selama 12 bulan bermula 1 Februari 2027 oleh Dr. Nurul Aini binti Jamil dari Universiti Malaysia Sarawak. Dana dipohon daripada Skim Geran Penyelidikan Fundamental (FRGS) sebanyak RM 25,000: pembantu penyelidik RM 12,000, kerja lapangan RM 7,500, insentif responden RM 3,000 dan penerbitan RM 2,500.",
    });
    expect(text).toMatch(
      /ialah:\nMengukur tahap literasi kewangan dalam kalangan 300 belia B40 berumur 18 hingga 30 tahun di Bandaraya Kuching\n\[Nyatakan objektif kajian kedua\]/,
    );
  });
});

describe("the twenty-third reading's server briefs", () => {
  it("a school's sports day: its listed events are the running order, and its head who chairs it is named", () => {
    const text = paper(
      {
        language: "ms",
        kind: "program",
        type: "event",
        title: "Hari Sukan Tahunan SK Seri Mahkota 2027",
        description:
          "SK Seri Mahkota, Kuantan akan mengadakan Hari Sukan Tahunan pada Sabtu, 27 Mac 2027 dari 7.30 pagi hingga 12.30 tengah hari di Padang Sekolah SK Seri Mahkota. Seramai 420 murid dan 150 ibu bapa dijangka hadir. Acara termasuk perbarisan rumah sukan, acara balapan 100 meter dan 4x100 meter, sukaneka ibu bapa dan penyampaian hadiah. Anggaran kos RM 6,300: pingat dan piala RM 2,800, air minuman dan makanan ringan 570 orang x RM 5 (RM 2,850), sewa khemah dan siaraya RM 650. PIBG menyumbang RM 4,000 dan baki RM 2,300 ditaja oleh Koperasi Guru Kuantan. Pengerusi majlis ialah Guru Besar, Puan Hasnah binti Abdullah.",
      },
      PROFESSIONAL,
    );
    expect(text).toMatch(
      /pagi Perbarisan rumah sukan ?\n.*pagi Acara balapan 100 meter dan 4x100 meter ?\n.*pagi Sukaneka ibu bapa ?\n.*pagi Penyampaian hadiah ?\n/,
    );
    expect(text).toMatch(/^Pengerusi Puan Hasnah binti Abdullah /m);
    expect(text).not.toMatch(/oleh Sekolah SK Seri Mahkota|Pengerusi majlis Guru Besar/);
  });

  it("a fish wholesaler's cold room: its current sales, its instalment, and the paper about the cold room", () => {
    const text = paper(
      {
        language: "en",
        kind: "geran",
        type: "business",
        title: "Cold Room Financing for Ikan Segar Pak Long",
        description:
          "Ikan Segar Pak Long (SSM 201903045678), a fresh-fish wholesaler at Pasar Borong Kuala Terengganu owned by Encik Ismail bin Yusof, is applying to MARA for a business loan of RM 48,000 to install a walk-in cold room of 20 cubic metres (RM 42,000) and buy an ice-making machine (RM 6,000). The business has 4 workers and sells about RM 35,000 of fish a month. The cold room will cut spoilage from 12% to 3% of stock and lift monthly sales to RM 45,000 within a year. Installation will take 3 months from 1 April 2027. The loan will be repaid at RM 1,000 a month over 48 months.",
      },
      PROFESSIONAL,
    );
    expect(text).toMatch(/^Current sales RM 35,000 a month ?$/m);
    expect(text).toMatch(/^Current monthly sales \/ income RM 35,000 a month ?$/m);
    expect(text).not.toMatch(/income RM 45,000/);
    expect(text).toMatch(/^Monthly instalment RM 1,000\.00 ?$/m);
    expect(text).toMatch(/submits the application for Cold Room financing for Ikan Segar Pak Long for/);
    expect(text).toMatch(/The cold room project costs RM 48,000\.00 in total/);
  });
});

describe("a mosque's Yasin night paid from its own fund (the twenty-third reading's last brief)", () => {
  it("funds the night from 'tabung masjid' alone, and writes Yasin with its capital", () => {
    const text = paper({
      language: "ms",
      kind: "program",
      type: "event",
      title: "Program Bacaan Yasin dan Tahlil Perdana Masjid Al-Hidayah 2027",
      description:
        "Jawatankuasa Masjid Al-Hidayah Kampung Baru Subang akan mengadakan Program Bacaan Yasin dan Tahlil Perdana pada malam Jumaat, 8 Januari 2027 dari 8.00 malam hingga 10.30 malam di Dewan Solat Utama Masjid Al-Hidayah. Seramai 400 jemaah dijangka hadir. Anggaran kos RM 3,100: jamuan moreh 400 orang x RM 6 (RM 2,400), cenderahati penceramah RM 300 dan buku Yasin RM 400. Kos dibiayai oleh tabung masjid.",
    });
    expect(text).toMatch(/^Tabung masjid RM 3,100\.00 ?\nJumlah RM 3,100\.00/m);
    expect(text).toMatch(/program bacaan Yasin dan tahlil perdana/);
    expect(text).not.toMatch(/bacaan yasin/);
  });
});

describe("a residents' association's wellness morning shared with a sponsor (the twenty-fourth reading)", () => {
  const text = paper({
    language: "en",
    kind: "program",
    type: "event",
    title: "TTDI Senior Citizens' Wellness Morning 2027",
    description:
      "The TTDI Residents' Association will hold a wellness morning for senior citizens at the TTDI community hall on Saturday, 13 March 2027, from 8.00 am to 12.00 noon. About 150 senior citizens are expected. The programme includes light exercise, a talk on healthy eating by a dietitian from Hospital Kuala Lumpur, and free blood pressure checks. The cost is RM 3,600: breakfast for 150 people at RM 12 (RM 1,800), the speaker's honorarium RM 500, exercise mats and equipment RM 800 and printing RM 500. The association will pay RM 1,600 and Yayasan Sejahtera has agreed to sponsor RM 2,000.",
  });

  it("costs RM 3,600, not the sponsors' shares again as cost lines", () => {
    expect(text).toMatch(/^4 Printing 1 RM 500\.00 RM 500\.00 ?\n Grand Total RM 3,600\.00/m);
    expect(text).not.toMatch(/RM 7,200|Association will pay|has agreed to sponsor 1/);
  });

  it("names the association as the payer of its share", () => {
    expect(text).toMatch(
      /^TTDI Residents' Association RM 1,600\.00 ?\nYayasan Sejahtera RM 2,000\.00 ?\nTotal RM 3,600\.00/m,
    );
  });

  it("keeps the hall, the noon finish and the senior citizens in the wellness morning", () => {
    expect(text).toMatch(/^Venue TTDI Community Hall ?$/m);
    expect(text).toMatch(/^Time 8\.00 am to 12\.00 noon ?$/m);
    expect(text).toMatch(/^Senior citizens 150 senior citizens Expected to attend ?$/m);
    expect(text).toMatch(/the senior citizens' wellness morning programme/);
    expect(text).not.toMatch(/wellness morning senior/);
  });
});

describe("the same wellness morning written in Malay", () => {
  const text = paper({
    language: "ms",
    kind: "program",
    type: "event",
    title: "Pagi Sihat Warga Emas TTDI 2027",
    description:
      "Persatuan Penduduk TTDI akan mengadakan pagi sihat untuk warga emas di dewan komuniti TTDI pada Sabtu, 13 Mac 2027, dari 8.00 pagi hingga 12.00 tengah hari. Seramai 150 warga emas dijangka hadir. Kos program RM 3,600: sarapan 150 orang x RM 12 (RM 1,800), honorarium penceramah RM 500, tikar senaman dan peralatan RM 800 dan cetakan RM 500. Persatuan akan membayar RM 1,600. Yayasan Sejahtera bersetuju menaja RM 2,000.",
  });

  it("costs RM 3,600 and names the association and the foundation as who pays", () => {
    expect(text).toMatch(/^ Jumlah Keseluruhan RM 3,600\.00 ?$/m);
    expect(text).toMatch(
      /^Persatuan Penduduk TTDI RM 1,600\.00 ?\nYayasan Sejahtera RM 2,000\.00 ?\nJumlah RM 3,600\.00/m,
    );
  });

  it("holds it in the TTDI community hall", () => {
    expect(text).toMatch(/^Tempat Dewan komuniti TTDI ?$/m);
  });
});

describe("a surau's Nuzul Quran night through Isyak (the twenty-fourth reading)", () => {
  it("prays Isyak together before the welcome and the tazkirah", () => {
    const text = paper({
      language: "en",
      kind: "program",
      type: "event",
      title: "Nuzul Quran Night 2027, Surau Al-Falah",
      description:
        "The Surau Al-Falah committee, Taman Sentosa, Klang, will hold a Nuzul Quran night on Thursday, 4 March 2027 from 8.00 pm to 10.30 pm at the surau. About 200 congregants are expected. The programme includes Quran recitation by tahfiz pupils, a tazkirah by Ustaz Ahmad Fauzi bin Hamid, and a light supper. The cost is RM 2,400, paid from the surau fund.",
    });
    expect(text).toMatch(
      /^8\.00 pm Arrival and registration ?\n8\.30 pm Isyak prayer in congregation ?\n9\.00 pm Welcome address and opening ?\n9\.15 pm Quran recitation by tahfiz pupils ?\n9\.30 pm Tazkirah by Ustaz Ahmad Fauzi bin Hamid ?\n10\.00 pm Light supper ?\n10\.30 pm Close ?$/m,
    );
  });

  it("reads 'Program termasuk ...' in Malay as the night's running order", () => {
    const text = paper({
      language: "ms",
      kind: "program",
      type: "event",
      title: "Malam Nuzul Quran 2027 Surau Al-Falah",
      description:
        "Jawatankuasa Surau Al-Falah, Taman Sentosa, Klang akan mengadakan Malam Nuzul Quran pada Khamis, 4 Mac 2027 dari 8.00 malam hingga 10.30 malam di surau. Seramai 200 jemaah dijangka hadir. Program termasuk bacaan al-Quran oleh pelajar tahfiz, tazkirah oleh Ustaz Ahmad Fauzi bin Hamid dan jamuan ringan. Kos RM 2,400 ditanggung oleh tabung surau.",
    });
    expect(text).toMatch(
      /^8\.30 malam Solat Isyak berjemaah ?\n9\.00 malam Ucapan alu-aluan dan perasmian ?\n9\.15 malam Bacaan al-Quran oleh pelajar tahfiz ?\n9\.30 malam Tazkirah oleh Ustaz Ahmad Fauzi bin Hamid ?\n10\.00 malam Jamuan ringan ?$/m,
    );
  });
});

describe("a clean-up day whose requirements list a clinic's screening beside its activities", () => {
  it("runs the screening with the first activity, naming the clinic", () => {
    const text = paper({
      language: "en",
      kind: "program",
      type: "event",
      title: "Taman Rasah Jaya Community Clean-Up Day 2027",
      description:
        "The Taman Rasah Jaya Residents' Association will hold a community clean-up day on Sunday, 18 April 2027 from 7.30 am to 1.00 pm, starting at the taman's multipurpose hall. About 300 residents are expected to take part.",
      keyRequirements: [
        "Gotong-royong cleaning of drains and the playground",
        "Free health screening by Klinik Kesihatan Rasah",
        "Lunch for 300 residents",
        "Lucky draw for participants",
      ],
    });
    expect(text).toMatch(
      /^9\.00 am Gotong-royong cleaning of drains and the playground, with free health screening by Klinik Kesihatan Rasah ?$/m,
    );
    expect(text).toMatch(/^12\.30 pm Lunch for 300 residents ?$/m);
  });
});

describe("a PTA's sports day with its funding listed after a colon (the twenty-fourth reading)", () => {
  const text = paper({
    language: "ms",
    type: "event",
    title: "Hari Sukan Tahunan SK Taman Melawati 2027",
    description:
      "PIBG SK Taman Melawati akan menganjurkan Hari Sukan Tahunan pada 12 April 2027 (Sabtu) dari jam 7.30 pagi hingga 1.00 petang di Padang Kompleks Sukan MPAJ, Taman Melawati. Seramai 650 murid, 45 guru dan kira-kira 400 ibu bapa dijangka hadir. Acara termasuk larian 100m, lari berganti-ganti 4x100m, tarik tali dan acara keluarga. Anggaran kos RM8,500: hadiah dan medal RM3,200, makanan dan minuman RM2,800, sewa khemah dan PA sistem RM1,500, baju rumah sukan RM600, pasukan St John Ambulans RM400. Sumber kewangan: PIBG RM4,000, peruntukan sekolah RM2,500 dan tajaan Mydin Wangsa Maju RM2,000. Pengerusi PIBG En. Khairul Anuar bin Hassan, Guru Besar Pn. Rosnah binti Ismail, dan Setiausaha Kerja Cikgu Farid Zulkifli. Majlis penyampaian hadiah akan disempurnakan oleh ADUN Bukit Antarabangsa.",
    keyRequirements: ["Jadual acara", "Belanjawan terperinci", "AJK pelaksana"],
  });

  it("costs RM 8,500: 'Sumber kewangan: PIBG RM4,000, ...' pays for it and buys nothing", () => {
    expect(text).toMatch(/^5 Pasukan St John Ambulans 1 RM 400\.00 RM 400\.00 ?\n Jumlah Keseluruhan RM 8,500\.00/m);
    expect(text).not.toMatch(/RM 17,000/);
  });

  it("names the PTA chair, the head teacher and the secretary the brief names before their names", () => {
    expect(text).toMatch(/^Guru Besar Pn\. Rosnah binti Ismail /m);
    expect(text).toMatch(/^Pengerusi PIBG En\. Khairul Anuar bin Hassan /m);
    expect(text).toMatch(/^Setiausaha Kerja Cikgu Farid Zulkifli Urusan surat-menyurat/m);
  });

  it("says the teachers are expected, without a dangling 'dan kira-kira'", () => {
    expect(text).toMatch(/^Guru 45 guru Dijangka hadir ?$/m);
  });
});

describe("an urban farm grant shared with a council and the association in kind", () => {
  it("funds RM 47,000 from the grant asked, MBPJ and the association, never MBPJ's share as the association's", () => {
    const text = paper({
      language: "en",
      kind: "geran",
      type: "grant",
      title: "Kebun Komuniti PPR Lembah Subang: Urban Farming for B40 Families",
      description:
        "Persatuan Penduduk PPR Lembah Subang 2 (registered ROS PPM-012-10-22052019) is seeking a RM35,000 grant from Yayasan Hasanah for a 10-month urban farming project from March to December 2025. We will convert 0.5 acre of idle land beside Block C into a community garden with 40 fertigation beds run by 60 B40 households, and hold 8 training workshops with the Department of Agriculture Selangor. Total project cost RM47,000: fertigation system and polybags RM18,000, fencing and storage shed RM9,500, seeds, fertiliser and tools RM6,500, training and facilitators RM7,200, water tank and pump RM3,800, monitoring and reporting RM2,000. MBPJ will contribute RM8,000 and the association RM4,000 in-kind. Target: 2,000 kg of vegetables by December and RM150 monthly savings per household. Project leader: Encik Ganesan a/l Muthu, Chairman.",
    });
    expect(text).toMatch(
      /^Yayasan Hasanah \(requested\) RM 35,000\.00 ?\nMBPJ RM 8,000\.00 ?\nPersatuan Penduduk PPR Lembah Subang 2 RM 4,000\.00 ?\nTotal RM 47,000\.00/m,
    );
    expect(text).not.toMatch(/own contribution RM 12,000/);
  });
});

describe("a surau's Ramadan month whose fund pays part and sponsors the rest", () => {
  it("funds RM 24,600 from the surau fund and the corporate sponsors and public asked for the balance", () => {
    const text = paper(
      {
        language: "ms",
        kind: "program",
        type: "event",
        title: "Program Ihya Ramadan dan Iftar Perdana Surau Al-Hidayah 1448H",
        description:
          "Surau Al-Hidayah, Taman Sri Gombak akan mengadakan Program Ihya Ramadan sepanjang bulan Ramadan 1448H (8 Februari hingga 9 Mac 2027). Aktiviti: moreh setiap malam selepas solat tarawih, tadarus al-Quran dan Iftar Perdana pada 27 Februari 2027 jam 6.30 petang untuk 800 jemaah. Anggaran kos keseluruhan RM24,600: moreh 30 malam x RM300 = RM9,000, Iftar Perdana RM12,000 (800 pek x RM15), duit raya anak yatim 120 x RM20 = RM2,400, saguhati penceramah RM1,200. Tabung surau menanggung RM6,000, baki dipohon daripada penaja korporat dan orang ramai.",
      },
      PROFESSIONAL,
    );
    expect(text).toMatch(
      /^Tabung surau RM 6,000\.00 ?\nPenaja korporat dan orang ramai \(baki, dipohon\) RM 18,600\.00 ?\nJumlah RM 24,600\.00/m,
    );
  });
});

describe("a lecturer's FRGS study introduced in the first person, with co-researchers from two universities", () => {
  const text = paper(
    {
      language: "en",
      kind: "penyelidikan",
      type: "research",
      title: "Microplastic Contamination in Cultured Green Mussels (Perna viridis) along the Straits of Malacca",
      description:
        "I am Dr. Siti Hajar binti Mokhtar, senior lecturer at the Faculty of Science and Marine Environment, Universiti Malaysia Terengganu (UMT). I am applying for the Fundamental Research Grant Scheme (FRGS) 2025 for a 24-month study (1 June 2025 to 31 May 2027) to measure microplastic loads in green mussels from 6 farming sites in Johor, Melaka and Negeri Sembilan, sampling 30 mussels per site every quarter (1,440 samples in total). Co-researchers: Prof. Dr. Lim Wei Keat (UMT) and Dr. Rajesh Kumar a/l Subramaniam (UPM). Budget requested RM98,500: research assistant (1 GRA, 24 months x RM1,800 = RM43,200), FTIR analysis RM25,000, fieldwork and travel RM14,800, consumables RM9,500, publication fees RM6,000. Output: 3 Scopus Q2 papers and 1 MSc graduate.",
      keyRequirements: ["Research objectives", "Methodology", "Gantt chart", "Budget justification"],
    },
    PROFESSIONAL,
  );

  it("leads it with the lecturer who applies, and puts each co-researcher at their own university", () => {
    expect(text).toMatch(/^Principal Investigator Dr\. Siti Hajar binti Mokhtar Universiti Malaysia Terengganu ?$/m);
    expect(text).toMatch(/^Co-researcher Prof\. Dr\. Lim Wei Keat Universiti Malaysia Terengganu ?$/m);
    expect(text).toMatch(/^Co-researcher Dr\. Rajesh Kumar a\/l Subramaniam UPM ?$/m);
    expect(text).not.toMatch(/Lead Researcher \[Enter name\]/);
  });

  it("samples mussels, so it has no response rate or attrition to worry about", () => {
    expect(text).not.toMatch(/response rate|attrition/);
  });

  it("never buys the parts the user wants the paper to have ('Gantt chart', 'Research objectives')", () => {
    expect(text).not.toMatch(/^\d+ (?:Gantt chart|Research objectives|Methodology|Budget justification) /m);
  });
});

describe("a cleaning quotation whose monthly price is broken down in brackets", () => {
  const text = paper({
    language: "en",
    kind: "tender",
    type: "business",
    title: "Quotation for Cleaning Services at Pejabat Daerah dan Tanah Hulu Langat",
    description:
      "Bersih Jaya Services Sdn Bhd (CIDB G1, MOF registered 357-02191234) submits a quotation for general cleaning services at Pejabat Daerah dan Tanah Hulu Langat, Kajang, for 24 months from 1 July 2025 to 30 June 2027. Scope: daily cleaning of 3 floors (4,200 sq m), toilets cleaned 3 times a day, grass cutting twice a month for 1.2 acres, and monthly window washing. Manpower: 8 cleaners and 1 supervisor, Monday to Saturday, 7.00 am to 4.00 pm. Monthly price RM18,600 (wages RM15,300, cleaning materials and chemicals RM1,900, equipment and machinery RM800, management and overhead RM600), total contract value RM446,400. All workers paid at least the RM1,700 minimum wage with EPF and SOCSO. Contact: Puan Haslinda Omar, Operations Manager, 012-3345678.",
  });

  it("prices each part of the monthly fee over the 24 months, adding up to the contract value", () => {
    expect(text).toMatch(
      /^1 Wages 24 months RM 15,300\.00 RM 367,200\.00 ?\n2 Cleaning materials and chemicals 24 months RM 1,900\.00 RM 45,600\.00 ?\n3 Equipment and machinery 24 months RM 800\.00 RM 19,200\.00 ?\n4 Management and overhead 24 months RM 600\.00 RM 14,400\.00 ?\n Grand Total RM 446,400\.00/m,
    );
  });

  it("is prepared by the operations manager the brief names", () => {
    expect(text).toMatch(/^Puan Haslinda Omar ?\nOperations Manager, Bersih Jaya Services Sdn Bhd ?$/m);
  });
});

describe("a tailor's TEKUN list with a machine priced in brackets", () => {
  it("names the machine without the bracket its price opens", () => {
    const text = paper({
      language: "ms",
      kind: "geran",
      type: "business",
      title: "Permohonan Pembiayaan TEKUN Nasional - Kedai Jahit Sulam Kasih",
      description:
        "Saya Nurul Aina binti Rahman, pemilik Sulam Kasih Enterprise (SSM 202303145678), kedai jahitan di Kuala Krai, Kelantan sejak Mac 2023. Saya memohon pembiayaan TEKUN sebanyak RM20,000 untuk membeli peralatan: 2 unit mesin jahit industri Juki DDL-8700 (RM2,800 seunit = RM5,600), 1 mesin sulam berkomputer Brother PR680W RM11,500, 1 mesin obras RM1,900 dan meja potong serta rak RM1,000.",
    });
    expect(text).toMatch(/^1 Mesin jahit industri Juki DDL-8700 2 unit RM 2,800\.00 RM 5,600\.00 ?$/m);
  });
});

describe("a residents' carnival whose chair and secretary are named in one sentence (the twenty-fourth reading's server brief)", () => {
  it("gives the secretary her own row, never the chair's post with 'Setiausaha' in her name", () => {
    const text = paper({
      language: "ms",
      kind: "program",
      type: "event",
      title: "Karnival Keluarga Sihat Taman Seri Indah 2027",
      description:
        "Persatuan Penduduk Taman Seri Indah, Seremban akan menganjurkan Karnival Keluarga Sihat pada Ahad, 16 Mei 2027 dari 7.30 pagi hingga 12.30 tengah hari di padang permainan Taman Seri Indah. Seramai 350 penduduk dijangka hadir. Pengerusi persatuan ialah Encik Roslan bin Kassim dan Setiausaha Puan Aida binti Jamal.",
    });
    expect(text).toMatch(/^Setiausaha Puan Aida binti Jamal Urusan surat-menyurat/m);
    expect(text).not.toMatch(/Setiausaha Puan Aida binti Jamal Mempengerusikan|^Pengerusi persatuan Setiausaha/m);
  });
});

describe("a noodle factory's matching grant whose own half comes from its reserves", () => {
  it("names the company's reserves as the source of its half", () => {
    const text = paper(
      {
        language: "en",
        kind: "geran",
        type: "business",
        title: "Rice Noodle Production Line Upgrade, Kilang Mee Hoon Seng Heng",
        description:
          "Kilang Mee Hoon Seng Heng Sdn Bhd (SSM 199801012345), a family rice noodle maker in Bukit Mertajam, Penang since 1998 with 14 workers, is applying to SME Corp Malaysia for a matching grant of RM 60,000 under the Automation Scheme. The total project cost is RM 120,000: an automatic noodle extruder (RM 78,000), a steam dryer (RM 30,000) and installation and training (RM 12,000). The company will fund the other RM 60,000 from its reserves. Current output is 1.2 tonnes a day and monthly sales are about RM 95,000. The new line will raise output to 2 tonnes a day and cut gas use by 20% within 6 months of installation, which is planned for 1 March 2027. Managing Director: Mr. Tan Ah Kow.",
      },
      PROFESSIONAL,
    );
    expect(text).toMatch(
      /^Kilang Mee Hoon Seng Heng Sdn Bhd's reserves RM 60,000\.00 ?\nSME Corp Malaysia \(requested\) RM 60,000\.00 ?\nTotal RM 120,000\.00/m,
    );
    expect(text).not.toMatch(/^Company RM/m);
  });
});

describe("a family day by an association that counts its member households", () => {
  const text = paper({
    language: "en",
    kind: "program",
    type: "event",
    title: "Taman Rasah Jaya Family Day 2027",
    description:
      "The Taman Rasah Jaya Residents' Association, which has 450 member households, will hold a family day on Sunday, 18 April 2027 from 8.00 am to 1.00 pm at the taman's multipurpose hall. About 300 residents are expected to take part. The cost is RM 4,500, paid from the association's fund.",
  });

  it("counts the 300 residents who come, not the association's 450 households", () => {
    expect(text).toMatch(/^Group Number Details ?\nResidents 300 residents Expected to attend ?$/m);
    expect(text).not.toMatch(/^Member households 450/m);
  });

  it("holds it in the taman's hall and is about the family day", () => {
    expect(text).toMatch(/^Venue Multipurpose hall, Taman Rasah Jaya ?$/m);
    expect(text).toMatch(/the family day/);
    expect(text).not.toMatch(/jaya family day/);
  });
});

describe("a district office's library corner whose sources include books given in kind (the twenty-fourth reading's second helper)", () => {
  const text = paper({
    language: "ms",
    kind: "cadangan",
    type: "project",
    title: "Cadangan Mewujudkan Sudut Bacaan Komuniti di Dewan Orang Ramai Taman Seri Mutiara",
    description:
      "Saya Encik Mohd Azri bin Hamzah, Penolong Pegawai Daerah (Pembangunan), Pejabat Daerah Kuala Langat. Dicadangkan satu Sudut Bacaan Komuniti diwujudkan di ruang tingkat 1 Dewan Orang Ramai Taman Seri Mutiara, Banting (keluasan 40 meter persegi). Penduduk taman kira-kira 3,500 orang, 620 kanak-kanak sekolah rendah. Kos: rak buku 8 unit RM4,800, meja dan kerusi bacaan RM3,200, 1,500 naskhah buku RM15,000, komputer 2 unit RM5,000, penghawa dingin RM2,500, papan tanda & cat RM1,500. Jumlah RM32,000. Sumber: peruntukan Pejabat Daerah RM20,000, Perbadanan Perpustakaan Awam Selangor (PPAS) sumbang buku bernilai RM10,000, JKKP Taman Seri Mutiara RM2,000. Pelaksanaan Februari hingga April 2027, perasmian 15 Mei 2027. Dibuka Selasa-Ahad, 10.00 pagi - 6.00 petang, diurus 2 sukarelawan JKKP bergilir. Sasaran 300 pengunjung sebulan.",
  });

  it("costs RM 32,000 with 1,500 books, and the books given are a source, not a cost", () => {
    expect(text).toMatch(/^3 Naskhah buku 1,500 RM 10\.00 RM 15,000\.00 ?$/m);
    expect(text).toMatch(/^ Jumlah Keseluruhan RM 32,000\.00 ?$/m);
    expect(text).not.toMatch(/RM 42,000|Sumbang buku 1 |,500 naskhah/);
    expect(text).toMatch(/Perbadanan Perpustakaan Awam Selangor \(PPAS\) \(RM 10,000\.00\)/);
  });
});

describe("a youth club's futsal tournament with team fees, sponsors and a shared-out prize line", () => {
  const text = paper({
    language: "ms",
    type: "event",
    title: "Kejohanan Futsal Belia Piala Ketua Kampung 2027",
    description:
      "Kelab Belia Kampung Sungai Rambai nak anjurkan Kejohanan Futsal Belia Piala Ketua Kampung pada 13 dan 14 Mac 2027 (Sabtu & Ahad), 8.00 pagi hingga 6.00 petang di Arena Futsal Bukit Katil, Melaka. Sasaran 24 pasukan (umur 15-25 tahun), setiap pasukan maksimum 10 pemain. Yuran penyertaan RM80 satu pasukan, jadi kutipan yuran dijangka RM1,920. Tajaan: Kedai Motor Ah Seng RM1,500, ADUN Bukit Katil RM2,400. Anggaran perbelanjaan: sewa 4 gelanggang 2 hari RM2,400, hadiah wang tunai & piala RM1,800 (johan RM500, naib johan RM300, ketiga RM150 x2), pengadil 6 orang RM600, makan minum petugas RM420, baju petugas 30 helai RM600. Jumlah RM5,820. Penasihat: Tuan Haji Rosli bin Ahmad (Ketua Kampung). Pengerusi: Encik Hafiz Zulkifli. Setiausaha: Cik Nurul Ain Kamarudin. Bendahari: Encik Faizal Omar.",
    keyRequirements: ["Cabutan undi kumpulan pada 27 Februari 2027", "Pasukan layak ke suku akhir mengikut mata"],
  });

  it("costs RM 5,820, the prizes one line of RM 1,800", () => {
    expect(text).toMatch(/^2 Hadiah wang tunai & piala 1 RM 1,800\.00 RM 1,800\.00 ?$/m);
    expect(text).toMatch(/^ Jumlah Keseluruhan RM 5,820\.00 ?$/m);
    expect(text).not.toMatch(/^\d+ (?:Naib johan|Ketiga) /m);
  });

  it("is paid by the fees collected and the two sponsors", () => {
    expect(text).toMatch(
      /^Kutipan yuran RM 1,920\.00 ?\nKedai Motor Ah Seng RM 1,500\.00 ?\nADUN Bukit Katil RM 2,400\.00 ?\nJumlah RM 5,820\.00/m,
    );
  });
});

describe("a robotics challenge funded by the PTA, the district office, team fees and the school fund", () => {
  it("lists every source, the fee counted over the 60 teams", () => {
    const text = paper({
      language: "en",
      type: "event",
      title: "SK Taman Melati Inter-School Robotics Challenge 2027",
      description:
        "I am Mr. Kumar a/l Rajendran, STEM coordinator at SK Taman Melati, Kuala Lumpur. We plan to host the Inter-School Robotics Challenge 2027 on Saturday, 17 April 2027, 8.00am to 4.00pm at the school hall. 20 primary schools in Zon Keramat, 3 teams per school (60 teams, 180 pupils, Year 4-6). Categories: line-following robot and LEGO SPIKE mission. Budget RM9,600: trophies and medals RM2,800, competition mats and field kits RM2,400, judges' honorarium 8 judges x RM150 = RM1,200, food for 250 people RM2,500, banners and certificates RM700. Funding: PIBG RM4,000, PPD Keramat RM3,000, registration fee RM40 per team (RM2,400), plus RM200 from school fund. Committee: Advisor Puan Noraini Hassan (Headmistress), Chairman Mr. Kumar a/l Rajendran, Secretary Cik Lim Mei Ling, Treasurer Encik Azman Sulaiman, Technical Head Mr. Daniel Wong.",
    });
    expect(text).toMatch(
      /^PIBG RM 4,000\.00 ?\nPPD Keramat RM 3,000\.00 ?\nRegistration fee \(60 teams x RM 40\.00\) RM 2,400\.00 ?\nSchool fund RM 200\.00 ?\nTotal RM 9,600\.00/m,
    );
  });
});

describe("a sponsorship request titled by what it is", () => {
  it("is about the flood relief kits, never 'the sponsorship request programme'", () => {
    const text = paper({
      language: "en",
      kind: "program",
      type: "grant",
      title: "Sponsorship Request: Flood Relief Family Kit Drive, Kelantan 2027",
      description:
        "Pertubuhan Kebajikan Insan Prihatin (PKIP), a registered NGO in Kota Bharu, seeks CSR sponsorship from Syarikat Tenaga Timur Sdn Bhd for our Flood Relief Family Kit Drive. We will pack and distribute 1,200 family kits to flood-affected households in Pasir Mas and Tumpat from 10 to 24 January 2027.",
    });
    expect(text).toMatch(/flood relief family kit/);
    expect(text).not.toMatch(/sponsorship request (?:programme|will)/i);
  });
});

describe("a Deepavali open house whose association pays the balance (the twenty-fifth reading's server brief)", () => {
  it("names the association, not 'Association will pay the balance', as who pays RM 4,800", () => {
    const text = paper({
      language: "en",
      kind: "program",
      type: "event",
      title: "Taman Sri Muda Deepavali Open House 2027",
      description:
        "The Taman Sri Muda Residents' Association, Shah Alam, will hold a Deepavali open house on Sunday, 31 October 2027 from 11.00 am to 3.00 pm at the Dewan Serbaguna Taman Sri Muda. The estimated cost is RM 7,800: food for 430 people at RM 12 (RM 5,160), the dance group RM 1,200, prizes for the kolam competition RM 640 and canopy and sound system RM 800. Shah Alam City Council has agreed to sponsor RM 3,000 and the association will pay the balance of RM 4,800.",
    });
    expect(text).toMatch(
      /^Shah Alam City Council RM 3,000\.00 ?\nTaman Sri Muda Residents' Association RM 4,800\.00 ?\nTotal RM 7,800\.00/m,
    );
  });
});

describe("a car wash's MARA loan whose sales target is stated as a target", () => {
  it("makes 'sasaran jualan ialah RM 30,000 sebulan' an objective, from the RM 18,000 it sells now", () => {
    const text = paper(
      {
        language: "ms",
        kind: "geran",
        type: "business",
        title: "Permohonan Pembiayaan MARA untuk Pembesaran Kilat Auto Car Wash",
        description:
          "Kilat Auto Car Wash (SSM 202101023456) milik Encik Firdaus bin Rahim beroperasi di Jalan Reko, Kajang sejak Mei 2021 dengan 5 pekerja. Jualan semasa purata RM 18,000 sebulan daripada kira-kira 45 kereta sehari. Saya memohon pembiayaan MARA sebanyak RM 65,000 untuk membuka petak kedua: sistem vakum berpusat RM 14,000, bumbung dan lantai petak RM 43,000 serta sistem kitar semula air RM 8,000. Selepas pembesaran, sasaran jualan ialah RM 30,000 sebulan dan 3 pekerja baharu akan diambil.",
      },
      PROFESSIONAL,
    );
    expect(text).toMatch(
      /^Meningkatkan jualan kepada RM 30,000 sebulan \(daripada RM 18,000 sebulan\) ?\nMengambil 3 pekerja baharu ?$/m,
    );
  });
});

describe("a mosque's mass circumcision day (the twenty-fifth reading's server brief)", () => {
  const text = paper(
    {
      language: "ms",
      kind: "program",
      type: "event",
      title: "Program Berkhatan Beramai-ramai Masjid Al-Falah Taman Sri Gombak 2027",
      description:
        "Jawatankuasa Masjid Al-Falah Taman Sri Gombak akan menganjurkan Program Berkhatan Beramai-ramai pada Sabtu, 4 Disember 2027, jam 8.00 pagi hingga 1.00 petang di Dewan Serbaguna Masjid Al-Falah. Seramai 60 orang kanak-kanak lelaki berumur 7 hingga 12 tahun dari keluarga asnaf akan dikhatankan secara percuma. Aturcara: pendaftaran dan sarapan 8.00 pagi, tazkirah ringkas oleh Ustaz Hafiz Roslan 8.30 pagi, sesi berkhatan bermula 9.00 pagi, penyampaian cenderamata dan sumbangan 12.00 tengah hari, makan tengah hari 12.30 tengah hari. Anggaran kos: sumbangan tunai 60 x RM100 = RM6,000; baju Melayu 60 x RM45 = RM2,700; beg hadiah 60 x RM25 = RM1,500; bekalan ubat dan peralatan perubatan RM3,600; makan minum 250 orang x RM12 = RM3,000; khemah, kerusi dan PA sistem RM1,200. Jumlah RM18,000. Lembaga Zakat Selangor telah meluluskan RM8,000, tabung masjid menanggung RM4,000 dan baki RM6,000 dipohon daripada syarikat dan orang ramai.",
    },
    PROFESSIONAL,
  );
  it("keeps each step at the time written after it", () => {
    expect(text).toMatch(
      /^8\.00 pagi Pendaftaran dan sarapan ?\n8\.30 pagi Tazkirah ringkas oleh Ustaz Hafiz Roslan ?\n9\.00 pagi Sesi berkhatan ?\n12\.00 tengah hari Penyampaian cenderamata dan sumbangan ?\n12\.30 tengah hari Makan tengah hari ?$/m,
    );
  });
  it("costs the cash gifts the children receive, and every other line as written", () => {
    expect(text).toMatch(
      /^1 Sumbangan tunai 60 RM 100\.00 RM 6,000\.00 ?\n2 Baju Melayu 60 RM 45\.00 RM 2,700\.00 ?$/m,
    );
    expect(text).toMatch(
      /^6 Khemah, kerusi dan PA sistem 1 RM 1,200\.00 RM 1,200\.00 ?\n Jumlah Keseluruhan +RM 18,000\.00/m,
    );
  });
  it("names the zakat board, the mosque's fund and who is asked for the RM 6,000 balance", () => {
    expect(text).toMatch(
      /^Lembaga Zakat Selangor RM 8,000\.00 ?\nTabung masjid RM 4,000\.00 ?\nSyarikat dan orang ramai \(baki, dipohon\) RM 6,000\.00 ?\nJumlah RM 18,000\.00/m,
    );
  });
});

describe("a surau's night whose running order, costs and funding are set out line by line (the twenty-fifth reading)", () => {
  const text = paper({
    language: "ms",
    kind: "program",
    type: "event",
    title: "Program Qiamullail dan Ceramah Kesihatan Jantung Surau Al-Hidayah",
    description:
      "Jawatankuasa Surau Al-Hidayah, Taman Sri Muda, Seksyen 25 Shah Alam nak buat program qiamullail digabungkan dengan ceramah kesihatan jantung pada 13 Mac 2027 sampai subuh 14/3/2027. Sasaran peserta 150 orang jemaah (dewasa) + 40 remaja.\n\nAtur cara:\n- 9.00 mlm solat Isyak berjemaah\n- 9.30 mlm ceramah kesihatan jantung\n- 11.30 mlm rehat/tidur\n- 3.30 pagi qiamullail (solat taubat, tahajud, hajat)\n- 5.45 pagi solat subuh & tazkirah\n- 7.00 pagi sarapan dan bersurai\n\nAnggaran kos:\nSaguhati penceramah RM 500\nSaguhati imam RM200\nMakan malam (moreh) 190 orang x RM6 = RM1,140\nSarapan 190 x RM5 = RM950\nCetakan banner & risalah RM 310\nAlat kesihatan (jalur ujian gula) RM400\nJumlah RM3,500\n\nPembiayaan: Tabung surau RM1,200, Sumbangan ADUN Kota Anggerik RM1,000, Majlis Agama Islam Selangor (MAIS) RM 1,000. Baki ditanggung derma jemaah.",
  });
  it("reads the running order from its lines, up to the subuh prayer and breakfast", () => {
    expect(text).toMatch(
      /^9\.00 mlm Solat Isyak berjemaah ?\n9\.30 mlm Ceramah kesihatan jantung ?\n11\.30 mlm Rehat\/tidur ?$/m,
    );
    expect(text).toMatch(/^5\.45 pagi Solat subuh & tazkirah ?\n7\.00 pagi Sarapan dan bersurai ?$/m);
    expect(text).not.toMatch(/malam 500|RM1 ?$/m);
  });
  it("costs each line under 'Anggaran kos:'", () => {
    expect(text).toMatch(
      /^1 Saguhati penceramah 1 RM 500\.00 RM 500\.00 ?\n2 Saguhati imam 1 RM 200\.00 RM 200\.00 ?$/m,
    );
    expect(text).toMatch(
      /^6 Alat kesihatan \(jalur ujian gula\) 1 RM 400\.00 RM 400\.00 ?\n Jumlah Keseluruhan +RM 3,500\.00/m,
    );
  });
  it("has the congregation's donations pay the balance the three sources leave", () => {
    expect(text).toMatch(
      /^Majlis Agama Islam Selangor \(MAIS\) RM 1,000\.00 ?\nDerma jemaah \(baki\) RM 300\.00 ?\nJumlah RM 3,500\.00/m,
    );
  });
});

describe("who presents the paper, as the brief says it (the twenty-fifth reading)", () => {
  it("makes 'Kami Syarikat Hijau Indah Landskap Sdn. Bhd.' the bidder without the 'Kami'", () => {
    const text = paper(
      {
        language: "ms",
        kind: "tender",
        type: "proposal",
        title: "Sebut Harga Perkhidmatan Memotong Rumput Zon 3 Majlis Perbandaran Kluang",
        description:
          "Kami Syarikat Hijau Indah Landskap Sdn. Bhd. (No. Pendaftaran 201901023456, Gred G2 CIDB, taraf Bumiputera) ingin mengemukakan sebut harga bagi No. Sebut Harga MPK/SH/15/2027 untuk perkhidmatan memotong rumput di Zon 3 Majlis Perbandaran Kluang (MPK). Tempoh kontrak 12 bulan: 1 April 2027 hingga 31 Mac 2028. Jumlah harga tawaran: RM179,880 setahun. Pengarah Urusan: Pn. Faridah binti Salleh.",
      },
      PROFESSIONAL,
    );
    expect(text).toMatch(/Syarikat Hijau Indah Landskap Sdn\. Bhd\./);
    expect(text.replace(/^Kami Syarikat Hijau Indah Landskap Sdn\. Bhd\. \(No\. Pendaftaran.*$/m, "")).not.toMatch(
      /Kami Syarikat/,
    );
  });

  it("makes the NGO that says 'we are' the applicant, not the company that donates fabric", () => {
    const text = paper(
      {
        language: "en",
        kind: "geran",
        type: "grant",
        title: "Kedai Jahit Harapan – Sewing Skills Programme for B40 Single Mothers, Kuantan",
        description:
          "Hi, we are Pertubuhan Wanita Harapan Pahang (PWHP), registered with ROS in 2019 (PPM-008-06-14032019). We are applying to Yayasan Hasanah for a grant of RM 148,500 to run a 9-month sewing programme for 60 single mothers in Kuantan. Total project cost RM154,500. Other support: Kuantan Textile Sdn Bhd will donate fabric offcuts (est. value RM5k, not in budget).",
      },
      PROFESSIONAL,
    );
    expect(text).toMatch(/^Applicant Pertubuhan Wanita Harapan Pahang ?$/m);
    expect(text).toMatch(/^Registration no\. \(ROS\) PPM-008-06-14032019 ?$/m);
    expect(text).not.toMatch(/Kuantan Textile Sdn Bhd (?:submits|is ready)/);
  });

  it("makes a school's paper to its PIBG the school's, never the contractor's who quoted it", () => {
    const text = paper(
      {
        language: "ms",
        kind: "cadangan",
        type: "proposal",
        title: "Kertas Cadangan Pembinaan Pondok Menunggu dan Laluan Berbumbung SK Bukit Beruang",
        description:
          "Kertas cadangan ini dikemukakan kepada Yang Dipertua PIBG SK Bukit Beruang, Melaka untuk memohon peruntukan membina pondok menunggu ibu bapa dan laluan berbumbung.\n\nAnggaran kos (sebutharga Syarikat Jaya Bina Enterprise):\n1. Pondok menunggu - RM18,500\n2. Laluan berbumbung 45m x RM420/meter = RM18,900\nJumlah keseluruhan: RM37,400\n\nKelulusan diperlukan dalam Mesyuarat Agung PIBG 20 Mac 2027.",
      },
      PROFESSIONAL,
    );
    expect(text).toMatch(/Cadangan ini dikemukakan oleh SK Bukit Beruang\./);
    expect(text).not.toMatch(/(?:oleh|kepada) (?:Syarikat Jaya Bina Enterprise|PIBG 20 Mac)/);
  });
});

describe("a bakery's second outlet that hires staff (the twenty-fifth reading)", () => {
  const text = paper({
    language: "en",
    kind: "cadangan",
    type: "business",
    title: "Roti Kampung Mak Jah – Second Outlet & Oven Expansion Financing",
    description:
      "Roti Kampung Mak Jah Enterprise (SSM 202203145678) is a home-based bakery in Seremban. We want to open a 2nd outlet at Taman Bukit Kepayang, Seremban 2, opening 1 March 2027.\n\nFinancing needed: RM120,000 from BSN.\nUse of funds:\n1. Deck oven 3-deck 6-tray (Sinmag) – RM38,500\n2. Shop renovation & signage – RM35,000\n3. Chiller, display cases, mixer 20L – RM21,500\n4. Deposit & 3 months rent (RM3,200/month) – RM12,800\n5. Working capital (ingredients, packaging) – RM12,200\nTotal RM120,000\n\nStaff: hire 4 new staff (2 bakers, 2 cashiers) at RM1,700 each.",
  });
  it("keeps the RM 120,000 asked, with no wages added to what is bought", () => {
    expect(text).toMatch(/^ Grand Total +RM 120,000\.00 ?$/m);
    expect(text).not.toMatch(/New staff|126,800/);
  });
  it("never says a proposal that hires four people makes no new posts", () => {
    expect(text).not.toMatch(/no new posts/);
  });
});

describe("a charity run's day set out under 'Programme on the day:' (the twenty-fifth reading)", () => {
  const text = paper(
    {
      language: "en",
      kind: "program",
      type: "event",
      title: "Penang Heritage Charity Run 2027",
      description:
        "Rotary Club of Georgetown Heritage is organising the Penang Heritage Charity Run 2027 on Sunday, 18 April 2027 at Esplanade (Padang Kota Lama), George Town. Total 3,000 participants.\n\nProgramme on the day:\n4.30am – Registration & bag drop open\n5.30am – Warm up (Zumba)\n5.45am – Flag off 10km\n6.00am – Flag off 5km\n7.30am – Kids dash\n8.30am – Prize giving & mock cheque presentation\n10.00am – End\n\nRace kit collection 16–17 April 2027 at Gurney Paragon Mall.",
    },
    PROFESSIONAL,
  );
  it("keeps the organisers' running order, not a 4 am prayer and speech", () => {
    expect(text).toMatch(
      /^4\.30am Registration & bag drop open ?\n5\.30am Warm up \(Zumba\) ?\n5\.45am Flag off 10km ?$/m,
    );
    expect(text).toMatch(/^7\.30am Kids dash ?\n8\.30am Prize giving & mock cheque presentation ?\n10\.00am End ?$/m);
    expect(text).not.toMatch(/Prayer and welcome address/);
  });
  it("holds it at the Esplanade", () => {
    expect(text).toMatch(/^Venue Esplanade \(Padang Kota Lama\), George Town ?$/m);
  });
});

describe("an FRGS study budgeted by vot under 'Budget requested RM98,600:' (the twenty-fifth reading)", () => {
  const text = paper(
    {
      language: "en",
      kind: "penyelidikan",
      type: "research",
      title: "Low-Cost IoT Water Level Sensors for Flash Flood Early Warning in Kampung Communities, Kelantan",
      description:
        "Applying for FRGS 2027. Project leader: Dr. Nurul Aini binti Mohd Razak, Senior Lecturer, Universiti Teknologi MARA (UiTM) Cawangan Terengganu. Co-researchers: Assoc. Prof. Dr. Wong Kah Seng (Universiti Malaysia Kelantan, hydrology) and Ts. Mohd Hafiz Zainal (UiTM, embedded systems).\n\nDuration: 24 months, 1 Feb 2027 – 31 Jan 2029.\n\nObjectives:\n1. To characterise rainfall-to-water-level response time in 3 small catchments.\n2. To develop a LoRaWAN sensor node costing under RM350/unit.\n\nBudget requested RM98,600:\nVot 11000 – Salary/wages (GRA RM1,800 x 24 months) RM43,200\nVot 21000 – Travel & fieldwork RM14,400\nVot 27000 – Research materials & supplies (sensors, LoRa gateways, solar panels) RM22,000\nVot 28000 – Minor maintenance RM3,000\nVot 29000 – Professional services (publication fees, lab calibration) RM11,000\nVot 35000 – Accessories & equipment (data logger) RM5,000",
    },
    PROFESSIONAL,
  );
  it("costs each vot as written, the assistant's pay by the month, and never the objective's RM350 ceiling", () => {
    expect(text).toMatch(
      /^1 Vot 11000 – Salary\/wages \(GRA\) 24 RM 1,800\.00 RM 43,200\.00 ?\n2 Vot 21000 – Travel & fieldwork 1 RM 14,400\.00 RM 14,400\.00 ?$/m,
    );
    expect(text).toMatch(
      /^6 Vot 35000 – Accessories & equipment \(data logger\) 1 RM 5,000\.00 RM 5,000\.00 ?\n Grand Total +RM 98,600\.00/m,
    );
    expect(text).not.toMatch(/^\d+ To develop|Remaining allocation/m);
  });
  it("keeps each co-researcher at the university named beside them", () => {
    expect(text).toMatch(/^Co-researcher Assoc\. Prof\. Dr\. Wong Kah Seng Universiti Malaysia Kelantan ?$/m);
  });
});

describe("a grass-cutting quotation's workforce (the twenty-fifth reading)", () => {
  it("counts the 14 workers and the supervisor, and never makes the closing hour a shift", () => {
    const text = paper(
      {
        language: "ms",
        kind: "tender",
        type: "proposal",
        title: "Sebut Harga Perkhidmatan Memotong Rumput Zon 3 Majlis Perbandaran Kluang",
        description:
          "Kami Syarikat Hijau Indah Landskap Sdn. Bhd. ingin mengemukakan sebut harga untuk perkhidmatan memotong rumput di Zon 3 Majlis Perbandaran Kluang (MPK). Tempoh kontrak 12 bulan: 1 April 2027 hingga 31 Mac 2028. Jumlah harga tawaran: RM179,880 setahun.\n\nTenaga kerja: 14 pekerja (semua warganegara), 1 penyelia tapak En. Hairul Nizam bin Jamil.\n\nTarikh tutup sebut harga: 26 Februari 2027, 12.00 tengah hari.",
      },
      PROFESSIONAL,
    );
    expect(text).toMatch(/^Pekerja 14 \[Nyatakan syif\] ?\nPenyelia tapak 1 \[Nyatakan syif\] ?$/m);
    expect(text).not.toMatch(/^Penyelia tapak 1 12\.00/m);
  });
});

describe("a school's project committee set out line by line (the twenty-fifth reading)", () => {
  it("has its secretary prepare the paper and its chair, the headmistress, support it", () => {
    const text = paper(
      {
        language: "ms",
        kind: "cadangan",
        type: "proposal",
        title: "Kertas Cadangan Pembinaan Pondok Menunggu SK Bukit Beruang",
        description:
          "Kertas cadangan ini dikemukakan kepada Yang Dipertua PIBG SK Bukit Beruang, Melaka untuk memohon peruntukan membina pondok menunggu ibu bapa. Jumlah keseluruhan: RM18,500.\n\nJawatankuasa projek:\nPengerusi - Pn. Norhayati binti Abd Rahman (Guru Besar)\nSetiausaha - Cikgu Suresh a/l Murugan (GPK HEM)\nBendahari - Pn. Wan Nurul Aini (Bendahari PIBG)",
      },
      PROFESSIONAL,
    );
    expect(text).toMatch(
      /^Cikgu Suresh a\/l Murugan Pn\. Norhayati binti Abd Rahman \[Nyatakan nama\] ?\nSetiausaha, SK Bukit Beruang Pengerusi, SK Bukit Beruang /m,
    );
  });
});

describe("a school's Chinese New Year night (the twenty-sixth reading)", () => {
  const text = paper(
    {
      language: "en",
      type: "event",
      title: "SJKC Chung Hwa Klang Chinese New Year Cultural Night 2027",
      description:
        "The PTA of SJKC Chung Hwa Klang will hold a Chinese New Year Cultural Night on Saturday, 20 February 2027 from 7.00 pm to 10.30 pm at the school hall. About 600 pupils, parents and guests are expected. The programme: 7.00 pm arrival and dinner, 7.45 pm lion dance, 8.15 pm welcome speech by the PTA chairman Mr. Tan Boon Huat, 8.30 pm pupils' performances (choir, 24 festive drums, calligraphy), 9.45 pm lucky draw, 10.30 pm end. Budget RM21,400: dinner 60 tables x RM250 = RM15,000, lion dance troupe RM1,800, stage, lighting and sound RM2,600, lucky draw prizes RM1,500, decorations RM500. Funding: dinner tables sold to parents at RM300 per table (RM18,000), sponsorship from Klang Traders' Association RM2,000 and the PTA will pay the balance of RM1,400. Organising secretary: Ms. Lim Siew Ling.",
    },
    PROFESSIONAL,
  );

  it("calls it the cultural night, never 'the year cultural night'", () => {
    expect(text).toMatch(/The cultural night will be held on 20 February 2027/);
    expect(text).not.toMatch(/\byear cultural night/);
  });

  it("keeps all six steps, through the chairman's 'Mr.' and the commas in brackets", () => {
    expect(text).toMatch(/^8\.15 pm Welcome speech by the PTA chairman Mr\. Tan Boon Huat ?$/m);
    expect(text).toMatch(/^8\.30 pm Pupils' performances \(choir, 24 festive drums, calligraphy\) ?$/m);
    expect(text).toMatch(/^10\.30 pm End ?$/m);
  });

  it("seats the PTA chairman on the committee, counts everyone expected and names the table sales plainly", () => {
    expect(text).toMatch(/^PTA chairman Mr\. Tan Boon Huat Chairs the meetings and represents the organiser ?$/m);
    expect(text).toMatch(/^Pupils, parents and guests 600 pupils, parents and guests ?$/m);
    expect(text).toMatch(/^Dinner tables sold to parents \(60 tables x RM 300\.00\) RM 18,000\.00 ?$/m);
  });
});

describe("a community kindergarten's grant (the twenty-sixth reading)", () => {
  const text = paper(
    {
      language: "ms",
      kind: "geran",
      type: "grant",
      title: "Permohonan Geran Tadika Komuniti Kampung Sungai Kapar Indah",
      description:
        "Pertubuhan Kebajikan Ibu Prihatin Kapar (PPM-012-10-05062021) memohon geran sebanyak RM45,000 daripada Yayasan Selangor untuk menubuhkan Tadika Komuniti Kampung Sungai Kapar Indah bagi 40 kanak-kanak berumur 5 hingga 6 tahun daripada keluarga B40 yang tidak mampu menghantar anak ke tadika swasta. Tadika akan beroperasi di Dewan Orang Ramai Kampung Sungai Kapar Indah mulai 4 Januari 2027 untuk tempoh 12 bulan. Kos keseluruhan RM52,000: elaun 2 guru tadika RM1,500 sebulan x 12 bulan = RM36,000, perabot dan peralatan kelas RM7,500, buku dan bahan bacaan RM3,000, makanan tambahan RM4,000 dan insurans serta pendaftaran RM1,500. Pertubuhan akan menanggung RM7,000 daripada kutipan derma ahli. Pengerusi pertubuhan ialah Puan Zainab binti Othman dan setiausaha Puan Kavitha a/p Raman. Sasaran: 90% kanak-kanak boleh membaca dan mengira asas sebelum masuk Tahun 1 pada 2028.",
    },
    PROFESSIONAL,
  );

  it("measures the target on 'kanak-kanak' whole", () => {
    expect(text).toMatch(/Angka sebenar berbanding sasaran 90% kanak-kanak /);
  });

  it("shows the teachers' allowance as 2 teachers x 12 months", () => {
    expect(text).toMatch(/^1 Elaun 2 guru tadika 24 \(2 guru x 12 bulan\) RM 1,500\.00 RM 36,000\.00 ?$/m);
  });
});

describe("an SPM camp set out in lists (the twenty-sixth reading)", () => {
  const text = paper(
    {
      language: "ms",
      type: "event",
      title: "Kem Kecemerlangan SPM 2027 SMK Seri Gading",
      description:
        "Program ini dianjurkan oleh Unit Kurikulum SMK Seri Gading dengan kerjasama PIBG sekolah. Kem 3 hari 2 malam untuk murid Tingkatan 5 calon SPM 2027.\n\nTarikh: 21 - 23 Mei 2027 (Jumaat hingga Ahad)\nTempat: Kem Bina Semangat Sri Medan, Batu Pahat, Johor\nPeserta: 180 murid Tingkatan 5, 22 guru pengiring, 6 fasilitator dari Akademi Minda Juara Sdn. Bhd.\n\nObjektif:\n1. Meningkatkan teknik menjawab soalan SPM (Matematik, Sejarah, Bahasa Inggeris)\n2. Membina motivasi dan disiplin belajar\n3. Menyasarkan GPS sekolah naik dari 5.12 (2026) kepada 4.80\n\nAtur cara Hari 1 (Jumaat 21/5):\n2.30 ptg - Bertolak dari sekolah (4 buah bas)\n4.00 ptg - Pendaftaran & taklimat keselamatan\n8.30 mlm - Ceramah motivasi oleh Dr. Mohd. Fadzil bin Abd. Latif\nHari 2 (Sabtu 22/5):\n6.00 pagi - Senamrobik\n8.30 pagi - Klinik Matematik & Sejarah (berkumpulan)\n2.30 ptg - Explorace / LDK\n9.00 mlm - Malam kebudayaan\nHari 3 (Ahad 23/5):\n8.00 pagi - Bengkel teknik menjawab BI\n11.30 pagi - Majlis penutup oleh Pengetua\n1.00 ptg - Bertolak pulang\n\nJawatankuasa:\nPenaung: Tn. Hj. Ismail bin Abd. Rahman (Pengetua)\nPengerusi: Pn. Nur-Aisyah binti Mohd. Yusoff (PK Pentadbiran)\nSetiausaha: Cik Tan Siew Ling\nBendahari: En. Kumaran a/l Subramaniam\nAJK Keselamatan: Kpl. (B) Rahim bin Osman (Guru Disiplin)\n\nAnggaran kos:\n- Sewa kem & makan 3 hari: 208 orang x RM95 = RM19,760\n- Sewa bas 4 buah x RM1,100 = RM4,400\n- Yuran fasilitator Akademi Minda Juara: RM6,000\n- Modul & alat tulis: 180 x RM12 = RM2,160\n- Insurans peserta: 208 x RM4 = RM832\n- Cenderamata & hadiah: RM848\nJumlah: RM34,000\n\nSumber kewangan:\n- Yuran murid RM80 x 180 = RM14,400\n- PIBG SMK Seri Gading RM8,000\n- Sumbangan Ahli Parlimen Parit Sulong RM5,000\n- Tajaan Koperasi Sekolah RM2,000\nBaki RM4,600 ditanggung oleh peruntukan Kumpulan Wang Sekolah.\n\nMurid B40 (seramai 46 orang) dikecualikan yuran, ditanggung oleh PIBG.",
    },
    PROFESSIONAL,
  );

  it("keeps 'Abd.', 'Mohd.' and 'Tn. Hj.' inside names, and each post on its own row", () => {
    expect(text).toMatch(/^Penaung Tn\. Hj\. Ismail bin Abd\. Rahman /m);
    expect(text).toMatch(/^Pengerusi Pn\. Nur-Aisyah binti Mohd\. Yusoff /m);
    expect(text).toMatch(/^Setiausaha Cik Tan Siew Ling Urusan surat-menyurat/m);
    expect(text).toMatch(/^Bendahari En\. Kumaran a\/l Subramaniam /m);
    expect(text).toMatch(/Ceramah motivasi oleh Dr\. Mohd\. Fadzil bin Abd\. Latif/);
  });

  it("costs the six lines at RM 34,000 and lists the five sources under 'Sumber kewangan:'", () => {
    expect(text).toMatch(/^ Jumlah Keseluruhan RM 34,000\.00 ?$/m);
    expect(text).not.toMatch(/^\d+ (?:Yuran murid|PIBG SMK Seri Gading|Tajaan Koperasi Sekolah) \d/m);
    expect(text).toMatch(
      /^Yuran murid RM 14,400\.00 ?\nPIBG SMK Seri Gading RM 8,000\.00 ?\nSumbangan Ahli Parlimen Parit Sulong RM 5,000\.00 ?\nTajaan Koperasi Sekolah RM 2,000\.00 ?\nPeruntukan Kumpulan Wang Sekolah RM 4,600\.00 ?$/m,
    );
  });
});

describe("a study whose ethics committee approves it (the twenty-sixth reading)", () => {
  const text = paper(
    {
      language: "ms",
      kind: "penyelidikan",
      type: "research",
      title: "Tahap Literasi Kewangan dalam Kalangan Peniaga Kecil Wanita di Kota Bharu",
      description:
        "Saya Dr. Nor Aziah binti Ismail, pensyarah kanan Fakulti Keusahawanan UMK, memohon Geran Penyelidikan Universiti sebanyak RM18,000 untuk kajian selama 12 bulan mulai 1 Mac 2027. Masalah: ramai peniaga kecil wanita di pasar Siti Khadijah tidak menyimpan rekod kewangan dan sukar mendapatkan pembiayaan. Kajian ini menggunakan soal selidik kepada 300 peniaga wanita di tiga lokasi (Pasar Siti Khadijah, Pasar Wakaf Che Yeh dan Bazar Tok Guru) dan temu bual mendalam dengan 15 peniaga. Data dianalisis menggunakan SPSS dan analisis tematik. Kelulusan etika daripada Jawatankuasa Etika Penyelidikan UMK akan diperoleh sebelum pengumpulan data. Bajet: pembantu penyelidik RM9,600 (12 bulan x RM800), cetakan soal selidik RM1,200, perjalanan RM3,000, insentif responden 300 x RM10 = RM3,000, perisian NVivo RM1,200. Penyelidik bersama: Dr. Wan Suhaimi bin Wan Ahmad (UMK).",
    },
    PROFESSIONAL,
  );

  it("is the researcher's, never the ethics committee's", () => {
    expect(text).toMatch(/^Dr\. Nor Aziah binti Ismail mengemukakan /m);
    expect(text).not.toMatch(/Jawatankuasa Etika Penyelidikan UMK (?:mengemukakan|mengaku)/);
  });

  it("opens its methodology with the survey, the interviews and the analysis the brief describes", () => {
    const method = text.slice(text.indexOf("\nMetodologi\n") + 1);
    expect(method).toMatch(/^Metodologi\nKajian ini menggunakan soal selidik kepada 300 peniaga wanita di tiga lokasi/);
    const problem = text.slice(text.indexOf("\nPernyataan Masalah\n"), text.indexOf("\nObjektif Kajian\n"));
    expect(problem).toMatch(/Masalah: ramai peniaga kecil wanita/);
    expect(problem).not.toMatch(/soal selidik kepada 300/);
  });
});

describe("a university study set out under its own labels (the twenty-sixth reading)", () => {
  const text = paper(
    {
      language: "en",
      kind: "penyelidikan",
      type: "research",
      title: "Heat Stress and Hydration Practices among Food Delivery Riders in the Klang Valley",
      description:
        "This is a proposal for the UiTM Geran Penyelidikan Dalaman (GPD) 2026, Faculty of Health Sciences, UiTM Puncak Alam.\n\nBackground: Malaysia recorded heatwave alerts (Level 2) in 2024 in several districts by MetMalaysia. Food delivery riders (Grab, Foodpanda, ShopeeFood) work 8-12 hours outdoors. There is little local data on heat-related illness among this group.\n\nObjectives:\n1. To determine prevalence of heat-related symptoms among delivery riders in Klang Valley.\n2. To measure Wet Bulb Globe Temperature (WBGT) exposure at 6 rider hotspots.\n3. To assess hydration status using urine specific gravity.\n4. To identify factors associated with heat-related illness.\n\nMethodology: cross-sectional study, 384 riders (Krejcie & Morgan), convenience sampling at rider hubs in Shah Alam, Petaling Jaya, Subang Jaya, Kuala Lumpur (Bangsar, Cheras) and Puchong. Questionnaire (validated, Malay & English), WBGT meter QUESTemp 34, urine test strips. Data collection Jun-Sept 2026 (hot months). Analysis using SPSS v29, multiple logistic regression. Ethics from UiTM REC before data collection.\n\nResearch team:\nProject leader: Dr. Siti Khadijah binti Mansor (Senior Lecturer, Environmental Health)\nCo-researcher: Assoc. Prof. Dr. Rajesh Kumar a/l Subramaniam (Occupational Health)\nCo-researcher: Dr. Lee Wei Jie (Biostatistics)\nResearch assistant: 1 (Master student, RM1,800 x 10 months)\n\nDuration: 18 months (1 Mar 2026 \u2013 31 Aug 2027)\n\nBudget requested: RM29,850\nVot 11000 Research assistant: RM18,000\nVot 24000 Rental WBGT meter 2 units x 4 months x RM450 = RM3,600\nVot 27000 Research materials (urine strips, cups, gloves) RM2,450\nVot 21000 Travel & field work (mileage + toll) RM3,000\nVot 29000 Token for respondents 384 x RM5 = RM1,920 (balance RM880 for publication fee)\nTotal RM29,850\n\nExpected outputs: 2 journal articles (Scopus Q2), 1 master student graduate, policy brief to DOSH (JKKP) and MOHR on rider heat protection.\n\nMilestones:\nM1 (Month 3) Ethics approval\nM2 (Month 7) Data collection completed\nM3 (Month 12) Analysis completed\nM4 (Month 18) Final report & manuscript submitted",
    },
    PROFESSIONAL,
  );

  it("names the study without a dangling 'among'", () => {
    expect(text).toMatch(/The study on heat stress and hydration practices costs RM 29,850\.00/);
    expect(text).not.toMatch(/practices among (?!Food)/);
  });

  it("lists the four numbered objectives", () => {
    expect(text).toMatch(
      /^To determine prevalence of heat-related symptoms among delivery riders in Klang Valley\nTo measure Wet Bulb Globe Temperature \(WBGT\) exposure at 6 rider hotspots\nTo assess hydration status using urine specific gravity\nTo identify factors associated with heat-related illness$/m,
    );
  });

  it("costs the vot lines under 'Budget requested: RM29,850', the balance in brackets its own line", () => {
    expect(text).toMatch(/^2 Vot 24000 Rental WBGT meter 8 \(2 units x 4 months\) RM 450\.00 RM 3,600\.00 ?$/m);
    expect(text).toMatch(
      /^5 Vot 29000 Token for respondents 384 RM 5\.00 RM 1,920\.00 ?\n6 Vot 29000 Publication fee 1 RM 880\.00 RM 880\.00 ?$/m,
    );
    expect(text).not.toMatch(/Remaining allocation/);
  });

  it("opens its methodology with its design and is prepared by its project leader", () => {
    expect(text).toMatch(/^Methodology\nCross-sectional study, 384 riders \(Krejcie & Morgan\)/m);
    expect(text).toMatch(/^Dr\. Siti Khadijah binti Mansor \[Enter name\] ?\nProject leader, UiTM /m);
  });
});

describe("an objective that moves a figure from one value to another (the twenty-sixth reading)", () => {
  it("measures it against the value it goes to", () => {
    const text = paper({
      language: "ms",
      type: "event",
      title: "Kem Kecemerlangan SPM 2027",
      description:
        "Kem 3 hari untuk 180 murid Tingkatan 5 di Kem Bina Semangat Sri Medan pada 21 Mei 2027.\n\nObjektif:\n1. Membina motivasi dan disiplin belajar\n2. Menyasarkan GPS sekolah naik dari 5.12 (2026) kepada 4.80",
    });
    expect(text).toMatch(
      /^Membina motivasi dan disiplin belajar\nMenyasarkan GPS sekolah naik dari 5\.12 \(2026\) kepada 4\.80$/m,
    );
    expect(text).toMatch(/^Objektif 2 Angka sebenar berbanding sasaran 4\.80 /m);
  });
});

describe("a cooperative's laundry grant near a MARA college (the twenty-sixth reading)", () => {
  const text = paper(
    {
      language: "ms",
      kind: "geran",
      type: "grant",
      title: "Permohonan Geran Pembangunan Koperasi: Dobi Layan Diri Koperasi Wanita FELDA Jengka 8",
      description:
        "Koperasi Wanita FELDA Jengka 8 Berhad (No. Pendaftaran Koperasi: PHG-5-0412, ditubuhkan 2011, 126 ahli) memohon Geran Pembangunan Koperasi daripada Suruhanjaya Koperasi Malaysia (SKM) Negeri Pahang sebanyak RM68,000 untuk membuka perniagaan dobi layan diri di lot kedai Koperasi, No. 3, Pusat Perniagaan FELDA Jengka 8, 26400 Bandar Jengka, Maran, Pahang.\n\nLatar belakang: Koperasi sekarang mengusahakan kedai runcit (jualan 2026: RM312,000, untung bersih RM21,400). Tiada dobi layan diri dalam radius 9 km. Kawasan ini ada 1,850 isi rumah termasuk 2 asrama sekolah (SMK Jengka 8 dan Maktab Rendah Sains MARA) dan pekerja ladang asing.\n\nKos projek:\n1. Mesin basuh 18kg x 6 unit @ RM7,500 = RM45,000\n2. Mesin pengering 25kg x 4 unit @ RM6,800 = RM27,200\n3. Ubah suai premis, paip & elektrik 3 fasa = RM9,800\n4. Sistem pembayaran tanpa tunai & CCTV = RM3,200\n5. Modal kerja 3 bulan = RM4,800\nJumlah kos projek: RM90,000\n\nSumbangan koperasi sendiri: RM22,000 (dari Kumpulan Wang Rizab). Geran dipohon: RM68,000.\n\nUnjuran: 45 kitaran basuh sehari x RM5 + 35 kitaran kering x RM5 = RM400 sehari; hasil kasar setahun anggaran RM144,000; kos operasi (elektrik, air, sewa, gaji 1 pekerja separuh masa) RM5,200 sebulan. Titik pulang modal dalam 22 bulan.\n\nPengurusan: Pengerusi Lembaga Koperasi Pn. Hajah Rokiah binti Che Mat; Setiausaha Pn. Siti Aminah binti Zakaria; Pengurus projek Cik Nurul Huda binti Ab. Wahab. Mesin akan dibekalkan oleh Syarikat Laundrotech (M) Sdn. Bhd. dengan waranti 2 tahun.\n\nJadual: kelulusan dijangka Ogos 2027, pemasangan September 2027, beroperasi 1 Oktober 2027.",
    },
    PROFESSIONAL,
  );

  it("asks the cooperative commission, never MARA from the college's name", () => {
    expect(text).toMatch(/bagi memohon pertimbangan Suruhanjaya Koperasi Malaysia \(SKM\)/);
    expect(text).not.toMatch(/\bMARA \(dipohon\)|pertimbangan MARA/);
  });

  it("shows the year's sales as a year's", () => {
    expect(text).toMatch(/^Jualan \/ pendapatan tahunan RM312,000 ?$/m);
  });
});

describe("a kelulut farm's bank financing with a grant already approved (the twenty-sixth reading)", () => {
  const text = paper(
    {
      language: "en",
      kind: "geran",
      type: "business",
      title: "Financing Application \u2013 Expansion of Kelulut Honey Farm, Kampung Sg. Lui, Hulu Langat",
      description:
        "Applicant: Encik Mohd Hafiz bin Rahman, owner of Hafiz Kelulut Enterprise (SSM: 202103145678 (JM0912345-K)), sole proprietor since March 2021. Farm located at Lot 2271, Kampung Sungai Lui, 43100 Hulu Langat, Selangor. Land is 1.5 acre, my family land (geran in father's name, Tuan Haji Rahman bin Osman, consent letter attached).\n\nCurrently I have 120 log hives (kelulut Heterotrigona itama). Production around 180 kg honey per year, sell at RM180/kg (1kg) through Shopee, Instagram and 2 pharmacies in Kajang. Sales 2025 = RM32,400. Net profit about RM14,000.\n\nI want to apply for financing from Agrobank under Program Agro Micro Financing (AgroCash-i) to expand to 400 hives and build small processing room with dehumidifier so moisture below 20% to meet MeSTI certification.\n\nProject cost:\n- New hive boxes (split colonies): 280 boxes x RM150 = RM42,000\n- Processing room (3m x 4m, cement + tiles + stainless sink): RM18,500\n- Dehumidifier honey machine 1 unit: RM9,800\n- Bottling & labelling machine semi-auto: RM6,200\n- Packaging (bottles 250ml & 500ml) first batch 5,000 pcs x RM1.20 = RM6,000\n- MeSTI + halal JAKIM application & lab test: RM2,500\n- Working capital (worker 1 person x 12 months x RM1,700): RM20,400\nTotal: RM105,400\n\nFinancing:\nAgrobank AgroCash-i: RM80,000 (tenure 5 years)\nGeran from Jabatan Pertanian (MyAgro) for hive boxes: RM15,000 (approved letter dated 12 Jan 2026)\nBalance RM10,400 from my own savings.\n\nProjection: after 18 months expect 550kg/year, at RM160/kg wholesale = RM88,000 sales per year. Monthly instalment estimated RM1,650.\n\nTimeline: Apr 2026 processing room build (6 weeks), May-Jul 2026 colony splitting, Sept 2026 MeSTI application, Jan 2027 first harvest from new hives.\n\nHelpers: my wife Puan Nurul Aini binti Zakaria (bookkeeping & online sales), 1 full-time worker to be hired. Mentor: Dr. Rosliza Jajuli from MARDI (kelulut specialist).",
    },
    PROFESSIONAL,
  );

  it("asks Agrobank for the RM 80,000 and tabulates the approved grant and the savings", () => {
    expect(text).toMatch(/^Financing amount RM 80,000\.00 ?$/m);
    expect(text).toMatch(
      /^Agrobank AgroCash-i RM 80,000\.00 ?\nJabatan Pertanian \(MyAgro\) RM 15,000\.00 ?\nOwn funds RM 10,400\.00 ?\nTotal RM 105,400\.00 ?$/m,
    );
  });

  it("keeps the 5-year tenure, the estimated instalment and the year's sales", () => {
    expect(text).toMatch(/^Repayment period 5 years ?$/m);
    expect(text).toMatch(/^Monthly instalment about RM 1,650\.00 ?$/m);
    expect(text).toMatch(/^Annual sales \/ income RM32,400 ?$/m);
  });
});

describe("a three-day bootcamp set out day by day (the twenty-sixth reading)", () => {
  const text = paper(
    {
      language: "en",
      type: "event",
      title: "Kod Borneo 2026: 3-Day Coding & Robotics Bootcamp for Secondary Students, Kota Kinabalu",
      description:
        "Organised by Persatuan Teknologi Belia Sabah (PTBS), ROS registration PPM-012-12-08072018, in collaboration with Universiti Malaysia Sabah (UMS) Faculty of Computing and Informatics.\n\nDate: 24-26 June 2026 (Wed-Fri, school holidays)\nVenue: Dewan Kuliah Pusat 3, UMS Kota Kinabalu\nParticipants: 90 Form 2-4 students from 15 secondary schools in Kota Kinabalu, Penampang, Tuaran and Kota Belud (6 students per school), plus 15 teacher escorts. 30 UMS student facilitators.\n\nObjectives: expose rural students to Python and Arduino, build a simple smart farming prototype, and encourage STEM stream.\n\nTentative programme:\nDay 1 (24 June)\n8.00am Registration\n9.00am Opening ceremony by Dean, FKI UMS (Prof. Dr. Jason Teo)\n10.00am Intro to Python\n1.00pm Lunch\n2.00pm Arduino basics\n5.00pm End\nDay 2 (25 June)\n8.30am Sensors & smart farming project\n1.00pm Lunch\n2.00pm Group project building (18 groups of 5)\n9.00pm Night session: Tech talk by alumni\nDay 3 (26 June)\n8.30am Final touches\n10.00am Project pitching & judging\n12.30pm Prize giving & closing by YB Assistant Minister of Science, Technology and Innovation Sabah\n2.00pm Depart\n\nCommittee:\nAdvisor: Prof. Dr. Jason Teo\nProject Director: Mr. Alvin Chong Wei Ming\nDeputy: Ms. Nur Syafiqah binti Jainal\nSecretary: Ms. Grace Lojingki\nTreasurer: Mr. Mohd Firdaus bin Ahmad\nTechnical: Mr. Kenneth Gunsalam\nLogistics & transport: Mr. Jaafar bin Salleh\n\nBudget:\nArduino kits 18 kits x RM320 = RM5,760\nTrainers 3 trainers x 3 days x RM400 = RM3,600\nMeals (135 pax x 3 days x RM35) = RM14,175\nHostel (UMS Kolej Kediaman) 105 pax x 2 nights x RM30 = RM6,300\nBus transport from districts 4 buses x RM1,200 = RM4,800\nT-shirts 135 x RM25 = RM3,375\nPrizes (1st RM1,500, 2nd RM1,000, 3rd RM500) = RM3,000\nPrinting & banners RM1,200\nTotal RM42,210\n\nFunding:\nSabah State Ministry of Science, Technology & Innovation (KSTI): RM20,000\nYayasan Sabah: RM10,000\nSponsorship from Sabah Electricity Sdn Bhd (SESB): RM8,000\nParticipant fee 90 x RM30 = RM2,700\nBalance RM1,510 paid by PTBS.\n\nContact: Mr. Alvin Chong, 012-834 5521, kodborneo@ptbs.org.my",
    },
    PROFESSIONAL,
  );

  it("keeps every day's running order under its day, and cuts no cost line into a step", () => {
    expect(text).toMatch(
      /^Day 1 \(24 June\) ?\n8\.00am Registration ?\n9\.00am Opening ceremony by Dean, FKI UMS \(Prof\. Dr\. Jason Teo\) ?$/m,
    );
    expect(text).toMatch(/^Day 3 \(26 June\) ?\n8\.30am Final touches ?$/m);
    expect(text).toMatch(/^2\.00pm Depart ?$/m);
    expect(text).not.toMatch(/^\d{1,2}\.\d{2} [ap]m \d{3}$/m);
  });

  it("lists the committee as written, every post with its holder", () => {
    expect(text).toMatch(/^Deputy Ms\. Nur Syafiqah binti Jainal /m);
    expect(text).toMatch(/^Technical Mr\. Kenneth Gunsalam /m);
    expect(text).toMatch(/^Logistics & transport Mr\. Jaafar bin Salleh /m);
    expect(text).not.toMatch(/^Teo$/m);
  });

  it("costs the prizes as one line and funds it from the five sources", () => {
    expect(text).toMatch(/^7 Prizes \(1st RM1,500, 2nd RM1,000, 3rd RM500\) 1 RM 3,000\.00 RM 3,000\.00 ?$/m);
    expect(text).toMatch(
      /^Sabah State Ministry of Science, Technology & Innovation \(KSTI\) RM 20,000\.00 ?\nYayasan Sabah RM 10,000\.00 ?\nSabah Electricity Sdn Bhd \(SESB\) RM 8,000\.00 ?\nParticipant fee RM 2,700\.00 ?\nPTBS RM 1,510\.00 ?$/m,
    );
  });
});

describe("a guarding quotation priced by the month (the twenty-sixth reading)", () => {
  const text = paper(
    {
      language: "ms",
      kind: "tender",
      type: "proposal",
      title: "Sebut Harga Perkhidmatan Kawalan Keselamatan Kolej Komuniti Kuala Langat",
      description:
        "Kepada: Pengarah, Kolej Komuniti Kuala Langat, Banting, Selangor.\nRujukan: No. Sebut Harga KKKL/SH/03/2027 - Perkhidmatan Kawalan Keselamatan Bersenjata dan Tidak Bersenjata bagi tempoh 24 bulan (1 Jun 2027 - 31 Mei 2029).\n\nPetender: Perisai Waja Security Services Sdn. Bhd. (No. SSM 200801034521, Lesen KDN KKDN/PKS/0215/2008, Pendaftaran MOF 357-02188745, status Bumiputera). Alamat: No. 15-2, Jalan Bunga Raya 3, 42700 Banting.\n\nKeperluan tapak: 3 pos kawalan (Pintu Utama, Blok Akademik, Asrama) 24 jam, 2 syif x 12 jam.\n\nTenaga kerja dicadangkan:\n- 1 Penyelia: Sjn. (B) Zainal Abidin bin Mat Isa, bekas anggota PDRM 22 tahun\n- 12 pengawal keselamatan (warganegara Malaysia, lulus kursus asas KDN)\n- 1 pengawal bersenjata (senapang patah) untuk pos Pintu Utama waktu malam\n\nHarga tawaran sebulan:\n- Penyelia 1 x RM3,600 = RM3,600\n- Pengawal 12 x RM2,450 = RM29,400\n- Pengawal bersenjata 1 x RM3,200 = RM3,200\n- Peralatan (walkie-talkie, sistem rondaan Guard Tour, lampu suluh) = RM800\nJumlah sebulan: RM37,000\nJumlah 24 bulan: RM888,000 (tidak termasuk SST 8%)\n\nPengalaman: Politeknik Sultan Salahuddin Abdul Aziz Shah (2021-2024, RM720,000), Hospital Banting (2023-kini). Kadar gaji mematuhi Perintah Gaji Minimum 2022 dan KWSP/PERKESO dibayar penuh.\n\nPengarah Urusan: Mejar (B) Datuk Haji Azman bin Haji Yaacob. Tarikh tutup: 14 April 2027, 12.00 tengah hari. Tempoh sah laku harga 90 hari.",
    },
    PROFESSIONAL,
  );

  it("prices each monthly line over the 24 months, with no unexplained balance", () => {
    expect(text).toMatch(/^2 Pengawal 288 \(12 x 24 bulan\) RM 2,450\.00 RM 705,600\.00 ?$/m);
    expect(text).toMatch(/^ Jumlah Keseluruhan RM 888,000\.00 ?$/m);
    expect(text).not.toMatch(/Baki peruntukan/);
  });

  it("names the bidder with its 'Sdn. Bhd.'", () => {
    expect(text).toMatch(/^Nama pemohon Perisai Waja Security Services Sdn\. Bhd\. ?$/m);
    expect(text).not.toMatch(/Services Sdn(?!\. Bhd\.)/);
  });
});

describe("a condominium's security proposal comparing three quotations (the twenty-sixth reading)", () => {
  const text = paper(
    {
      language: "en",
      kind: "cadangan",
      type: "proposal",
      title: "Proposal to Upgrade CCTV and Install Boom Gate Access Card System \u2013 Residensi Seri Maju, Cheras",
      description:
        "To: Joint Management Body (JMB) Residensi Seri Maju, 56000 Cheras, Kuala Lumpur\nFrom: Security & Safety Sub-Committee (prepared by Mr. Tan Kok Wai, sub-committee head)\n\nBackground\nThe condo has 3 blocks (A, B, C), 420 units. Current 32 analogue CCTV cameras were installed in 2012, 11 of them not working. Between Jan and Oct 2025 there were 9 reported cases of motorcycle theft and 2 break-ins at Block C car park (police report numbers available with management office). Visitors enter freely because guards only write in logbook.\n\nProposal\n1. Replace with 48 IP cameras (4MP, night vision) with 2 NVR and 30 days recording.\n2. Install 2 boom gates (main entrance & back gate) with RFID access card for residents, 2 cards per unit.\n3. Visitor management system using QR code registration (app).\n\nQuotations received (3):\n- Vendor A: SecureTech Solutions Sdn Bhd \u2013 RM168,000\n- Vendor B: Pintar Guard Systems Sdn Bhd \u2013 RM152,500 (recommended, includes 2 years maintenance)\n- Vendor C: KL Vision CCTV Enterprise \u2013 RM139,000 (no maintenance, 1 yr warranty only)\n\nBreakdown for Vendor B:\n48 IP cameras x RM1,450 = RM69,600\n2 NVR + 16TB storage = RM14,800\nBoom gate 2 sets x RM12,500 = RM25,000\nRFID cards 840 pcs x RM8 = RM6,720\nVisitor app setup + 1st year subscription = RM9,600\nCabling, installation & labour = RM26,780\nTotal = RM152,500\n\nFunding\nSinking fund balance as at 30 Sept 2025: RM410,000. Propose to use RM100,000 from sinking fund. Balance RM52,500 to be collected as one-off special levy: 420 units x RM125 = RM52,500, payable over 3 months.\n\nTimeline: Approval at AGM on 14 Dec 2025. Installation Feb-Mar 2026 (8 weeks). Cards distribution 1-15 April 2026. Full operation 1 May 2026.\n\nResolution sought: AGM to approve Vendor B and the special levy of RM125 per unit.",
    },
    PROFESSIONAL,
  );

  it("is the sub-committee's, never a vendor's", () => {
    expect(text).toMatch(/^Mr\. Tan Kok Wai \[Enter name\] \[Enter name\] ?$/m);
    expect(text).toMatch(/^Sub-committee head, Security & Safety Sub-Committee \[Enter post\] \[Enter post\] ?$/m);
    expect(text).not.toMatch(
      /submitted by SecureTech|Prepared by SecureTech|SecureTech Solutions Sdn Bhd to carry out/,
    );
  });

  it("costs the recommended vendor's breakdown, not the three quotations added up, and funds it as the brief says", () => {
    expect(text).toMatch(/The financial implication of the \S+ proposal is RM 152,500\.00/);
    expect(text).not.toMatch(/459,500/);
    expect(text).toMatch(
      /^Source of funds: Sinking fund \(RM 100,000\.00\) and One-off special levy \(RM 52,500\.00\)\.$/m,
    );
  });
});

describe("an expected figure said with the instalment in one sentence (the twenty-sixth reading)", () => {
  it("aims at the figure the new outlet reaches, not at the instalment", () => {
    const text = paper(
      {
        language: "en",
        kind: "geran",
        type: "business",
        title: "Bank Financing for a Second Cafe Outlet in Seremban 2",
        description:
          "Kopi Kampung Enterprise (SSM 202201023344) runs a cafe in Seremban; current sales are about RM28,000 a month. We are applying to SME Bank for financing of RM120,000 over 5 years to open a second outlet. We expect the new outlet to reach RM35,000 sales a month by the sixth month, and the monthly instalment is about RM2,450.",
      },
      PROFESSIONAL,
    );
    expect(text).toMatch(/^Reach RM35,000 sales a month by the sixth month at the new outlet$/m);
    expect(text).not.toMatch(/^The new outlet to reach/m);
  });
});

describe("a youth association's free Quran and tuition classes, asked of a state zakat board (the twenty-seventh reading)", () => {
  const text = paper(
    {
      language: "ms",
      kind: "geran",
      type: "grant",
      title: "Permohonan Geran Program Kelas Mengaji dan Tuisyen Percuma Anak Asnaf Kampung Padang Lalang",
      description:
        "Persatuan Belia Islam Kampung Padang Lalang (PPM-005-02-11042019) memohon geran sebanyak RM24,000 daripada Lembaga Zakat Negeri Kedah untuk menjalankan kelas mengaji dan tuisyen percuma bagi 50 anak asnaf berumur 9 hingga 15 tahun selama 10 bulan, mulai 3 Mac 2027 hingga 29 Disember 2027. Kelas diadakan setiap Sabtu dan Ahad di Dewan Serbaguna Kampung Padang Lalang, Kubang Pasu.\n\nAnggaran kos:\n- Elaun 4 guru RM500 sebulan x 10 bulan = RM20,000\n- Buku latihan dan Muqaddam 50 set x RM40 = RM2,000\n- Makanan ringan RM150 sebulan x 10 bulan = RM1,500\n- Alat tulis dan fotostat RM1,500\n- Sijil dan hadiah penghargaan RM1,000\nJumlah: RM26,000\n\nPersatuan akan menanggung RM2,000 daripada tabung persatuan.\n\nSasaran: 80% peserta lulus ujian bacaan Al-Quran dan purata markah Matematik meningkat 15%.\n\nPengerusi persatuan ialah Encik Mohd Azrul bin Hashim dan setiausaha Cik Nur Hidayah binti Salleh.",
    },
    PROFESSIONAL,
  );

  it("runs for the 10 months the brief says, ending on the day it names", () => {
    expect(text).toMatch(
      /^Program kelas mengaji dan tuisyen akan dilaksanakan dalam tempoh 10 bulan, dari 3 Mac 2027 hingga 29 Disember 2027:$/m,
    );
    expect(text).not.toMatch(/43 minggu/);
  });

  it("shows the teachers' allowance as 4 teachers over 10 months, with the teachers in its name", () => {
    expect(text).toMatch(/^1 Elaun guru 40 \(4 guru x 10 bulan\) RM 500\.00 RM 20,000\.00 ?$/m);
    expect(text).toMatch(/^3 Makanan ringan 10 bulan RM 150\.00 RM 1,500\.00 ?$/m);
  });

  it("makes the two targets two objectives, each measured by its own figure", () => {
    expect(text).toMatch(/^80% peserta lulus ujian bacaan Al-Quran$/m);
    expect(text).toMatch(/^Purata markah Matematik meningkat 15%$/m);
    expect(text).toMatch(/^Objektif 2 Angka sebenar berbanding sasaran: purata markah Matematik meningkat 15% /m);
  });

  it("says nothing of a matching grant, equipment warranties or competitiveness", () => {
    expect(text).not.toMatch(/geran padanan|[Ww]aranti|daya saing/);
  });
});

describe("a surau's Maal Hijrah night for its congregation, children and residents (the twenty-seventh reading)", () => {
  it("counts all three groups the brief expects, not the congregation alone", () => {
    const text = paper({
      language: "ms",
      kind: "program",
      type: "event",
      title: "Majlis Sambutan Maal Hijrah 1449H Surau Al-Hidayah Taman Sri Gombak",
      description:
        "Jawatankuasa Surau Al-Hidayah Taman Sri Gombak akan menganjurkan Majlis Sambutan Maal Hijrah 1449H pada 16 Jun 2027 (Rabu) selepas solat Maghrib di perkarangan surau. Dijangka 400 jemaah, anak-anak dan penduduk taman akan hadir.\n\nAtur cara:\n- 7.30 malam: Solat Maghrib berjemaah\n- 7.50 malam: Bacaan doa akhir tahun dan awal tahun\n- 8.15 malam: Ceramah Maal Hijrah oleh Ustaz Abdul Rahman\n- 9.00 malam: Solat Isyak dan jamuan\n\nAnggaran kos:\n- Jamuan 400 orang x RM8 = RM3,200\n- Honorarium penceramah RM500\n- Sewaan khemah dan kerusi RM1,200\n- Cenderahati anak-anak RM600\nJumlah: RM5,500\n\nSumber kewangan: tabung surau RM2,500 dan sumbangan Ahli Dewan Undangan Negeri RM3,000.\n\nPengerusi surau: Tuan Haji Zulkifli bin Osman. Setiausaha: Encik Faizal bin Ramli.",
    });
    expect(text).toMatch(
      /^Melaksanakan majlis sambutan Maal Hijrah untuk 400 jemaah, anak-anak dan penduduk taman pada 16 Jun 2027$/m,
    );
    expect(text).not.toMatch(/400 jemaah(?!, anak-anak)/);
  });
});

describe("a cafe's second outlet financed by a bank, its title naming the cafe (the twenty-seventh reading)", () => {
  it("is about the cafe's second outlet, never a project named after the business", () => {
    const text = paper({
      language: "en",
      kind: "geran",
      type: "business",
      title: "SME Bank Financing for Kopi Kampung Cafe Second Outlet, Seremban 2",
      description:
        "Kopi Kampung Enterprise (SSM 202201023344) is a family cafe in Seremban owned by Puan Rohaya binti Ismail since 2022. We serve nasi lemak, local coffee and kuih. Current sales are about RM28,000 a month with 6 staff.\n\nWe are applying to SME Bank for financing of RM120,000 over 5 years to open a second outlet at Seremban 2 in March 2027. Our own contribution is RM30,000 from savings.\n\nCost of the second outlet:\n- Shop renovation and kitchen fit-out RM65,000\n- Kitchen equipment (2 burners, chiller, coffee machine) RM38,000\n- Furniture for 60 seats RM17,000\n- POS system and CCTV RM6,000\n- Working capital for 3 months RM24,000\nTotal RM150,000\n\nWe will hire 5 new staff. We expect the new outlet to reach RM35,000 sales a month by the sixth month, and the monthly instalment is about RM2,450.",
    });
    expect(text).toMatch(/The Kopi Kampung cafe second outlet project costs RM 150,000\.00 in total\./);
    expect(text).not.toMatch(/Kopi Kampung Enterprise project/);
  });
});

describe("a village committee's solar street lights, its costs and funding each listed (the twenty-seventh reading)", () => {
  const text = paper(
    {
      language: "ms",
      kind: "cadangan",
      type: "project",
      title: "Cadangan Pemasangan Lampu Jalan Solar di Jalan Kampung Parit Baru",
      description:
        "Kertas cadangan ini dikemukakan kepada Mesyuarat Jawatankuasa Kemajuan dan Keselamatan Kampung (JKKK) Kampung Parit Baru, Batu Pahat untuk kelulusan. Jalan kampung sepanjang 1.2 km dari simpang Jalan Parit Baru ke Sekolah Kebangsaan Parit Baru tidak berlampu dan 3 kes kemalangan motosikal serta 2 kes ragut berlaku antara Januari hingga Ogos 2026.\nCadangan: memasang 24 unit lampu jalan solar LED 100W pada jarak 50 meter.\nKos:\n- 24 unit lampu solar x RM1,150 = RM27,600\n- Tiang dan asas konkrit 24 x RM450 = RM10,800\n- Upah pemasangan RM4,800\n- Kos pengangkutan RM800\nJumlah RM44,000\nCadangan pembiayaan: Peruntukan Pejabat Daerah Batu Pahat RM30,000 dan Peruntukan ADUN Parit Baru RM14,000.\nPelaksanaan: Januari 2027 hingga Mac 2027 (3 bulan). Kontraktor akan dipilih melalui sebut harga 3 syarikat.\nDisediakan oleh: Encik Roslan bin Jaafar, Setiausaha JKKK. Untuk pertimbangan Pengerusi JKKK, Tuan Haji Mohd Nor bin Ismail.",
      keyRequirements: ["24 unit lampu solar", "jumlah RM44,000", "kelulusan mesyuarat JKKK"],
    },
    PROFESSIONAL,
  );

  it("costs the four lines at RM 44,000, the two allocations paying for them and never costed", () => {
    expect(text).toMatch(/^ Jumlah Keseluruhan RM 44,000\.00 ?$/m);
    expect(text).not.toMatch(/88,000/);
    expect(text).toMatch(
      /^Sumber peruntukan: Peruntukan Pejabat Daerah Batu Pahat \(RM 30,000\.00\) dan Peruntukan ADUN Parit Baru \(RM 14,000\.00\)\.$/m,
    );
  });

  it("plans no action of stating its total or of the approval it seeks", () => {
    expect(text).not.toMatch(/^\d+ (?:jumlah RM44,000|kelulusan mesyuarat JKKK) /m);
  });

  it("is prepared by the secretary the brief names and decided by the chairman it names", () => {
    expect(text).toMatch(/^Encik Roslan bin Jaafar \[Nyatakan nama\] Tuan Haji Mohd Nor bin Ismail ?$/m);
    expect(text).toMatch(
      /^Setiausaha, Jawatankuasa Kemajuan dan Keselamatan Kampung \(JKKK\) Kampung Parit Baru \[Nyatakan jawatan\] Pengerusi, /m,
    );
  });
});

describe("the post said before the name: 'disediakan oleh Setiausaha, Puan ...', 'Pegawai dihubungi: Setiausaha, Encik ...' (the twenty-seventh reading)", () => {
  it("signs a surau's paper with the secretary who prepared it", () => {
    const text = paper(
      {
        language: "ms",
        kind: "program",
        type: "event",
        title: "Majlis Khatam Al-Quran dan Hari Anugerah Kelas Fardu Ain Surau Al-Hidayah Taman Seri Mawar 2027",
        description:
          "Surau Al-Hidayah, Taman Seri Mawar, Seremban akan menganjurkan Majlis Khatam Al-Quran dan Hari Anugerah Kelas Fardu Ain pada Sabtu, 14 Mac 2027 bermula 8.00 pagi hingga 1.00 petang di dewan surau. Seramai 42 orang murid kelas KAFA akan khatam dan dianggarkan 300 orang ibu bapa dan jemaah hadir. Pengerusi majlis: Tn. Hj. Kamarudin bin Yusof (Pengerusi Surau). Perasmi: Ustaz Dr. Azhar bin Salleh, Penolong Pengarah Jabatan Hal Ehwal Agama Islam Negeri Sembilan.\n\nAtur cara:\n- 8.00 pg pendaftaran tetamu\n- 8.30 pg bacaan doa dan ucapan aluan Pengerusi Surau\n- 9.00 pg majlis khatam (42 murid)\n- 10.30 pg ucapan perasmian dan penyampaian hadiah\n- 11.30 pg jamuan\n- 1.00 ptg bersurai\n\nAnggaran kos:\n- Jamuan 300 orang x RM8 = RM2,400\n- Hadiah dan sijil 42 murid = RM1,260\n- Sewa kanopi dan kerusi = RM850\n- Cenderamata perasmi dan guru = RM390\n- Cetakan banner dan buku program = RM300\nJumlah: RM5,200\n\nSumber kewangan: tabung surau RM2,000, yuran murid RM1,260 (RM30 seorang), sumbangan orang ramai RM1,940. Kertas kerja disediakan oleh Setiausaha, Puan Norhayati binti Ahmad.",
      },
      PROFESSIONAL,
    );
    expect(text).toMatch(/^Puan Norhayati binti Ahmad Tn\. Hj\. Kamarudin bin Yusof \[Nyatakan nama\] ?$/m);
    expect(text).toMatch(/^Setiausaha Puan Norhayati binti Ahmad Urusan surat-menyurat/m);
  });

  it("signs an association's grant with the secretary named as its contact", () => {
    const text = paper(
      {
        language: "ms",
        kind: "geran",
        type: "grant",
        title: "Permohonan Geran Program Literasi Digital Warga Emas Persatuan Kebajikan Insan Prihatin Kedah",
        description:
          "Pemohon: Persatuan Kebajikan Insan Prihatin Kedah (PKIPK), didaftarkan dengan Jabatan Pendaftaran Pertubuhan Malaysia (PPM-012-02-14052015), beralamat di Alor Setar. Presiden: Dr. Faridah binti Hashim.\nPermohonan geran sebanyak RM24,000 daripada Yayasan Sejahtera untuk Program Literasi Digital Warga Emas.\nSasaran: 120 warga emas berumur 60 tahun ke atas di 4 taman perumahan (30 peserta setiap taman).\nTempoh: 8 bulan, Mei hingga Disember 2027. Setiap kumpulan menghadiri 8 sesi (2 jam seminggu) tentang penggunaan telefon pintar, MySejahtera, perbankan dalam talian dan mengenal penipuan (scam).\nBajet:\n- Elaun fasilitator 2 orang x 32 sesi x RM150 = RM9,600\n- Sewa 20 tablet (termasuk internet) RM4,800\n- Modul dan bahan cetakan 120 set x RM25 = RM3,000\n- Makanan ringan 120 peserta x 8 sesi x RM5 = RM4,800\n- Pengangkutan dan pengurusan RM1,800\nJumlah RM24,000\nSumbangan persatuan: dewan dan 6 sukarelawan (dalam bentuk barangan/in-kind).\nPenunjuk: 80% peserta boleh membuat panggilan video dan mengenal pasti 3 jenis scam.\nPegawai dihubungi: Setiausaha, Encik Hafiz bin Abdullah, 012-456 7890.",
      },
      PROFESSIONAL,
    );
    expect(text).toMatch(/^Encik Hafiz bin Abdullah ?\nSetiausaha, Persatuan Kebajikan Insan Prihatin Kedah ?$/m);
  });
});

describe("the English walk's briefs: a 16-week bootcamp in Ipoh and a cafe's second outlet opening on its day (the twenty-seventh reading)", () => {
  it("runs the bootcamp its 16 weeks from 3 March, names Ipoh with its capital, and costs no target", () => {
    const text = paper({
      language: "en",
      type: "project",
      title: "Ipoh Youth Coding Bootcamp 2027",
      description:
        "Persatuan Belia Digital Perak will run a 16-week coding bootcamp for 120 unemployed youths aged 18 to 25 in Ipoh, starting on 3 March 2027. Participants learn web development, build a portfolio project and get job-placement support with 15 local tech employers. The total budget is RM 45,000, funded by Ipoh City Council and corporate sponsors. Programme director: Encik Farid Hassan.",
      keyRequirements: [
        "Weekly mentoring by industry volunteers",
        "At least 80% of graduates employed within 6 months",
      ],
      budgetRange: "10k-50k",
      timeline: "3-6-months",
    });
    expect(text).toMatch(/^Date 3 March 2027 to 22 June 2027 ?$/m);
    expect(text).toMatch(/the Ipoh youth coding bootcamp/);
    expect(text).not.toMatch(/ipoh youth/);
    expect(text).not.toMatch(/^\d+ At least 80% of graduates/m);
  });

  it("fits the outlet out before it opens on 1 July 2027, its requirements each a line with a capital", () => {
    const text = paper({
      language: "en",
      type: "makanan-minuman",
      title: "Mesra Kopi Second Outlet in Shah Alam",
      description:
        "Mesra Kopi Sdn Bhd, owned by Puan Lim Mei Ling, seeks RM 150,000 of financing from Bank Rakyat to open a second cafe outlet in Seksyen 13, Shah Alam on 1 July 2027. The total investment is RM 180,000 and the outlet will employ 18 staff.",
      budgetRange: "100k-200k",
      timeline: "4-6-bulan",
      keyRequirements: [
        "Renovation of a 1,800 sq ft shop lot",
        "espresso equipment",
        "hiring and training 18 staff",
        "grand opening campaign",
      ],
      targetAudience: "Office workers and university students in Shah Alam",
      companyBackground: "Mesra Kopi has run its first outlet in Klang since 2019 with monthly revenue of RM 85,000.",
      objectives: "Reach monthly revenue of RM 95,000 within 12 months and repay the financing in 5 years.",
    });
    expect(text).toMatch(/^2 Installation, set-up and training 1 April 2027 – 30 June 2027 ?$/m);
    expect(text).toMatch(/^3 Operation and growth 1 July 2027 – 30 June 2028 ?$/m);
    expect(text).not.toMatch(/1 December 2026/);
    expect(text).toMatch(/^3 Hiring and training 18 staff \(estimate\) 1 /m);
    expect(text).toMatch(/The Mesra Kopi second outlet project/);
  });
});

describe("a cleaning contract priced by the month, the firm's headcount in its background (the twenty-seventh reading's Malay walk)", () => {
  const text = paper({
    language: "ms",
    type: "perkhidmatan-pembersihan",
    title: "Cadangan Perkhidmatan Pembersihan Pejabat Majlis Perbandaran Kajang 2027-2029",
    description:
      "Syarikat Bersih Jaya Sdn. Bhd. menawarkan perkhidmatan pembersihan harian bagi 3 blok pejabat Majlis Perbandaran Kajang (MPKj) seluas 45,000 kaki persegi, dengan 12 pekerja bertugas dari 7.00 pagi hingga 4.00 petang, Isnin hingga Jumaat. Kontrak 24 bulan bermula 1 Februari 2027 pada harga RM 18,400 sebulan.",
    budgetRange: "200k-500k",
    timeline: "1-2-tahun",
    keyRequirements: ["Jadual pembersihan harian dan mingguan", "senarai peralatan", "sebut harga bulanan RM 18,400"],
    targetAudience: "Jabatan Perkhidmatan Perbandaran, MPKj",
    companyBackground: "Ditubuhkan pada 2014 di Kajang, 85 pekerja, berdaftar dengan CIDB dan MOF.",
    objectives: "Memastikan pejabat MPKj bersih, selamat dan mematuhi piawaian kebersihan setiap hari bekerja.",
  });

  it("prices the 24 months at RM 18,400 a month, RM 441,600 in all", () => {
    expect(text).toMatch(/^1 Sebut harga bulanan 24 bulan RM 18,400\.00 RM 441,600\.00 ?$/m);
    expect(text).toMatch(/^ Jumlah Keseluruhan RM 441,600\.00 ?$/m);
    expect(text).not.toMatch(/Jumlah RM 18,400\.00 ialah harga keseluruhan/);
  });

  it("puts the 12 workers of the job on site and gives the firm its 85", () => {
    expect(text).toMatch(/^Pekerja 12 Isnin hingga Jumaat, 7\.00 pagi hingga 4\.00 petang ?$/m);
    expect(text).toMatch(/^Bilangan pekerja 85 pekerja ?$/m);
  });

  it("plans no action of quoting its monthly price", () => {
    expect(text).not.toMatch(/^\d+ sebut harga bulanan RM 18,400 /m);
  });
});

describe("a surau's clean-up day whose brief names its total before its two payers (the twenty-seventh reading's Malay walk)", () => {
  const text = paper({
    language: "ms",
    type: "project",
    title: "Program Gotong-Royong Perdana Surau Al-Hidayah 2027",
    description:
      "Program gotong-royong membersihkan dan mengecat semula Surau Al-Hidayah, Taman Seri Kenanga, Batu Pahat, Johor pada hari Sabtu, 13 Mac 2027 dari 8.00 pagi hingga 1.00 tengah hari. Seramai 120 peserta dari kalangan penduduk taman dan belia dijangka hadir. Anggaran kos RM 8,500 dibiayai oleh tabung surau (RM 5,000) dan sumbangan ADUN Senggarang (RM 3,500). Pengerusi program ialah Encik Kamarul Ariffin bin Yusof.",
    keyRequirements: ["Senarai AJK dan tugasan", "Anggaran perbelanjaan terperinci berjumlah RM 8,500"],
  });

  it("funds it from the surau's fund and the assemblyman's contribution, each with its own amount", () => {
    expect(text).toMatch(/^Tabung surau RM 5,000\.00 ?$/m);
    expect(text).toMatch(/^Sumbangan ADUN Senggarang RM 3,500\.00 ?$/m);
    expect(text).not.toMatch(/Nyatakan sumber kewangan/);
  });

  it("costs no line named after its requirements for a total or a committee list", () => {
    expect(text).not.toMatch(/^\d+ (?:Anggaran perbelanjaan terperinci|Senarai AJK)/m);
    expect(text).toMatch(/^ Jumlah Keseluruhan RM 8,500\.00 ?$/m);
  });
});

describe("a school cleaning quotation whose scope lists the canteen among the areas cleaned (the twenty-seventh reading)", () => {
  it("is a cleaning service, with no rental, meal prices or food handlers' injections", () => {
    const text = paper(
      {
        language: "ms",
        kind: "tender",
        type: "business",
        title: "Sebut Harga Perkhidmatan Kebersihan Bangunan SMK Bandar Baru Bangi Tahun 2027",
        description:
          "Petender: Bersih Cemerlang Services Sdn. Bhd. (No. SSM 201801023456), Kajang, Selangor, berdaftar dengan Kementerian Kewangan (MOF) dan CIDB tidak berkenaan. Pengarah: Encik Ahmad Fauzi bin Mansor.\nSebut harga no. SMKBBB/SH/01/2027 untuk perkhidmatan kebersihan bangunan dan kawasan SMK Bandar Baru Bangi bagi tempoh 24 bulan, 1 Januari 2027 hingga 31 Disember 2028. Tarikh tutup sebut harga 20/11/2026, 12.00 tengah hari.\nTenaga kerja: 1 penyelia + 8 pekerja pembersihan (semua warganegara Malaysia), waktu kerja 6.30 pg - 3.30 ptg, Isnin-Jumaat, dan Sabtu separuh hari.\nSkop: 48 bilik darjah, 6 blok tandas, 2 makmal, dewan, kantin, kawasan luar 3 ekar.\nHarga bulanan:\n- Gaji 1 penyelia RM2,300\n- Gaji 8 pekerja x RM1,700 = RM13,600\n- KWSP, PERKESO & EIS RM2,150\n- Bahan pencuci dan peralatan RM1,450\n- Overhed dan keuntungan RM1,500\nJumlah sebulan RM21,000\nJumlah 24 bulan RM504,000\nPengalaman: 6 kontrak sekolah di Hulu Langat sejak 2020. Sebut harga ditujukan kepada Pengetua, Puan Hajah Rosnah binti Daud.",
      },
      PROFESSIONAL,
    );
    expect(text).not.toMatch(/[Ss]ewa bulanan|harga makanan|tifoid|halal|Lesen premis makanan/);
    expect(text).toMatch(/^ Jumlah Keseluruhan RM 504,000\.00 ?$/m);
  });
});

describe("a financing scheme named by its funder and its own word ('TEKUN Niaga untuk ...') (the twenty-seventh reading)", () => {
  it("is about what the scheme is for, never 'projek niaga'", () => {
    const text = paper({
      language: "ms",
      kind: "geran",
      type: "business",
      title: "Permohonan Pembiayaan TEKUN Niaga untuk Kedai Dobi Layan Diri Mak Som",
      description:
        "Kedai Dobi Layan Diri Mak Som (SSM 202101045566) di Kuantan memohon pembiayaan TEKUN Niaga sebanyak RM20,000 untuk membeli 2 mesin basuh industri x RM7,000 = RM14,000 dan 1 mesin pengering RM6,000. Jualan kini RM4,000 sebulan. Pemilik: Puan Somah binti Ali.",
    });
    expect(text).not.toMatch(/projek niaga|Butiran niaga/);
    expect(text).toMatch(/kedai dobi/i);
  });
});

describe("a post named before its holder with a comma ('the association's president, Encik ...') (the twenty-seventh reading)", () => {
  it("has the association's president review the paper, signing as its President", () => {
    const text = paper({
      language: "en",
      kind: "program",
      type: "event",
      title: "Bukit Indah Residents' Gotong-Royong Day 2027",
      description:
        "The Bukit Indah Residents' Association will hold a gotong-royong day on Sunday, 7 March 2027 from 7.30 am to 12.00 noon at the Bukit Indah playground. About 120 residents are expected. 7.30 am Registration; 8.00 am Briefing by the association's president, Mr. Lee Chong Meng; 8.15 am Clean-up; 11.30 am Refreshments. Budget RM1,800: cleaning tools RM800, refreshments 120 x RM5 = RM600, banners RM400. Funding: association fund RM1,800. Prepared by: Puan Aida binti Salleh, Secretary.",
    });
    expect(text).toMatch(/^Puan Aida binti Salleh Mr\. Lee Chong Meng \[Enter name\] ?$/m);
    expect(text).toMatch(
      /^Secretary, Bukit Indah Residents' Association President, Bukit Indah Residents' Association /m,
    );
  });
});

describe("a payer whose name has 'dan' in it ('Pejabat Belia dan Sukan Daerah') (the twenty-eighth reading)", () => {
  it("lists all three payers of a tournament with their amounts, as the brief gives them", () => {
    const text = paper(
      {
        language: "ms",
        kind: "program",
        type: "project",
        title: "Kejohanan Futsal Belia Mukim Sungai Petani 2027",
        description:
          "Majlis Belia Mukim Sungai Petani (PPBM-02-0318) akan menganjurkan Kejohanan Futsal Belia pada 13 hingga 14 Mac 2027 (Sabtu dan Ahad) di Gelanggang Futsal Arena Bakar Arang, Sungai Petani, Kedah. Kejohanan ini terbuka kepada 24 pasukan belia berumur 15 hingga 25 tahun dari kampung-kampung sekitar mukim, kira-kira 240 pemain.\n\nObjektif: menggalakkan gaya hidup sihat, menjauhkan belia daripada gejala dadah dan vape, serta mengeratkan hubungan antara kampung.\n\nAnggaran kos RM12,600:\n- Sewa gelanggang 2 hari RM3,200\n- Hadiah wang tunai dan piala RM4,500\n- Pengadil dan pegawai perlawanan RM1,800\n- Makanan dan minuman petugas RM1,400\n- Peti pertolongan cemas dan ambulans RM900\n- Bunting dan sijil RM800\nSumber kewangan: yuran penyertaan 24 pasukan x RM150 = RM3,600, peruntukan Pejabat Belia dan Sukan Daerah Kuala Muda RM5,000 dan tajaan Syarikat Kilang Beras Cahaya RM4,000.\n\nPengarah program: Encik Mohd Faizal bin Ismail. Disediakan oleh: Cik Nurul Huda binti Osman, Setiausaha.",
      },
      PROFESSIONAL,
    );
    expect(text).toMatch(/^Peruntukan Pejabat Belia dan Sukan Daerah Kuala Muda RM 5,000\.00 ?$/m);
    expect(text).toMatch(/^Tajaan Syarikat Kilang Beras Cahaya RM 4,000\.00 ?$/m);
    expect(text).toMatch(/^Yuran penyertaan RM 3,600\.00 ?$/m);
    expect(text).not.toMatch(/Nyatakan sumber kewangan/);
    // The programme director named in the chair's place: his duties under his post, not 'Pengerusi'.
    expect(text).toMatch(/^Pengarah Program Encik Mohd Faizal bin Ismail /m);
    expect(text).toMatch(/^Pengarah Program: ?$/m);
    expect(text).not.toMatch(/^Pengerusi: ?$/m);
  });
});

describe("a cooperative's grant application: 'The ...' opening its name, its 'K-1-0457', its contact (the twenty-eighth reading)", () => {
  const text = () =>
    paper(
      {
        language: "en",
        kind: "geran",
        type: "grant",
        title: "Solar Cold Room for the Tanjung Dawai Fishermen's Cooperative",
        description:
          "The Tanjung Dawai Fishermen's Cooperative Berhad (registration no. K-1-0457), with 86 member fishermen in Kota Kuala Muda, Kedah, applies to the Yayasan Hasanah community economy grant for RM68,000 to install a solar-powered cold room at its jetty.\n\nToday members sell their catch to middlemen within hours because there is no cold storage; about 15% of the catch is lost or sold at a discount. A 20-tonne cold room would let members hold fish for up to 5 days and sell directly to restaurants in Sungai Petani and Alor Setar.\n\nCosts:\n- Insulated cold room, 20 tonnes: RM38,000\n- Solar panels 15 kWp with inverter: RM21,000\n- Installation and wiring: RM5,500\n- Training for 10 member operators: RM3,500\nTotal: RM68,000\n\nThe cooperative will pay operating costs of about RM900 a month from a storage fee of RM0.10 per kg. Targets within 12 months: catch lost cut from 15% to 5%, members' average monthly income up from RM1,850 to RM2,300. Project period: 1 April 2027 to 31 March 2028.\n\nContact: Encik Rosli bin Hashim, Chairman, 012-4471290.",
      },
      PROFESSIONAL,
    );
  it("names the applicant without a capital 'The' in the middle of a sentence, with its registration number", () => {
    const written = text();
    expect(written).not.toMatch(/\b(?:of|by|in) The Tanjung/);
    expect(written).toMatch(/^Applicant Tanjung Dawai Fishermen's Cooperative Berhad ?$/m);
    expect(written).toMatch(/^Registration no\. \(SKM\) K-1-0457 ?$/m);
  });
  it("sets both of its stated targets as objectives, the loss cut as well as the income raised", () => {
    const written = text();
    expect(written).toMatch(/^To reduce catch lost from 15% to 5% ?$/m);
    expect(written).toMatch(/^To raise members' average monthly income from RM1,850 to RM2,300 ?$/m);
  });
  it("is signed by the person to contact, as the brief names him", () => {
    const written = text();
    expect(written).toMatch(/^Encik Rosli bin Hashim ?$/m);
    expect(written).toMatch(/^Chairman, Tanjung Dawai Fishermen's Cooperative Berhad ?$/m);
  });
});
