import { z } from "zod";
import { ORGANIZATION_STATUSES, ROLES, SUBSCRIPTION_PLANS } from "../constants.js";

/**
 * White-label organisations: the super admin's lifecycle calls, the agent's read-only view and the
 * public branding of an organisation's own domain. Messages are catalogue keys: the server answers
 * the Malay text, the client shows the chosen language.
 */

export const DEFAULT_PRIMARY_COLOR = "#3B82F6";
export const DEFAULT_SECONDARY_COLOR = "#1E40AF";
export const ORGANIZATION_NAME_MAX = 120;
export const SLUG_MAX = 63;
export const DESCRIPTION_MAX = 2000;
export const ORGANIZATION_REASON_MAX = 500;
/** A logo is a PNG or JPEG of at most 1 MB, uploaded and served by the product itself. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const MEMBERS_PAGE_SIZE = 50;

/** The documented transitions: action -> [from, to]. Anything else is refused (409). */
export const ORGANIZATION_TRANSITIONS = {
  approve: ["pending", "approved"],
  reject: ["pending", "rejected"],
  suspend: ["approved", "suspended"],
  reactivate: ["suspended", "approved"],
} as const satisfies Record<string, readonly [OrganizationStatus, OrganizationStatus]>;
export type OrganizationAction = keyof typeof ORGANIZATION_TRANSITIONS;
/** Reject and suspend need a reason; approve and reactivate may have one. */
export const REASON_REQUIRED: Record<OrganizationAction, boolean> = {
  approve: false,
  reject: true,
  suspend: true,
  reactivate: false,
};

export const OrganizationStatus = z.enum(ORGANIZATION_STATUSES);
export type OrganizationStatus = z.infer<typeof OrganizationStatus>;
export const SubscriptionPlan = z.enum(SUBSCRIPTION_PLANS, { error: "validation.planInvalid" });

const REQUIRED = "validation.orgRequiredFields";

/** Forced to lowercase; then only letters, digits and hyphens (no leading, trailing or double hyphen). */
export const Slug = z
  .string({ error: REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, { error: REQUIRED })
  .max(SLUG_MAX, { error: "validation.slugInvalid" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "validation.slugInvalid" });

/** '#rrggbb', kept in capitals like the defaults. */
const HexColor = z
  .string({ error: "validation.colorInvalid" })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: "validation.colorInvalid" })
  .transform((v) => v.toUpperCase());

/** A DNS label: 1-63 letters, digits and hyphens, not starting or ending with a hyphen. */
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const HOST_NAME = new RegExp(`^(?:${LABEL}\\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$`);

/** A bare host name ('cadangan.koperasi.my'): no scheme, port or path; lowercase; at least two labels. */
export function normalizeHostName(value: string): string | null {
  const host = value.trim().toLowerCase().replace(/\.$/, "");
  return host.length <= 253 && HOST_NAME.test(host) ? host : null;
}

const CustomDomain = z.string({ error: "validation.domainInvalid" }).transform((value, ctx) => {
  if (value.trim() === "") return null;
  const host = normalizeHostName(value);
  if (!host) {
    ctx.addIssue({ code: "custom", message: "validation.domainInvalid" });
    return z.NEVER;
  }
  return host;
});

const Optional = <T extends z.ZodType>(schema: T) => schema.nullish();

/**
 * `POST /api/super-admin/organizations`. The agent comes as agentUserId (the form's field) or
 * adminUserId; name, slug and agent are required. A logo is uploaded afterwards (logo call); a
 * logoUrl is accepted only as a data: URL of a PNG or JPEG, never a remote address.
 */
export const OrganizationCreateInput = z
  .object({
    name: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, { error: REQUIRED })
      .max(ORGANIZATION_NAME_MAX, { error: "validation.tooLong" }),
    slug: Slug,
    description: Optional(z.string().trim().max(DESCRIPTION_MAX, { error: "validation.tooLong" })),
    logoUrl: Optional(z.string().trim()),
    primaryColor: Optional(z.union([z.literal(""), HexColor], { error: "validation.colorInvalid" })),
    secondaryColor: Optional(z.union([z.literal(""), HexColor], { error: "validation.colorInvalid" })),
    customDomain: Optional(CustomDomain),
    agentUserId: Optional(z.union([z.literal(""), z.uuid({ error: "errors.AGENT_NOT_ELIGIBLE" })])),
    adminUserId: Optional(z.union([z.literal(""), z.uuid({ error: "errors.AGENT_NOT_ELIGIBLE" })])),
    subscriptionPlan: Optional(SubscriptionPlan),
  })
  .refine((v) => Boolean(v.agentUserId || v.adminUserId), { error: REQUIRED, path: ["agentUserId"] });
