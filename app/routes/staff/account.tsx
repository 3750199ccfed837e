import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { getEnv } from "~/config/env.server";
import { confirmPassword, reauthenticate, typedCode } from "~/features/staff/second-factor.server";
import {
  audit,
  currentAccount,
  currentSession,
  readStaffForm,
  sessionCookie,
  sessionOrigin,
  signedIn,
  staffAccounts,
  staffPath,
  staffSessions,
} from "~/features/staff/staff-access.server";
import { may } from "~/features/staff/staff-roles";
import { staffTime } from "~/features/staff/staff-time";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { serverT } from "~/i18n/resources.server";
import {
  AccountDetails,
  type AccountIntent,
  type AccountNotice,
  type AccountRefusal,
  PasswordChange,
  SecondFactorSettings,
  SessionList,
  WeeklyDigestSetting,
} from "~/sections/staff/account-sections";
import { RecoveryCodes } from "~/sections/staff/recovery-codes";
import staff from "~/sections/staff/staff-page.module.css";
import { hashPassword } from "~/security/password.server";
import { passwordProblem } from "~/security/password-policy.server";
import { newRecoveryCodes, newTotpSecret } from "~/security/totp.server";
import type { Route } from "./+types/account";
import page from "./sign-in.module.css";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = [signedIn];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

const notices = ["password", "others", "app", "digest"] as const;

