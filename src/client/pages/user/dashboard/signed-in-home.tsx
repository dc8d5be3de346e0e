import type { UserDto } from "../../../../common/schemas/auth";
import { AppShell } from "../../../components/shell/app-shell";
import DashboardPage from "./dashboard-page";

/** `/` for a signed-in person: the dashboard in the app's shell (its own chunk, never a visitor's). */
export default function SignedInHome({ user }: { user: UserDto }) {
  return (
    <AppShell user={user}>
      <DashboardPage user={user} />
    </AppShell>
  );
}
