import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { getEnv } from "~/config/env.server";
import {
  audit,
  deviceCookie,
  knownStaffDevice,
  newSignInToken,
  readSignInForm,
  sessionCookie,
  signInCookie,
  signInCookieName,
  staffPath,
  staffSessionContext,
  staffSessions,
  usedSignInCookie,
} from "~/features/staff/staff-access.server";
import { requestCookie } from "~/http/cookies";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { serverT } from "~/i18n/resources.server";
import { SignInForm, type SignInRefusal } from "~/sections/staff/sign-in-form";
import { verifyPassword } from "~/security/password.server";
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
  if (context.get(staffSessionContext)) throw redirect(staffPath(language), 303);
  const query = new URL(request.url).searchParams;
  // The token of an earlier visit stays valid, so that a second tab of this page does not void the first.
  const kept = requestCookie(request, signInCookieName);
  const token = kept && /^[\w-]{32}$/.test(kept) ? kept : newSignInToken();
  return data(
    {
      title: `${serverT(language, "staff")("sign_in.title")} | ${clinic.name}`,
      csrf: token,
      notice: query.has("done") ? ("signed_out" as const) : query.has("expired") ? ("session_ended" as const) : null,
    },
    { headers: { "Set-Cookie": signInCookie(token, request) } },
  );
}

async function act({ request, context }: Route.ActionArgs) {
  const { language } = context.get(languageContext);
  const form = await readSignInForm(request);
  if (!form.ok) {
    return data<SignInRefusal>({ error: form.status === 403 ? "expired_form" : "bad_form" }, { status: form.status });
  }
  const password = form.form.get("password");
  const hash = getEnv().ADMIN_PASSWORD_HASH ?? "";
  const client = { address: context.get(clientAddressContext), device: knownStaffDevice(request) };
  const outcome = await guard.attempt(client, () =>
    typeof password === "string" ? verifyPassword(password, hash) : Promise.resolve(false),
  );
  if (outcome.kind === "limited") {
    await audit(context, { action: "sign_in_locked", actor: "anonymous" });
    return data<SignInRefusal>(
      { error: "limited", minutes: Math.ceil(outcome.retryAfterSeconds / 60) },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  if (outcome.kind === "wrong") {
    await audit(context, { action: "sign_in_failed", actor: "anonymous" });
    return data<SignInRefusal>({ error: "wrong" }, { status: 401 });
  }
  const session = await staffSessions().create();
  await audit(context, { action: "sign_in", actor: "staff" });
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(session.token, request));
  headers.append("Set-Cookie", usedSignInCookie(request));
  headers.append("Set-Cookie", deviceCookie(request));
  throw redirect(staffPath(language), { status: 303, headers });
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
