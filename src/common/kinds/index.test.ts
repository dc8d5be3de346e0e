import { describe, expect, it } from "vitest";
import { inferKind } from "./index.js";

const LAUNDRY_SYSTEM = {
  title: "Sistem Tempahan Dalam Talian Kedai Dobi Layan Diri",
  text: [
    "Membangunkan sistem tempahan dan pembayaran dalam talian untuk rangkaian 5 kedai dobi layan diri di Shah Alam.",
    "Syarikat Dobi Ceria Sdn Bhd ditubuhkan 2019 dan mengendalikan 5 cawangan.",
    "Meningkatkan penggunaan mesin sebanyak 30% dalam 6 bulan.",
  ].join("\n"),
};

describe("inferKind", () => {
  it("reads a business's own project that asks no one for money as a proposal, not a grant application", () => {
    expect(inferKind(LAUNDRY_SYSTEM)).toBe("cadangan");
    expect(inferKind({ ...LAUNDRY_SYSTEM, type: "business" })).toBe("cadangan");
  });

  it("reads a booking system a tuition centre needs as a proposal, not its classes as a programme; a PA system is still an event's", () => {
    expect(
      inferKind({
        title: "",
        text: "We run a small tuition centre in Seremban for 80 secondary pupils and need an online booking and payment system for classes, with WhatsApp reminders to parents. Budget about RM 18,000, to be ready by June 2027.",
      }),
    ).toBe("cadangan");
    expect(
      inferKind({
        title: "Karnival Sukan Keluarga Taman Melati 2027",
        text: "Karnival untuk 300 penduduk. Kos: khemah RM 1,500, sistem PA RM 800, hadiah RM 1,200.",
      }),
    ).toBe("program");
  });

  it("reads the same project as a grant application once it asks a funder for money", () => {
    const text = `${LAUNDRY_SYSTEM.text}\nKami memohon geran padanan SME Corp sebanyak RM 40,000.`;
    expect(inferKind({ ...LAUNDRY_SYSTEM, text })).toBe("geran");
  });

  it("reads a business plan as a paper seeking money, as its readers are banks and funders", () => {
    expect(
      inferKind({
        title: "Pelan Perniagaan Kedai Kek Mak Long",
        text: "Kedai Kek Mak Long ialah perniagaan baharu di Jasin, Melaka. Kos permulaan RM 20,000.",
        type: "business",
      }),
    ).toBe("geran");
  });
});
