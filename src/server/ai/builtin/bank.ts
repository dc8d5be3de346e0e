/** Loads every phrase bank and vocabulary once: templates, terms, domain sentences. */

import { DOMAINS_EN } from "./domains/en.js";
import { DOMAIN_IDS, loadAllDomains } from "./domains/index.js";
import { DOMAINS_MS } from "./domains/ms.js";
import { CLOSE_EN } from "./phrases/en-close.js";
import { FRONT_EN } from "./phrases/en-front.js";
import { PLAN_EN } from "./phrases/en-plan.js";
import { TERMS_EN } from "./phrases/en-terms.js";
import { CLOSE_MS } from "./phrases/ms-close.js";
import { FRONT_MS } from "./phrases/ms-front.js";
import { PLAN_MS } from "./phrases/ms-plan.js";
import { TERMS_MS } from "./phrases/ms-terms.js";
import { registerBank } from "./templates.js";
import { type Paired, pairUp } from "./terms.js";

let loaded: Paired<typeof TERMS_MS> | null = null;

/** The shared vocabulary (frames, titles, headings ...) as term pairs; loads every bank on first call. */
export function sharedTerms(): Paired<typeof TERMS_MS> {
  if (loaded) return loaded;
  loaded = pairUp(TERMS_MS, TERMS_EN, "terms");
  registerBank(FRONT_MS, FRONT_EN);
  registerBank(PLAN_MS, PLAN_EN);
  registerBank(CLOSE_MS, CLOSE_EN);
  for (const id of DOMAIN_IDS) {
    registerBank({ [`ctx.${id}`]: DOMAINS_MS[id]?.context ?? [] }, { [`ctx.${id}`]: DOMAINS_EN[id]?.context ?? [] });
  }
  loadAllDomains();
  return loaded;
}
