/** A well-written PIBG carnival paper for the checker's tests; each test spoils one thing. */
import type { CheckedSection } from "./types.js";

export const CARNIVAL_REQUIRED = [
  { title: "Pengenalan", role: "introduction" as const },
  { title: "Objektif", role: "objectives" as const },
  { title: "Tarikh, Masa dan Tempat", role: "whenWhere" as const },
  { title: "Anggaran Perbelanjaan", role: "budget" as const },
  { title: "Penutup", role: "closing" as const },
];

export const BUDGET_TABLE = `<table>
<thead><tr><th>Bil</th><th>Perkara</th><th>Kuantiti</th><th>Harga Seunit (RM)</th><th>Jumlah (RM)</th></tr></thead>
<tbody>
<tr><td>1</td><td>Sewa khemah</td><td>6 unit</td><td>250.00</td><td>1,500.00</td></tr>
<tr><td>2</td><td>Hadiah dan piala</td><td>1 set</td><td>3,200.00</td><td>3,200.00</td></tr>
<tr><td>3</td><td>Makanan peserta (RM 12 seorang)</td><td>850 orang</td><td>12.00</td><td>10,200.00</td></tr>
<tr><td>4</td><td>Peralatan sukan dan sistem siaraya</td><td>1 set</td><td>3,600.00</td><td>3,600.00</td></tr>
<tr><td></td><td>Jumlah Keseluruhan</td><td></td><td></td><td>RM 18,500.00</td></tr>
</tbody></table>`;

export function carnivalSections(): CheckedSection[] {
  return [
    {
      title: "Pengenalan",
      role: "introduction",
      html: "<p>PIBG SK Taman Melati akan menganjurkan Karnival Sukan Tahunan bagi memupuk semangat kesukanan dalam kalangan 850 murid. Karnival ini turut melibatkan 120 ibu bapa sebagai sukarelawan dan penyokong pasukan rumah sukan masing-masing.</p>",
    },
    {
      title: "Objektif",
      role: "objectives",
      html: "<ul><li>Memupuk semangat kesukanan dan kerjasama dalam kalangan murid melalui acara karnival.</li><li>Mengeratkan hubungan antara ibu bapa, guru dan murid sepanjang karnival berlangsung.</li><li>Mencungkil bakat sukan murid untuk dibimbing ke peringkat daerah dan negeri.</li></ul>",
    },
    {
      title: "Tarikh, Masa dan Tempat",
      role: "whenWhere",
      html: "<p>Karnival akan diadakan seperti butiran berikut:</p><table><tbody><tr><td>Tarikh</td><td>Sabtu, 13 Mac 2027</td></tr><tr><td>Masa</td><td>8.00 pagi - 1.00 petang</td></tr><tr><td>Tempat</td><td>Padang SK Taman Melati</td></tr></tbody></table>",
    },
    {
      title: "Anggaran Perbelanjaan",
      role: "budget",
      html: `<p>Jumlah keseluruhan perbelanjaan karnival ialah RM 18,500 seperti dalam jadual berikut.</p>${BUDGET_TABLE}`,
    },
    {
      title: "Penutup",
      role: "closing",
      html: "<p>Kertas kerja ini dikemukakan kepada Pengerusi PIBG SK Taman Melati untuk pertimbangan dan kelulusan. Semoga karnival sukan ini berjalan lancar dan memberi manfaat kepada semua murid, guru serta ibu bapa.</p>",
    },
  ];
}

/** The sections with one section's html replaced. */
export function withSection(index: number, html: string): CheckedSection[] {
  return carnivalSections().map((s, i) => (i === index ? { ...s, html } : s));
}
