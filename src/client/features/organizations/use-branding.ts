import { useQuery } from "@tanstack/react-query";
import type { PublicBrandingDto } from "../../../common/schemas/organizations";
import { apiRequest } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { useAuth } from "../auth/use-auth";

// Apart from the organisations' screens (use-organizations.ts): the brand on the landing page
// needs these two queries only, not the organisations' mutations.
const keys = queryKeys.organizations;

/**
 * `GET /api/public/branding`: the approved organisation of the domain the page is served on, or the
 * product's own. Keyed by the signed-in account so that signing in or out reads it again.
 */
export function usePublicBranding(accountId: string | null = null, enabled = true) {
  return useQuery<PublicBrandingDto>({
    // The account is only part of the cache key; the session cookie tells the server who asks.
    queryKey: accountId ? [...keys.branding, { account: accountId }] : keys.branding,
    queryFn: () => apiRequest<PublicBrandingDto>("GET", keys.branding[0]),
    enabled,
    staleTime: 60_000,
    meta: { silentUnauthorized: true },
  });
}

/**
 * A signed-in member's organisation branding (the product's own unless it is approved), read for
 * the account signed in.
 */
export function useMemberBranding(accountId: string | null) {
  return useQuery<PublicBrandingDto>({
    queryKey: [...keys.memberBranding, { account: accountId }],
    queryFn: () => apiRequest<PublicBrandingDto>("GET", keys.memberBranding[0]),
    enabled: accountId !== null,
    staleTime: 60_000,
    meta: { silentUnauthorized: true },
  });
}

export type OrganizationBranding = PublicBrandingDto & { organizationId: string };

const organizationOf = (branding: PublicBrandingDto | undefined): OrganizationBranding | null =>
  branding?.organizationId ? (branding as OrganizationBranding) : null;

/**
 * An approved organisation's branding to show instead of the product's: a signed-in member's own
 * organisation first, else the one whose domain the page is served on. Null while loading, on
 * failure, and whenever both answers are the product's own.
 */
export function useOrganizationBranding(): OrganizationBranding | null {
  const { user, isLoading } = useAuth();
  const accountId = user?.id ?? null;
  const member = useMemberBranding(accountId);
  const ownOrganization = organizationOf(member.data);
  // The domain's branding is asked once the session is known and no organisation of the member applies.
  const host = usePublicBranding(accountId, !isLoading && (accountId === null || member.isFetched) && !ownOrganization);
  return ownOrganization ?? organizationOf(host.data);
}
