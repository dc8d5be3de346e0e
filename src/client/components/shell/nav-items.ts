import {
  BarChart3,
  FileText,
  History,
  LayoutDashboard,
  LayoutTemplate,
  type LucideIcon,
  PlayCircle,
  Settings,
} from "lucide-react";

export interface NavItem {
  href: string;
  /** Catalogue key of the label. */
  label: string;
  icon: LucideIcon;
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

export function isActivePath(current: string, href: string): boolean {
  if (href === "/") return current === "/" || current === "/dashboard";
  return current === href || current.startsWith(`${href}/`);
}
