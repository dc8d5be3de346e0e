/** The demo's three static samples; every text lives in the catalogue under demo.samples.<key>. */
export const DEMO_SAMPLES = ["retail", "youth", "agri"] as const;
export type DemoSampleKey = (typeof DEMO_SAMPLES)[number];
