import { randomBytes } from "node:crypto";
import { stringifySetCookie } from "cookie";
import { createContext, data, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { getEnv } from "~/config/env.server";
import { database } from "~/db/database.server";
import { requestCookie } from "~/http/cookies";
import { readForm } from "~/http/read-form.server";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import type { Language } from "~/i18n/languages";
import { localizedPath } from "~/i18n/localized-path";
import { type AuditEntry, AuditTrail } from "~/security/audit-trail.server";
import { clientAddressContext } from "~/security/rate-limit.server";
import { knownDevice, newDeviceMark, staffDeviceCookieName, staffDeviceSeconds } from "~/security/staff-device.server";
import {
  type StaffSession,
  StaffSessions,
  sameToken,
  sessionLifetimeMs,
  validCsrfToken,
} from "~/security/staff-session.server";

/**
 * How the staff get into the inbox (docs/decisions/010-staff-inbox.md): a session cookie, a token in every form,
 * and the headers that keep the pages out of caches, search engines and other sites' logs.
 */

/** The session's cookie. `Path=/`: the inbox exists under every language's prefix (`/admin`, `/pt/admin`, …). */
export const sessionCookieName = "staff_session";
/** The sign-in form's own token against cross-site posts (there is no session yet to hold one). */
export const signInCookieName = "staff_sign_in";
const signInCookieSeconds = 60 * 60;

let sessions: StaffSessions | undefined;
let trail: AuditTrail | undefined;

/** The audit trail (docs/decisions/018-audit-trail.md). */
export function auditTrail(): AuditTrail {
  trail ??= new AuditTrail(database());
  return trail;
}

/** Records an action in the audit trail, with the client's address as the rate limits count it (IPv6 as its /64). */
export function audit(context: Readonly<RouterContextProvider>, entry: Omit<AuditEntry, "client">) {
  return auditTrail().record({ ...entry, client: context.get(clientAddressContext) });
}

export function staffSessions(): StaffSessions {
  sessions ??= new StaffSessions(database(), getEnv().ADMIN_PASSWORD_HASH ?? "");
  return sessions;
}

/** The inbox exists only when the clinic has set a password. */
export const inboxEnabled = () => Boolean(getEnv().ADMIN_PASSWORD_HASH);

/** The address of a staff page in the request's language. */
export function staffPath(language: Language, path: "" | `/${string}` = "") {
  return localizedPath(language, `/admin${path}`);
}

/**
 * A staff cookie: HttpOnly, same-site only, and `Secure` whenever the site is served over HTTPS: `SITE_URL` says
 * so, whatever a proxy forwarded (a proxy that does not send `X-Forwarded-Proto` must not make the cookie travel
 * in clear), or the request itself came over HTTPS.
 */
function cookie(name: string, value: string, maxAge: number, request: Request) {
  const secure = getEnv().SITE_URL.startsWith("https:") || new URL(request.url).protocol === "https:";
  return stringifySetCookie({ name, value, path: "/", maxAge, httpOnly: true, sameSite: "strict", secure });
}

export const sessionCookie = (token: string, request: Request) =>
  cookie(sessionCookieName, token, Math.floor(sessionLifetimeMs / 1000), request);
export const endedSessionCookie = (request: Request) => cookie(sessionCookieName, "", 0, request);
export const signInCookie = (token: string, request: Request) =>
  cookie(signInCookieName, token, signInCookieSeconds, request);
export const usedSignInCookie = (request: Request) => cookie(signInCookieName, "", 0, request);
/** The mark of a browser that signed in (staff-device.server.ts), renewed at each sign-in. */
export const deviceCookie = (request: Request) =>
  cookie(staffDeviceCookieName, newDeviceMark(getEnv().ADMIN_PASSWORD_HASH ?? ""), staffDeviceSeconds, request);
/** The id of this browser's mark, if it signed in before with the current password. */
export const knownStaffDevice = (request: Request) =>
  knownDevice(requestCookie(request, staffDeviceCookieName), getEnv().ADMIN_PASSWORD_HASH ?? "");
export const newSignInToken = () => randomBytes(24).toString("base64url");

export const sessionToken = (request: Request) => requestCookie(request, sessionCookieName);

/** The signed-in session of this request, or null (set by `staffArea` for every staff page). */
export const staffSessionContext = createContext<StaffSession | null>(null);

/**
 * Layout middleware of every staff page: no inbox without a password (the site's 404, as for any unknown
 * address); the session, if any; and on every answer, the headers of a private page (the pages' `referrer` meta
 * adds `same-origin`: staff-meta.ts).
 */
export const staffArea: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!inboxEnabled()) throw data(null, { status: 404, statusText: "Not Found" });
  const session = await orUnavailable(() => staffSessions().find(sessionToken(request)));
  context.set(staffSessionContext, session ?? null);
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};

/** Pages for signed-in staff only: others go to the sign-in page (a session that ended, too). */
export const signedIn: MiddlewareFunction<Response> = ({ context }) => {
  if (!context.get(staffSessionContext)) {
    throw redirect(`${staffPath(context.get(languageContext).language, "/login")}?expired=1`, 303);
  }
};

/** The session of a signed-in page (the `signedIn` middleware has let it through). */
export function currentSession(context: Readonly<RouterContextProvider>): StaffSession {
  const session = context.get(staffSessionContext);
  if (!session) throw new Error("a staff page ran without the signedIn middleware");
  return session;
}

/** Whether a post comes from a page of this site: browsers say so in `Sec-Fetch-Site` (older ones send none). */
function fromThisSite(request: Request) {
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin";
}

export type StaffFormResult = { ok: true; form: FormData } | { ok: false; status: 400 | 403 | 415 };

/**
 * A staff form post, accepted only with the session's token (and not from another site). The caller answers a
 * refusal in the staff's words.
 */
export async function readStaffForm(request: Request, session: StaffSession): Promise<StaffFormResult> {
  const form = await readForm(request);
  if (!form.ok) return form;
  if (!fromThisSite(request) || !validCsrfToken(session, form.data.get("csrf"))) return { ok: false, status: 403 };
  return { ok: true, form: form.data };
}

/** The sign-in form, accepted only with the token of its own cookie (and not from another site). */
export async function readSignInForm(request: Request): Promise<StaffFormResult> {
  const form = await readForm(request);
  if (!form.ok) return form;
  const expected = requestCookie(request, signInCookieName) ?? "";
  if (!fromThisSite(request) || !sameToken(form.data.get("csrf"), expected)) return { ok: false, status: 403 };
  return { ok: true, form: form.data };
}
