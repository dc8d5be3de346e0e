import { ArrowLeft, BarChart3, Building2, LayoutDashboard, type LucideIcon, Users } from "lucide-react";

interface SuperAdminLink {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** The documented super admin sidebar. */
export const superAdminLinks: SuperAdminLink[] = [
  { href: "/super-admin", label: "superAdmin.nav.dashboard", icon: LayoutDashboard },
  { href: "/user-management", label: "superAdmin.nav.users", icon: Users },
  { href: "/white-label", label: "superAdmin.nav.whiteLabel", icon: Building2 },
  { href: "/profit-analysis", label: "superAdmin.nav.profit", icon: BarChart3 },
  { href: "/", label: "superAdmin.nav.back", icon: ArrowLeft },
];

/** Active when the path equals the link or starts with it, except / (only itself). */
export function isSuperAdminLinkActive(current: string, href: string): boolean {
  if (href === "/") return current === "/";
  return current === href || current.startsWith(href);
}
