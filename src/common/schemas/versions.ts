import { z } from "zod";
import { VERSION_SOURCES } from "../constants.js";

/** One saved version in the history list: no content. */
export const VersionSummaryDto = z.object({
  /** The version number: 1, 2, 3 ... per proposal; the `versionId` of the version routes. */
  number: z.number().int(),
  source: z.enum(VERSION_SOURCES),
  /** For a restore: the number of the version it brought back. */
  restoredFrom: z.number().int().nullable(),
  title: z.string(),
  wordCount: z.number().int(),
  /** Who saved it: "First Last", or null when that account no longer exists. */
  savedBy: z.string().nullable(),
  createdAt: z.string(),
  /** True for the proposal's current version. */
  current: z.boolean(),
});
export type VersionSummaryDto = z.infer<typeof VersionSummaryDto>;

export const VersionListDto = z.object({
  currentVersion: z.number().int(),
  versions: z.array(VersionSummaryDto),
  /** True when older versions exist beyond this page (ask again with `before`). */
  hasMore: z.boolean(),
});
export type VersionListDto = z.infer<typeof VersionListDto>;

export const VersionDto = VersionSummaryDto.extend({ content: z.string() });
export type VersionDto = z.infer<typeof VersionDto>;

export const VersionListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Only versions older than this number (the next page). */
  before: z.coerce.number().int().min(1).optional(),
});

/** The restore call's optional body: the version the page showed as current (409 when it moved on). */
export const RestoreVersionInput = z.object({ baseVersion: z.number().int().min(1).optional() }).nullish();
export type RestoreVersionInput = z.infer<typeof RestoreVersionInput>;
