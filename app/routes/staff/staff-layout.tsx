import { Outlet } from "react-router";
import { staffArea, staffPath, staffSessionContext } from "~/features/staff/staff-access.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { bundlesFor } from "~/i18n/resources.server";
import { StaffShell } from "~/sections/staff/staff-shell";
import type { Route } from "./+types/staff-layout";

/**
 * The staff's pages (`/admin`, `/pt/admin`, …; docs/decisions/010-staff-inbox.md): plain server-rendered HTML and
 * forms, without the site's scripts, top bar or consent banner (root.tsx reads `staff` from this handle).
 */
export const handle = { staff: true } as const;

export const middleware: Route.MiddlewareFunction[] = [staffArea];

export function loader({ context }: Route.LoaderArgs) {
  const { language } = context.get(languageContext);
  const session = context.get(staffSessionContext);
  return {
    language,
    i18n: bundlesFor(language, ["staff"]),
    signOut: session ? { action: staffPath(language, "/sign-out"), csrf: session.csrfToken } : null,
  };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell signOut={loaderData.signOut}>
      <Outlet />
    </StaffShell>
  );
}
