import { ArrowLeft, BarChart3, Building2, LayoutDashboard, type LucideIcon, Users } from "lucide-react";

interface SuperAdminLink {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Other paths of the same screens (aliases, and the screens opened from it). */
  also?: string[];
}

/** The documented super admin sidebar. */
export const superAdminLinks: SuperAdminLink[] = [
  { href: "/super-admin", label: "superAdmin.nav.dashboard", icon: LayoutDashboard },
  {
    href: "/user-management",
    label: "superAdmin.nav.users",
    icon: Users,
    also: [
      "/admin/users",
      "/users",
      "/super-admin/user-management",
      "/super-admin/users",
      "/super-admin/create-user",
      "/super-admin/create-agent",
      "/super-admin/edit-user",
      "/super-admin/reset-password",
    ],
  },
  { href: "/white-label", label: "superAdmin.nav.whiteLabel", icon: Building2 },
  { href: "/profit-analysis", label: "superAdmin.nav.profit", icon: BarChart3 },
  { href: "/", label: "superAdmin.nav.back", icon: ArrowLeft },
];

/** A path matches when it equals the link or starts with it, except / (only itself). */
function matchLength(current: string, path: string): number {
  if (path === "/") return current === "/" ? 1 : 0;
  return current === path || current.startsWith(path) ? path.length : 0;
}

/**
 * The documented rule (equal, or starting with it, except /), over each link's paths; when two
 * links match (/super-admin and /super-admin/edit-user) the longer match wins.
 */
export function activeSuperAdminHref(current: string): string | null {
  let best: { href: string; length: number } | null = null;
  for (const link of superAdminLinks) {
    for (const path of [link.href, ...(link.also ?? [])]) {
      const length = matchLength(current, path);
      if (length > 0 && (!best || length > best.length)) best = { href: link.href, length };
    }
  }
  return best?.href ?? null;
}

export function isSuperAdminLinkActive(current: string, href: string): boolean {
  return activeSuperAdminHref(current) === href;
}
