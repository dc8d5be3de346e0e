/** Briefs and a writer on the fake provider, shared by the LLM writer's tests. */
import type { FakeLlmServer } from "../../../../tests/support/fake-llm-server.js";
import type { PackageSpec, ProposalBrief } from "../writer.js";
import { createLlmWriter, type LlmWriterOptions } from "./llm-writer.js";

export const STANDARD: PackageSpec = { key: "standard", sections: 9, minWords: 2500 };

/** A PIBG sports day with every programme fact typed into the form's detail fields. */
export const PIBG: ProposalBrief = {
  title: "Hari Sukan Tahunan SK Seri Cempaka 2027",
  description:
    "PIBG SK Seri Cempaka menganjurkan Hari Sukan Tahunan untuk semua murid, dengan acara balapan, sukaneka dan penyampaian hadiah.",
  type: "pendidikan",
  budgetRange: null,
  timeline: null,
  keyRequirements: ["Khemah dan sistem siaraya", "Hadiah dan piala", "Makanan peserta"],
  targetAudience: "Murid tahun 1 hingga 6 dan ibu bapa",
  companyBackground: "",
  objectives: "Memupuk semangat kesukanan dan perpaduan dalam kalangan murid.",
  constraints: "",
  additionalInfo: "Seramai 640 murid dijangka menyertai hari sukan ini.",
  language: "ms",
  startDate: "2026-11-20",
  kind: "program",
  details: {
    eventDate: "2027-03-13",
    eventEndDate: undefined,
    eventTime: "8.00 pagi - 1.00 petang",
    venue: "Padang Sekolah SK Seri Cempaka",
    applicant: "PIBG SK Seri Cempaka",
    addressee: "Guru Besar SK Seri Cempaka",
    budgetItems: [
      { item: "Sewa khemah", quantity: 6, unit: "unit", unitPrice: 250 },
      { item: "Hadiah dan piala", quantity: 1, unit: "set", unitPrice: 3200 },
      { item: "Makanan peserta", quantity: 640, unit: "orang", unitPrice: 12 },
    ],
    committee: [
      { role: "Pengerusi", name: "Encik Rahman Ali" },
      { role: "Setiausaha", name: "" },
    ],
  },
};

/** 6 x RM250 + RM3,200 + 640 x RM12: the stated total, as the budget table must show it. */
export const PIBG_TOTAL = "RM 12,380.00";

export function fakeWriter(server: FakeLlmServer, overrides: Partial<LlmWriterOptions> = {}) {
  return createLlmWriter({
    baseUrl: server.url,
    apiKey: "test-key",
    model: "fake-model",
    concurrency: 4,
    // Generous: on a loaded machine a call past its timeout is retried, and the tests count calls.
    timeoutMs: 15_000,
    maxRetries: 2,
    retryBaseDelayMs: 10,
    retryMaxDelayMs: 40,
    ...overrides,
  });
}
