import type { PublicBrandingDto } from "../../../common/schemas/organizations";
import { useAuth } from "../auth/use-auth";
import { useMemberBranding, usePublicBranding } from "./use-organizations";

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
