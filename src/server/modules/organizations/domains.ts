import { and, eq, isNotNull, sql } from "drizzle-orm";
import { PRODUCT_BRANDING } from "../../../common/document/model.js";
import { normalizeHostName, type PublicBrandingDto } from "../../../common/schemas/organizations.js";
import type { Db } from "../../db/client.js";
import { organizationLogos, organizations, users } from "../../db/schema.js";
import { logoPath } from "./logo.js";

/**
 * The approved organisations' custom domains, read for every request on another host (branding,
 * same-origin writes) and so kept in memory for a few seconds. A change made in this process
 * (create, approve, suspend ...) clears it at once; another process sees it within the TTL.
 */
export const DOMAIN_CACHE_TTL_MS = 5_000;

export const PRODUCT_PUBLIC_BRANDING: PublicBrandingDto = {
  organizationId: null,
  name: PRODUCT_BRANDING.name,
  logoUrl: null,
  primaryColor: PRODUCT_BRANDING.color.toUpperCase(),
  secondaryColor: (PRODUCT_BRANDING.accent ?? PRODUCT_BRANDING.color).toUpperCase(),
};

export type DomainOrganization = PublicBrandingDto & { organizationId: string; agentId: string | null };

type Snapshot = { at: number; byHost: Map<string, DomainOrganization> };

class DomainDirectory {
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.snapshot = null;
    this.loading = null;
  }

  private async load(): Promise<Snapshot> {
    const rows = await this.db
      .select({
        id: organizations.id,
        name: organizations.name,
        customDomain: organizations.customDomain,
        primaryColor: organizations.primaryColor,
        secondaryColor: organizations.secondaryColor,
        agentId: organizations.adminUserId,
        logoVersion: sql<string | null>`extract(epoch from ${organizationLogos.updatedAt})::bigint::text`,
      })
      .from(organizations)
      .leftJoin(organizationLogos, eq(organizationLogos.organizationId, organizations.id))
      .where(and(eq(organizations.status, "approved"), isNotNull(organizations.customDomain)));
    const byHost = new Map<string, DomainOrganization>();
    for (const row of rows) {
      byHost.set(row.customDomain!, {
        organizationId: row.id,
        agentId: row.agentId,
        name: row.name,
        logoUrl: row.logoVersion ? logoPath(row.id, row.logoVersion) : null,
        primaryColor: row.primaryColor,
        secondaryColor: row.secondaryColor,
      });
    }
    return { at: Date.now(), byHost };
  }

  private async current(): Promise<Snapshot> {
    if (this.snapshot && Date.now() - this.snapshot.at < DOMAIN_CACHE_TTL_MS) return this.snapshot;
    if (!this.loading) {
      const loading = this.load();
      this.loading = loading;
      try {
        const snapshot = await loading;
        // A clear that happened while loading wins: the snapshot is used once, not kept.
        if (this.loading === loading) this.snapshot = snapshot;
        return snapshot;
      } finally {
        if (this.loading === loading) this.loading = null;
      }
    }
    return this.loading;
  }

  /** The approved organisation whose custom domain is this host (any case, port ignored), or null. */
  async organizationForHost(host: string | undefined): Promise<DomainOrganization | null> {
    const name = host ? normalizeHostName(host.replace(/:\d+$/, "")) : null;
    if (!name) return null;
    return (await this.current()).byHost.get(name) ?? null;
  }
}

const directories = new WeakMap<Db, DomainDirectory>();

/** The directory of one database (tests run several apps, each on its own database, in one process). */
export function domainDirectory(db: Db): DomainDirectory {
  let directory = directories.get(db);
  if (!directory) {
    directory = new DomainDirectory(db);
    directories.set(db, directory);
  }
  return directory;
}

/** `GET /api/public/branding`: the approved organisation of the host, else the product's own. */
export async function brandingForHost(db: Db, host: string | undefined): Promise<PublicBrandingDto> {
  const org = await domainDirectory(db).organizationForHost(host);
  if (!org) return PRODUCT_PUBLIC_BRANDING;
  const { agentId: _agent, ...branding } = org;
  return branding;
}

/** A signed-in member's header branding: their organisation's while it is approved, else the product's. */
export async function brandingForMember(db: Db, userId: string): Promise<PublicBrandingDto> {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      primaryColor: organizations.primaryColor,
      secondaryColor: organizations.secondaryColor,
      logoVersion: sql<string | null>`extract(epoch from ${organizationLogos.updatedAt})::bigint::text`,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(organizationLogos, eq(organizationLogos.organizationId, organizations.id))
    .where(and(eq(users.id, userId), eq(organizations.status, "approved")));
  if (!row) return PRODUCT_PUBLIC_BRANDING;
  return {
    organizationId: row.id,
    name: row.name,
    logoUrl: row.logoVersion ? logoPath(row.id, row.logoVersion) : null,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
  };
}
