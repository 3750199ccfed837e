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
import { type AuditActor, type AuditEntry, AuditTrail } from "~/security/audit-trail.server";
import { clientAddressContext } from "~/security/rate-limit.server";
import { RefusalSummaries } from "~/security/refusal-summaries.server";
import {
  knownDevice,
  markedAccount,
  newDeviceMark,
  staffDeviceCookieName,
  staffDeviceSeconds,
} from "~/security/staff-device.server";
import { type StaffSession, StaffSessions, sameToken, validCsrfToken } from "~/security/staff-session.server";
import { type StaffAccount, StaffAccounts } from "./staff-accounts.server";
import { may, type StaffPermission, type StaffRole } from "./staff-roles";

/**
 * How the staff get into their area (docs/decisions/010-staff-inbox.md, 019-staff-accounts.md): a person's account,
 * a session cookie that the browser does not keep past its closing, a token in every form, and the headers that keep
 * the pages out of caches, search engines and other sites' logs.
 */

/**
 * A staff cookie's name: over HTTPS with the `__Host-` prefix, which the browser takes only with `Secure`, `Path=/`
 * and no `Domain`, so that no other host of the domain and no plain-HTTP page can set or overwrite it; the plain name
 * over HTTP (local development).
 */
const cookieName = (request: Request, name: string) => (secureSite(request) ? `__Host-${name}` : name);

/** The session's cookie. */
export const sessionCookieName = (request: Request) => cookieName(request, "staff_session");
/** The sign-in form's own token against cross-site posts (there is no session yet to hold one). */
export const signInCookieName = (request: Request) => cookieName(request, "staff_sign_in");
/** The mark of a browser that signed in (staff-device.server.ts). */
export const deviceCookieName = (request: Request) => cookieName(request, staffDeviceCookieName);
const signInCookieSeconds = 60 * 60;

let sessions: StaffSessions | undefined;
let accounts: StaffAccounts | undefined;
let trail: AuditTrail | undefined;

/** The audit trail (docs/decisions/018-audit-trail.md). */
export function auditTrail(): AuditTrail {
  trail ??= new AuditTrail(database());
  return trail;
}

/** The signed-in person's account, or null (set by `staffArea` for every staff page). */
export const staffAccountContext = createContext<StaffAccount | null>(null);

/**
 * Records an action in the audit trail, with the client's address as the rate limits count it (IPv6 as its /64). The
 * actor is the signed-in person's account unless the entry names one (`api`, `anonymous`).
 */
export function audit(
  context: Readonly<RouterContextProvider>,
  entry: Omit<AuditEntry, "client" | "actor"> & { actor?: AuditActor },
) {
  const actor = entry.actor ?? (context.get(staffAccountContext)?.id as AuditActor | undefined) ?? "anonymous";
  return auditTrail().record({ ...entry, actor, client: context.get(clientAddressContext) });
}

/** Refusals by the sign-in's limits, one event per limit and quarter hour in the trail (refusal-summaries.server.ts). */
const refusals = new RefusalSummaries(15 * 60 * 1000);

/**
 * Records a sign-in refused by a limit (HTTP 429, nothing checked) as `sign_in_locked`: the first refusal of `key` (the
 * limit and whom it counts) in a quarter hour writes an event, the others add to a count written once at its end.
 */
export function auditRefusal(
  context: Readonly<RouterContextProvider>,
  refusal: { limit: string; key: string; objectId?: string },
) {
  const client = context.get(clientAddressContext);
  const { limit, objectId } = refusal;
  return refusals.note(`${limit}:${refusal.key}`, (refused) =>
    auditTrail().record({
      action: "sign_in_locked",
      actor: "anonymous",
      objectId,
      client,
      detail: refused === 1 ? { limit } : { limit, refused },
    }),
  );
}

/** Writes the counts of refusals still open (at shutdown, and in tests). */
export const flushRefusals = () => refusals.flush();