/** One's own account: who one is, the password, the second factor, and one's open sessions. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const { language } = context.get(languageContext);
    const account = currentAccount(context);
    const session = currentSession(context);
    const timeZone = getEnv().STAFF_TIME_ZONE;
    const query = new URL(request.url).searchParams;
    const done = notices.find((notice) => notice === query.get("done"));
    const codesLeft = query.get("codes_left");
    const notice: AccountNotice | null = done
      ? { kind: done }
      : codesLeft !== null && /^\d{1,2}$/.test(codesLeft)
        ? { kind: "codes_left", count: Number(codesLeft) }
        : null;
    const sessions = await staffSessions().list(account.id);
    return {
      // The weekly figures are the owners' (they see all of them).
      digest: may(account.role, "site_figures")
        ? { chosen: (await staffAccounts().weeklyDigestOf(account.id)) !== null, mail: Boolean(getEnv().SMTP_URL) }
        : null,
      title: `${serverT(language, "staff")("account.title")} | ${clinic.name}`,
      csrf: session.csrfToken,
      email: account.email,
      role: account.role,
      notice,
      recoveryCodesLeft: await staffAccounts().recoveryCodesLeft(account.id),
      sessions: sessions.map((row) => ({
        id: row.id,
        current: row.id === session.id,
        createdAt: staffTime(row.createdAt, language, timeZone),
        lastSeenAt: staffTime(row.lastSeenAt, language, timeZone),
        client: row.client,
        agent: row.agent,
      })),
    };
  });

type Refusal = { intent: AccountIntent | null; error: AccountRefusal; minutes?: number };
const intents: readonly AccountIntent[] = [
  "password",
  "new_app",
  "new_codes",
  "sign_out_others",
  "end_session",
  "weekly_digest",
];

async function act({ request, context }: Route.ActionArgs) {
  const { language } = context.get(languageContext);
  const account = currentAccount(context);
  const session = currentSession(context);
  const form = await readStaffForm(request, session);
  if (!form.ok) {
    return data<Refusal>(
      { intent: null, error: form.status === 403 ? "expired_form" : "bad_form" },
      { status: form.status },
    );
  }
  // `end_session:<id>`: one session of the list; the others are plain names.
  const [name = "", sessionId = ""] = String(form.form.get("intent") ?? "").split(":");
  const intent = intents.find((known) => known === name);
  if (!intent) return data<Refusal>({ intent: null, error: "bad_form" }, { status: 400 });
  const refused = (check: { kind: "wrong" | "limited"; retryAfterSeconds?: number }) =>
    check.kind === "limited"
      ? data<Refusal>(
          { intent, error: "limited", minutes: Math.ceil((check.retryAfterSeconds ?? 900) / 60) },
          { status: 429 },
        )
      : data<Refusal>({ intent, error: "wrong_credentials" }, { status: 401 });
  /** A new token after the re-authentication (ASVS V7.2.4), in the answer's cookie. */
  const renew = async () => {
    const renewed = await staffSessions().complete(session, sessionOrigin(request, context));
    return { renewed, cookie: { "Set-Cookie": sessionCookie(renewed.token, request) } };
  };
  const back = (done: (typeof notices)[number], headers: HeadersInit) =>
    redirect(`${staffPath(language, "/account")}?done=${done}`, { status: 303, headers });

  // The weekly figures change nothing of how one signs in: no password asked.
  if (intent === "weekly_digest") {
    if (!may(account.role, "site_figures")) return data<Refusal>({ intent, error: "bad_form" }, { status: 403 });
    await staffAccounts().setWeeklyDigest(account.id, form.form.get("digest") === "on" ? language : null);
    throw back("digest", {});
  }

  if (intent === "sign_out_others" || intent === "end_session") {
    // Ending sessions asks for the password again (one factor, ASVS V7.5.2).
    const check = await confirmPassword(staffAccounts(), account.id, form.form.get("current_password"));
    if (check.kind !== "passed") {
      await audit(context, {
        action: "second_factor_failed",
        objectId: account.id,
        detail: { step: "reauthentication" },
      });
      return refused(check);
    }
    const { renewed, cookie } = await renew();
    const ended =
      intent === "end_session"
        ? await staffSessions().endOne(account.id, sessionId.slice(0, 64))
        : await staffSessions().endAll(account.id, renewed.id);
    await audit(context, { action: "sessions_ended", objectId: account.id, detail: { sessions: ended } });
    throw back("others", cookie);
  }

  // Everything else changes how one signs in: the password and a fresh code first.
  const check = await reauthenticate(
    staffAccounts(),
    account.id,
    form.form.get("current_password"),
    typedCode(form.form),
  );
  if (check.kind !== "passed") {
    if (check.kind === "wrong") {
      await audit(context, {
        action: "second_factor_failed",
        objectId: account.id,
        detail: { step: "reauthentication" },
      });
    }
    return refused(check);
  }

  if (intent === "new_app") {
    const { renewed, cookie } = await renew();
    await staffSessions().offerSecret(renewed, newTotpSecret());
    throw redirect(staffPath(language, "/enrol"), { status: 303, headers: cookie });
  }
  if (intent === "new_codes") {
    const codes = newRecoveryCodes();
    await staffAccounts().replaceRecoveryCodes(account.id, codes);
    await audit(context, { action: "recovery_codes_renewed", objectId: account.id });
    const { cookie } = await renew();
    return data({ codes, next: staffPath(language, "/account") }, { headers: cookie });
  }
  const password = form.form.get("new_password");
  if (typeof password !== "string") return data<Refusal>({ intent, error: "bad_form" }, { status: 400 });
  if (password !== form.form.get("repeat_password")) {
    return data<Refusal>({ intent, error: "mismatch" }, { status: 400 });
  }
  const problem = passwordProblem(password, [account.email, clinic.name]);
  if (problem) return data<Refusal>({ intent, error: problem }, { status: 400 });
  await staffAccounts().setPassword(account.id, await hashPassword(password));
  // A new password ends every other session: whoever knew the old one is out.
  const { renewed, cookie } = await renew();
  const ended = await staffSessions().endAll(account.id, renewed.id);
  await audit(context, { action: "password_changed", objectId: account.id, detail: { sessions_ended: ended } });
  throw back("password", cookie);
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData && "codes" in actionData) {
    return (
      <div className={page.page}>
        <RecoveryCodes codes={actionData.codes} next={actionData.next} />
      </div>
    );
  }
  const refusal = actionData && "error" in actionData ? actionData : undefined;
  const { csrf } = loaderData;
  return (
    <div className={staff.stack}>
      <AccountDetails
        email={loaderData.email}
        role={loaderData.role}
        notice={loaderData.notice}
        refusal={refusal?.intent === null ? refusal.error : undefined}
      />
      <PasswordChange csrf={csrf} refusal={refusal?.intent === "password" ? refusal : undefined} />
      <SecondFactorSettings
        csrf={csrf}
        codesLeft={loaderData.recoveryCodesLeft}
        refusal={refusal?.intent === "new_app" || refusal?.intent === "new_codes" ? refusal : undefined}
      />
      <SessionList
        csrf={csrf}
        sessions={loaderData.sessions}
        refusal={refusal?.intent === "sign_out_others" || refusal?.intent === "end_session" ? refusal : undefined}
      />
      {loaderData.digest && (
        <WeeklyDigestSetting csrf={csrf} chosen={loaderData.digest.chosen} mail={loaderData.digest.mail} />
      )}
    </div>
  );
}
