/** The product's policies and contact page, in the order they are linked everywhere. */
export const POLICY_PAGES = [
  { key: "terms", path: "/terms" },
  { key: "privacy", path: "/privacy" },
  { key: "refunds", path: "/refunds" },
  { key: "contact", path: "/contact" },
] as const;
export type PolicyKey = (typeof POLICY_PAGES)[number]["key"];
