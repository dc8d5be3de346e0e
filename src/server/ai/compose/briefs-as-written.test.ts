/**
 * Briefs written the way a tester wrote them on a fresh account: the paper keeps each cost line the
 * brief prices, its span of dates, its stated target and the person it names, instead of the kind's
 * usual heads and blanks.
 */
import { describe, expect, it } from "vitest";
import { htmlToText } from "../../../common/content.js";
import { brief } from "../facts/test-briefs.js";
import { composeKindSections, composeOutline } from "./index.js";

function paper(over: Parameters<typeof brief>[0]): string {
  const written = brief(over);
  const sections = composeKindSections(
    written,
    composeOutline(written, { key: "standard", sections: 9, minWords: 2500 }),
  );
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
