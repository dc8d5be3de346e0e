import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { type OrganizationBranding, useOrganizationBranding } from "../features/organizations/use-branding";
import { cn } from "../lib/cn";

export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "relative inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-emerald-600 to-teal-800 text-white shadow-sm",
        className,
      )}
    >
      <FileText className="size-5" />
      <span className="absolute -right-0.5 -bottom-0.5 size-3 rounded-full border-2 border-white bg-amber-400" />
    </span>
  );
}

/** An approved organisation's mark: its logo, else the product's icon on its primary colour. */
function OrganizationMark({ branding }: { branding: OrganizationBranding }) {
  if (branding.logoUrl) {
    return (
      <img
        src={branding.logoUrl}
        alt=""
        className="size-9 shrink-0 rounded-lg bg-white object-contain"
        data-testid="brand-logo"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-white shadow-sm"
      style={{ backgroundColor: branding.primaryColor }}
    >
      <FileText className="size-5" />
    </span>
  );
}

/**
 * The product's name and mark, or, while an organisation is approved, its name, logo and primary
 * colour (a member signed in, or a page served on the organisation's own domain).
 */
export function Brand({
  inverse = false,
  className,
  nameClassName,
}: {
  inverse?: boolean;
  className?: string;
  /** E.g. a bar that is full on a phone keeps the name for screen readers only. */
  nameClassName?: string;
}) {
  const { t } = useTranslation();
  const organization = useOrganizationBranding();
  if (organization) {
    return (
      <Link
        href="/"
        data-testid="brand"
        data-organization-id={organization.organizationId}
        className={cn(
          "inline-flex min-w-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-600",
          className,
        )}
      >
        <OrganizationMark branding={organization} />
        <span
          className={cn(
            "min-w-0 truncate border-b-[3px] text-lg font-bold tracking-tight",
            inverse ? "text-white" : "text-slate-900",
            nameClassName,
          )}
          style={{ borderBottomColor: organization.primaryColor }}
          data-testid="brand-name"
          data-brand-name
        >
          {organization.name}
        </span>
      </Link>
    );
  }
  return (
    <Link
      href="/"
      data-testid="brand"
      className={cn(
        "inline-flex min-w-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-600",
        className,
      )}
    >
      <BrandMark />
      {/* The name gives way first on a narrow phone with wide fonts, so the bar never overflows. */}
      <span
        className={cn(
          "min-w-0 truncate text-lg font-bold tracking-tight",
          inverse ? "text-white" : "text-slate-900",
          nameClassName,
        )}
        data-brand-name
      >
        {t("app.name")}
      </span>
    </Link>
  );
}
