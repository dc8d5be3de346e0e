import type { PublicBrandingDto } from "../../../common/schemas/organizations";
import { useAuth } from "../auth/use-auth";
import { usePublicBranding } from "./use-organizations";

export type OrganizationBranding = PublicBrandingDto & { organizationId: string };

/**
 * An approved organisation's branding to show instead of the product's: the one of the domain the
 * page is served on, or the signed-in member's (the server answers for the session). Null while
 * loading, on failure, and whenever the answer is the product's own.
 */
export function useOrganizationBranding(): OrganizationBranding | null {
  const { user, isLoading } = useAuth();
  // Asked once the session is known, so a signed-in page asks once.
  const branding = usePublicBranding(user?.id ?? null, !isLoading);
  const data = branding.data;
  return data?.organizationId ? (data as OrganizationBranding) : null;
}
