import { Outlet } from "react-router";
import { contentTrail } from "~/features/content/content-trail.server";
import { staffAccountContext, staffArea, staffPath, staffSessionContext } from "~/features/staff/staff-access.server";
import { may, type StaffPermission } from "~/features/staff/staff-roles";
import { languageContext } from "~/i18n/language-middleware.server";
import { bundlesFor } from "~/i18n/resources.server";
import { StaffShell } from "~/sections/staff/staff-shell";
import type { Route } from "./+types/staff-layout";

/**
 * The staff's pages (`/admin`, `/pt/admin`, …; docs/decisions/010-staff-inbox.md): plain server-rendered HTML and
 * forms, without the site's scripts, top bar or consent banner (root.tsx reads `staff` from this handle).
 */
export const handle = { staff: true } as const;

export const middleware: Route.MiddlewareFunction[] = [staffArea, contentTrail];

export function loader({ context }: Route.LoaderArgs) {
  const { language } = context.get(languageContext);
  const session = context.get(staffSessionContext);
  const account = context.get(staffAccountContext);
  const signedIn = session?.stage === "full" && account ? account : null;
  // The pages of the bar that the person's role opens, and their own account's.
  const pages: Array<{
    name: "inbox" | "insights" | "content" | "accounts" | "audit";
    path: "" | `/${string}`;
    needs: StaffPermission;
  }> = [
    { name: "inbox", path: "", needs: "requests" },
    { name: "insights", path: "/insights", needs: "insights" },
    { name: "content", path: "/content", needs: "content" },
    { name: "accounts", path: "/accounts", needs: "accounts" },
    { name: "audit", path: "/audit", needs: "audit" },
  ];
  return {
    language,
    i18n: bundlesFor(language, ["staff"]),
    signOut: session ? { action: staffPath(language, "/sign-out"), csrf: session.csrfToken } : null,
    navigation: signedIn
      ? {
          email: signedIn.email,
          links: [
            ...pages
              .filter((page) => may(signedIn.role, page.needs))
              .map((page) => ({ name: page.name, href: staffPath(language, page.path) })),
            { name: "account" as const, href: staffPath(language, "/account") },
          ],
        }
      : null,
  };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell signOut={loaderData.signOut} navigation={loaderData.navigation}>
      <Outlet />
    </StaffShell>
  );
}