export function staffSessions(): StaffSessions {
  const env = getEnv();
  sessions ??= new StaffSessions(database(), {
    idleMs: env.STAFF_IDLE_MINUTES * 60 * 1000,
    lifetimeMs: env.STAFF_SESSION_HOURS * 60 * 60 * 1000,
  });
  return sessions;
}

export function staffAccounts(): StaffAccounts {
  accounts ??= new StaffAccounts(database());
  return accounts;
}

/** The address of a staff page in the request's language. */
export function staffPath(language: Language, path: "" | `/${string}` = "") {
  return localizedPath(language, `/admin${path}`);
}

/** Whether the site is served over HTTPS: `SITE_URL` says so, whatever a proxy forwarded, or the request came so. */
const secureSite = (request: Request) =>
  (getEnv().SITE_URL?.startsWith("https:") ?? false) || new URL(request.url).protocol === "https:";

/**
 * A staff cookie: HttpOnly, same-site only, and `Secure` whenever the site is served over HTTPS (a proxy that does
 * not send `X-Forwarded-Proto` must not make the cookie travel in clear). Without `maxAge`, the browser forgets it
 * when it closes.
 */
function cookie(name: string, value: string, maxAge: number | undefined, request: Request) {
  return stringifySetCookie({
    name,
    value,
    path: "/",
    ...(maxAge !== undefined && { maxAge }),
    httpOnly: true,
    sameSite: "strict",
    secure: secureSite(request),
  });
}

/** The session's cookie: not persistent (closing the browser ends it on a shared front-desk computer). */
export const sessionCookie = (token: string, request: Request) =>
  cookie(sessionCookieName(request), token, undefined, request);
export const endedSessionCookie = (request: Request) => cookie(sessionCookieName(request), "", 0, request);
export const signInCookie = (token: string, request: Request) =>
  cookie(signInCookieName(request), token, signInCookieSeconds, request);
export const usedSignInCookie = (request: Request) => cookie(signInCookieName(request), "", 0, request);
/**
 * The mark of a browser that has just signed in to an account, both factors (staff-device.server.ts), renewed at each
 * sign-in.
 */
export const deviceCookie = (request: Request, account: { id: string; passwordHash: string }) =>
  cookie(deviceCookieName(request), newDeviceMark(account.id, account.passwordHash), staffDeviceSeconds, request);
/**
 * The id of this browser's mark when it signed in to `account` before (with its current password); a mark of another
 * account is none here.
 */
export function knownStaffDevice(
  request: Request,
  account: { id: string; passwordHash: string | null } | undefined,
): string | undefined {
  const mark = requestCookie(request, deviceCookieName(request));
  if (!account || markedAccount(mark) !== account.id) return undefined;
  return knownDevice(mark, account.passwordHash);
}
/**
 * The token of a sign-in form (the sign-in, an invitation's welcome): the one of an earlier visit while its cookie
 * holds one, so that a second tab of the page does not void the first; else a new one.
 */
export function signInFormToken(request: Request) {
  const kept = requestCookie(request, signInCookieName(request));
  return kept && /^[\w-]{32}$/.test(kept) ? kept : randomBytes(24).toString("base64url");
}

export const sessionToken = (request: Request) => requestCookie(request, sessionCookieName(request));

/** Where a session opened: the client's address key and the browser's User-Agent (shortened when stored). */
export const sessionOrigin = (request: Request, context: Readonly<RouterContextProvider>) => ({
  client: context.get(clientAddressContext),
  userAgent: request.headers.get("user-agent"),
});

/** The signed-in session of this request, or null (set by `staffArea` for every staff page). */
export const staffSessionContext = createContext<StaffSession | null>(null);

/**
 * Layout middleware of every staff page: the session, if any, and its account (a session of a deactivated account
 * ends here); and on every answer, the headers of a private page (the pages' `referrer` meta adds `same-origin`:
 * staff-meta.ts).
 */
