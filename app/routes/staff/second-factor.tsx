import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { checkSecondFactor, typedCode } from "~/features/staff/second-factor.server";
import {
  audit,
  auditRefusal,
  deviceCookie,
  homeOf,
  readStaffForm,
  sessionCookie,
  sessionOrigin,
  staffAccounts,
  staffPath,
  staffSessionContext,
  staffSessions,
  toSignIn,
  unreadForm,
} from "~/features/staff/staff-access.server";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { serverT } from "~/i18n/resources.server";
import { log } from "~/log.server";
import { CodeForm, type CodeRefusal } from "~/sections/staff/code-form";
import type { StaffSession } from "~/security/staff-session.server";
import type { Route } from "./+types/second-factor";
import styles from "./sign-in.module.css";
import { staffMeta } from "./staff-meta";

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

/** The session halfway (password right, code due); any other goes where it belongs. */
function halfway({ context, request }: Pick<Route.LoaderArgs, "context" | "request">): StaffSession {
  const { language } = context.get(languageContext);
  const session = context.get(staffSessionContext);
  if (!session) throw toSignIn(request, language);
  if (session.stage === "enrol") throw redirect(staffPath(language, "/enrol"), 303);
  if (session.stage === "full") throw redirect(staffPath(language), 303);
  return session;
}

export function loader({ context, request }: Route.LoaderArgs) {
  const session = halfway({ context, request });
  const { language } = context.get(languageContext);
  return { title: `${serverT(language, "staff")("second_factor.title")} | ${clinic.name}`, csrf: session.csrfToken };
}

/**
 * The second factor: a code of the app, or a recovery code. Right: the full session, with a new token, and the
 * browser's mark of this account.
 */
async function act({ request, context }: Route.ActionArgs) {
  const session = halfway({ context, request });
  const { language } = context.get(languageContext);
  const form = await readStaffForm(request, session);
  if (!form.ok) {
    return unreadForm(form.status);
  }
  const account = await staffAccounts().credentialsOf(session.accountId);
  if (!account?.active) throw toSignIn(request, language);
  const check = await checkSecondFactor(staffAccounts(), account, typedCode(form.form));
  if (check.kind === "limited") {
    await auditRefusal(context, { limit: "second_factor", key: account.id, objectId: account.id });
    return data<CodeRefusal>(
      { error: "limited", minutes: Math.ceil(check.retryAfterSeconds / 60) },
      { status: 429, headers: { "Retry-After": String(check.retryAfterSeconds) } },
    );
  }
  if (check.kind === "wrong") {
    await audit(context, { action: "second_factor_failed", actor: "anonymous", objectId: account.id });
    return data<CodeRefusal>({ error: "wrong" }, { status: 401 });
  }
  const full = await staffSessions().complete(session, sessionOrigin(request, context));
  const actor = account.id as `acc_${string}`;
  if (check.via === "recovery_code") {
    await audit(context, { action: "recovery_code_used", actor, objectId: account.id });
  }
  await audit(context, { action: "sign_in", actor, detail: { factor: check.via } });
  log.info("staff signed in", { factor: check.via });
  const home = homeOf(language, account.role);
  const left = check.via === "recovery_code" ? await staffAccounts().recoveryCodesLeft(account.id) : null;
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(full.token, request));
  // Both factors passed: the browser is known to this account from now on (staff-device.server.ts).
  if (account.passwordHash) {
    headers.append("Set-Cookie", deviceCookie(request, { id: account.id, passwordHash: account.passwordHash }));
  }
  throw redirect(left === null ? home : `${staffPath(language, "/account")}?codes_left=${left}`, {
    status: 303,
    headers,
  });
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

export default function SecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <CodeForm csrf={loaderData.csrf} refusal={actionData} />
    </div>
  );
}
