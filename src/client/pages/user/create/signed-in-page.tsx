import { Redirect } from "wouter";
import type { UserDto } from "../../../../common/schemas/auth";
import { PageLoader } from "../../../components/page-loader";
import { AppShell } from "../../../components/shell/app-shell";
import { useRequireUser } from "../../../features/auth/use-require-user";

/** A gated screen in the app shell: signed-out visitors get the documented toast and /api/login. */
export function SignedInPage({ children }: { children: (user: UserDto) => React.ReactNode }) {
  const { user, isLoading } = useRequireUser();
  if (isLoading || !user) return <PageLoader />;
  if (user.mustChangePassword) return <Redirect to="/change-password" replace />;
  return <AppShell user={user}>{children(user)}</AppShell>;
}

export function PageHeading({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
      </div>
      {children}
    </div>
  );
}
