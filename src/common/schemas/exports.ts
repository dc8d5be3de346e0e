import { z } from "zod";

/**
 * The branding the signed-in user's exports carry, for files built in the browser (the success
 * screen's Word file): the same as the server's resolveBranding, the logo as a checked data: URL.
 */
export const BrandingDto = z.object({
  name: z.string(),
  color: z.string(),
  accent: z.string().nullable(),
  organisation: z.string().nullable(),
  logoDataUrl: z.string().nullable(),
});
export type BrandingDto = z.infer<typeof BrandingDto>;
