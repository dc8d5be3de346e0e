import { describe, expect, it } from "vitest";
import { extractFacts } from "./index.js";
import { brief } from "./test-briefs.js";

describe("particulars stated once", () => {
  it("a template's registration number, repayment period and place come back as typed", () => {
    const f = extractFacts(
      brief({
        title: "Pelan Perniagaan untuk Pembiayaan Mikro: Kek Lapis Aminah",
        kind: "geran",
        template: {
          name: "x",
          fields: [
            { label: "Nama Perniagaan", value: "Kek Lapis Aminah" },
            { label: "Nombor Pendaftaran SSM", value: "202101023456 (1423456-K)" },
            { label: "Tempoh Bayaran Balik", value: "36 bulan" },
            { label: "Lokasi Perniagaan", value: "Kuching, Sarawak" },
          ],
        },
      }),
    );
    expect(f.registrationNo).toBe("202101023456 (1423456-K)");
    expect(f.repaymentPeriod).toBe("36 bulan");
  });

  it("reads them from prose too, and the place out of 'Tarikh dan Lokasi'", () => {
    const prose = extractFacts(
      brief({
        title: "Permohonan Pembiayaan Kedai Dobi",
        kind: "geran",
        description:
          "Dobi Ceria Enterprise (SSM 202301045678) memohon RM 30,000 yang akan dibayar balik dalam tempoh 48 bulan.",
      }),
    );
    expect(prose.registrationNo).toBe("202301045678");
    expect(prose.repaymentPeriod).toBe("48 bulan");
    const event = extractFacts(
      brief({
        title: "Kertas Cadangan Penajaan Acara: Larian Amal 10K",
        kind: "program",
        template: {
          name: "x",
          fields: [
            { label: "Nama Acara", value: "Larian Amal 10K" },
            { label: "Tarikh dan Lokasi", value: "Sabtu, 14 Ogos 2027, Taman Tasik Perdana" },
          ],
        },
      }),
    );
    expect(event.venue).toBe("Taman Tasik Perdana");
  });
});
