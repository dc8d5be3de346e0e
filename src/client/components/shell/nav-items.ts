import {
  ArrowLeftRight,
  BarChart3,
  Coins,
  FileText,
  History,
  LayoutDashboard,
  LayoutTemplate,
  type LucideIcon,
  PlayCircle,
  Settings,
  ShieldCheck,
  ShieldEllipsis,
} from "lucide-react";
import type { Role } from "../../../common/constants";

export interface NavItem {
  href: string;
  /** Catalogue key of the label. */
  label: string;
  icon: LucideIcon;
  /** Active only on this very path (a section's home, e.g. /admin next to /admin/credits). */
  exact?: boolean;
}

export const topNavItems: NavItem[] = [
  { href: "/", label: "nav.dashboard", icon: LayoutDashboard },
  { href: "/proposals", label: "nav.proposals", icon: FileText },
  { href: "/demo", label: "nav.demo", icon: PlayCircle },
];

export const sidebarItems: NavItem[] = [
  { href: "/", label: "nav.home", icon: LayoutDashboard },
  { href: "/proposals", label: "nav.myProposals", icon: FileText },
  { href: "/templates", label: "nav.templates", icon: LayoutTemplate },
  { href: "/history", label: "nav.history", icon: History },
  { href: "/analytics", label: "nav.analytics", icon: BarChart3 },
  { href: "/settings", label: "nav.settings", icon: Settings },
];

/** The administration area, for agents (role admin) and super admins. */
export const adminItems: NavItem[] = [
  { href: "/admin", label: "admin.nav.dashboard", icon: ShieldCheck, exact: true },
  { href: "/admin/credits", label: "admin.nav.credits", icon: Coins },
  { href: "/agent/users", label: "admin.nav.agentUsers", icon: ArrowLeftRight },
];

/** The super admin area's entry (its own sidebar takes over there). */
export const superAdminItem: NavItem = { href: "/super-admin", label: "superAdmin.nav.link", icon: ShieldEllipsis };

export function adminItemsFor(role: Role): NavItem[] {
  if (role === "super_admin") return [...adminItems, superAdminItem];
  return role === "admin" ? adminItems : [];
}

export function isActivePath(current: string, href: string, exact = false): boolean {
  if (exact) return current === href;
  if (href === "/") return current === "/" || current === "/dashboard";
  return current === href || current.startsWith(`${href}/`);
}
