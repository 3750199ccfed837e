import { redirect } from "react-router";
import {
  audit,
  clearSiteData,
  currentSession,
  endedSessionCookie,
  readStaffForm,
  sessionToken,
  staffPath,
  staffSessionContext,
  staffSessions,
  toSignIn,
} from "~/features/staff/staff-access.server";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { log } from "~/log.server";
import type { Route } from "./+types/sign-out";

/** Any session signs out, a sign-in halfway too (the button is on the second step's page as well). */
const withSession: Route.MiddlewareFunction = ({ context, request }) => {
  if (!context.get(staffSessionContext)) throw toSignIn(request, context.get(languageContext).language);
};

export const middleware: Route.MiddlewareFunction[] = [withSession];

/** Only posted to (the button in the bar): an address typed in goes to the inbox. */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(staffPath(context.get(languageContext).language), 303);
}

/**
 * Ends the session for good (a copy of the cookie opens nothing afterwards), clears the cookie, and asks the browser
 * to drop what it keeps of the site (`Clear-Site-Data`): nothing of the staff area stays on a shared computer.
 */
async function act({ request, context }: Route.ActionArgs) {
  const { language } = context.get(languageContext);
  const form = await readStaffForm(request, currentSession(context));
  // A forged or broken sign-out changes nothing: back to the inbox, still signed in.
  if (!form.ok) throw redirect(staffPath(language), 303);
  // A full session's person signs out; a sign-in abandoned halfway is not a sign-in, and leaves no event.
  if (currentSession(context).stage === "full") await audit(context, { action: "sign_out" });
  await staffSessions().end(sessionToken(request));
  log.info("staff signed out");
  throw redirect(`${staffPath(language, "/login")}?done=signed-out`, {
    status: 303,
    headers: { "Set-Cookie": endedSessionCookie(request), "Clear-Site-Data": clearSiteData },
  });
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));