export const staffArea: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const found = await orUnavailable(async () => {
    const session = await staffSessions().find(sessionToken(request));
    const account = session && (await staffAccounts().find(session.accountId));
    if (session && !account?.active) {
      await staffSessions().endById(session.id);
      return null;
    }
    return session && account ? { session, account } : null;
  });
  context.set(staffSessionContext, found?.session ?? null);
  context.set(staffAccountContext, found?.account ?? null);
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};

/** Where a person lands after signing in: the inbox, else the site's content, else their account page. */
export const homeOf = (language: Language, role: StaffRole) =>
  staffPath(language, may(role, "requests") ? "" : may(role, "content") ? "/content" : "/account");

/** Where a sign-in halfway continues: the second factor, or its setting up. */
export const nextStepOf = (language: Language, session: StaffSession) =>
  staffPath(language, session.stage === "enrol" ? "/enrol" : "/second-factor");

/**
 * Pages for signed-in staff only (both factors passed): a sign-in halfway goes on to its next step, others go to the
 * sign-in page (a session that ended, too).
 */
export const signedIn: MiddlewareFunction<Response> = ({ context, request }) => {
  const { language } = context.get(languageContext);
  const session = context.get(staffSessionContext);
  if (session && session.stage !== "full") throw redirect(nextStepOf(language, session), 303);
  if (!session) throw toSignIn(request, language);
};

/**
 * The way to the sign-in page for a request without a session: "your session ended" only when it brought a session's
 * cookie (one that ended, or that the server no longer knows), never to someone who had not signed in.
 */
export const toSignIn = (request: Request, language: Language) =>
  redirect(`${staffPath(language, "/login")}${sessionToken(request) ? "?expired=1" : ""}`, 303);

/**
 * Pages of one permission (staff-accounts.server.ts): after `signedIn`; a role without it goes to its own home page,
 * and a post changes nothing.
 */
export const requires =
  (permission: StaffPermission): MiddlewareFunction<Response> =>
  ({ context }) => {
    const account = currentAccount(context);
    if (!may(account.role, permission)) {
      throw redirect(homeOf(context.get(languageContext).language, account.role), 303);
    }
  };

/** The session of a signed-in page (the `signedIn` middleware has let it through). */
export function currentSession(context: Readonly<RouterContextProvider>): StaffSession {
  const session = context.get(staffSessionContext);
  if (!session) throw new Error("a staff page ran without the signedIn middleware");
  return session;
}

/** The account of a signed-in page. */
export function currentAccount(context: Readonly<RouterContextProvider>): StaffAccount {
  const account = context.get(staffAccountContext);
  if (!account) throw new Error("a staff page ran without the signedIn middleware");
  return account;
}

/**
 * What sign-out sends besides the ended cookie: the browser drops this site's cache and storage, so that nothing of
 * the staff area stays on a shared computer. Not the cookies: the session's is ended by name (and its row deleted),
 * and the others are the browser's sign-in mark (its own budget of tries against a lockout, staff-device.server.ts)
 * and the public site's consent and colour mode, which a sign-out has no reason to forget.
 */
export const clearSiteData = '"cache", "storage"';

/** Whether a post comes from a page of this site: browsers say so in `Sec-Fetch-Site` (older ones send none). */
function fromThisSite(request: Request) {
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin";
}

export type StaffFormResult = { ok: true; form: FormData } | { ok: false; status: 400 | 403 | 415 };

/**
 * The answer to a staff form that could not be read: expired (403, its token is not the session's, or it came from
 * another site) or not a form the page sends (400, 415). The pages say so in the staff's language and keep nothing.
 */
export const unreadForm = (status: 400 | 403 | 415) =>
  data({ error: status === 403 ? ("expired_form" as const) : ("bad_form" as const) }, { status });

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
  const expected = requestCookie(request, signInCookieName(request)) ?? "";
  if (!fromThisSite(request) || !sameToken(form.data.get("csrf"), expected)) return { ok: false, status: 403 };
  return { ok: true, form: form.data };
}