export type OrganizationCreateInput = z.input<typeof OrganizationCreateInput>;

/** Approve and reactivate: an optional reason. */
export const OptionalReasonInput = z
  .object({
    reason: Optional(z.string().trim().max(ORGANIZATION_REASON_MAX, { error: "validation.tooLong" })),
  })
  .nullish();
/** Reject and suspend: a reason is required. */
export const RequiredReasonInput = z.object(
  {
    reason: z
      .string({ error: "validation.orgReasonRequired" })
      .trim()
      .min(1, { error: "validation.orgReasonRequired" })
      .max(ORGANIZATION_REASON_MAX, { error: "validation.tooLong" }),
  },
  { error: "validation.orgReasonRequired" },
);

/**
 * `POST /api/super-admin/organizations/{id}/logo`: the image as base64 (or a data: URL); PNG or
 * JPEG (told by its bytes), at most 1 MB decoded (the server answers LOGO_TYPE or LOGO_TOO_LARGE).
 */
export const LogoUploadInput = z.object({
  data: z.string({ error: "errors.LOGO_TYPE" }).min(1, { error: "errors.LOGO_TYPE" }),
});

export const OrganizationIdParams = z.object({ id: z.uuid({ error: "errors.NOT_FOUND" }) });
export const MembersQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** An organisation as every list gives it; the figures are computed, never stored. */
export const OrganizationDto = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  /** The product's own address of the uploaded logo, or null. */
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  customDomain: z.string().nullable(),
  adminUserId: z.string().nullable(),
  agentName: z.string().nullable(),
  agentEmail: z.string().nullable(),
  subscriptionPlan: z.enum(SUBSCRIPTION_PLANS),
  status: OrganizationStatus,
  /** The agent and the agent's live users. */
  totalUsers: z.number().int(),
  totalProposals: z.number().int(),
  /** Verified payments of members in the current calendar month (Asia/Kuala_Lumpur), RM with 2 decimals. */
  monthlyRevenue: z.string(),
  createdAt: z.string(),
});
export type OrganizationDto = z.infer<typeof OrganizationDto>;

export const OrganizationListDto = z.array(OrganizationDto);

export const OrganizationMemberDto = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  /** The organisation's agent (the others are the agent's users). */
  isAgent: z.boolean(),
  proposalCount: z.number().int(),
  createdAt: z.string(),
});
export type OrganizationMemberDto = z.infer<typeof OrganizationMemberDto>;

export const StatusHistoryDto = z.object({
  id: z.string(),
  fromStatus: OrganizationStatus,
  toStatus: OrganizationStatus,
  reason: z.string().nullable(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type StatusHistoryDto = z.infer<typeof StatusHistoryDto>;

/** `GET /api/super-admin/organizations/{id}`: the View page. */
export const OrganizationDetailDto = OrganizationDto.extend({
  members: z.object({
    items: z.array(OrganizationMemberDto),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
  /** The last 12 calendar months (Kuala Lumpur), oldest first, current month last; 'YYYY-MM' and RM. */
  revenueByMonth: z.array(z.object({ month: z.string(), revenue: z.string() })),
  /** Commission earned by the organisation's agent (every status but cancelled), RM. */
  agentCommission: z.string(),
  history: z.array(StatusHistoryDto),
});
export type OrganizationDetailDto = z.infer<typeof OrganizationDetailDto>;

/** Create and every transition answer the message and the organisation as it now is. */
export const OrganizationActionDto = z.object({ message: z.string(), organization: OrganizationDto });
export type OrganizationActionDto = z.infer<typeof OrganizationActionDto>;

/** `GET /api/agent/organization`: the agent's own organisation (null when there is none), read-only. */
export const AgentOrganizationDto = z.object({
  organization: OrganizationDto.nullable(),
  members: z.array(OrganizationMemberDto),
  history: z.array(StatusHistoryDto),
});
export type AgentOrganizationDto = z.infer<typeof AgentOrganizationDto>;

/**
 * `GET /api/public/branding`: the approved organisation of the request's host, else the product's
 * own. `GET /api/organization/branding` answers the same shape for a signed-in member's header.
 */
export const PublicBrandingDto = z.object({
  organizationId: z.string().nullable(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
});
export type PublicBrandingDto = z.infer<typeof PublicBrandingDto>;
