import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import {
  audit,
  auditRefusal,
  homeOf,
  knownStaffDevice,
  nextStepOf,
  readSignInForm,
  sessionCookie,
  sessionOrigin,
  signInCookie,
  signInFormToken,
  staffAccountContext,
  staffAccounts,
  staffSessionContext,
  staffSessions,
  unreadForm,
  usedSignInCookie,
} from "~/features/staff/staff-access.server";
import { accountEmail } from "~/features/staff/staff-accounts.server";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { serverT } from "~/i18n/resources.server";
import { SignInForm, type SignInRefusal } from "~/sections/staff/sign-in-form";
import { hashPassword, verifyPassword } from "~/security/password.server";
import { clientAddressContext } from "~/security/rate-limit.server";
import { signInGuard } from "~/security/sign-in-guard.server";
import type { Route } from "./+types/sign-in";
import styles from "./sign-in.module.css";
import { staffMeta } from "./staff-meta";

const guard = signInGuard();

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

/** A refused try's `Retry-After` reaches the browser (React Router keeps only cookies of a loader or action). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

/** The form, with a new token in it and in its cookie; a signed-in visitor goes straight to the inbox. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language } = context.get(languageContext);
  const session = context.get(staffSessionContext);
  const account = context.get(staffAccountContext);
  if (session?.stage === "full" && account) throw redirect(homeOf(language, account.role), 303);
  const query = new URL(request.url).searchParams;
  const token = signInFormToken(request);
  return data(
    {
      title: `${serverT(language, "staff")("sign_in.title")} | ${clinic.name}`,
      csrf: token,
      notice: query.has("done")
        ? ("signed_out" as const)
        : query.has("expired")
          ? ("session_ended" as const)
          : query.has("welcome")
            ? ("welcome" as const)
            : null,
    },
    { headers: { "Set-Cookie": signInCookie(token, request) } },
  );
}

/** A hash that no password matches, checked for an unknown address so that it takes as long as a known one. */
let decoy: Promise<string> | undefined;
const checkNobody = async (password: string) => {
  decoy ??= hashPassword(randomUUID());
  await verifyPassword(password, await decoy);
  return false;
};

/**
 * The first factor: the person's e-mail and password. Right: a session halfway, which goes on to the second factor (or
 * its setting up, at the first sign-in); the trail records the sign-in once both are passed.
 */
async function act({ request, context }: Route.ActionArgs) {
  const { language } = context.get(languageContext);
  const form = await readSignInForm(request);
  if (!form.ok) {
    return unreadForm(form.status);
  }
  const [email, password] = [form.form.get("email"), form.form.get("password")];
  if (typeof email !== "string" || typeof password !== "string") {
    return data<SignInRefusal>({ error: "bad_form" }, { status: 400 });
  }
  const account = await staffAccounts().credentials(email);
  const hash = account?.active ? account.passwordHash : null;
  const outcome = await guard.attempt(
    {
      client: context.get(clientAddressContext),
      email: accountEmail(email),
      device: knownStaffDevice(request, account?.active ? account : undefined),
    },
    () => (hash ? verifyPassword(password, hash) : checkNobody(password)),
  );
  if (outcome.kind === "limited") {
    await auditRefusal(context, { limit: outcome.limit, key: outcome.key, objectId: account?.id });
    return data<SignInRefusal>(
      { error: "limited", minutes: Math.ceil(outcome.retryAfterSeconds / 60), email: email.slice(0, 254) },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  if (outcome.kind === "wrong" || !account || !hash) {
    await audit(context, { action: "sign_in_failed", actor: "anonymous", objectId: account?.id });
    return data<SignInRefusal>({ error: "wrong", email: email.slice(0, 254) }, { status: 401 });
  }
  const session = await staffSessions().create(
    account.id,
    account.enrolled ? "password" : "enrol",
    sessionOrigin(request, context),
  );
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(session.token, request));
  headers.append("Set-Cookie", usedSignInCookie(request));
  // The browser's mark comes with the second factor (second-factor.tsx, enrol.tsx), not here: a password alone earns
  // no budget of tries of its own.
  throw redirect(nextStepOf(language, session), { status: 303, headers });
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <SignInForm csrf={loaderData.csrf} notice={loaderData.notice} refusal={actionData} />
    </div>
  );
}
