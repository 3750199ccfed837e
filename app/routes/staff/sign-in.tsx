import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { getEnv } from "~/config/env.server";
import {
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
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { readCookie } from "~/i18n/resolve-language";
import { serverT } from "~/i18n/resources.server";
import { verifyPassword } from "~/security/password.server";
import { clientAddressContext } from "~/security/rate-limit.server";
import { signInGuard } from "~/security/sign-in-guard.server";
import type { Route } from "./+types/sign-in";
import styles from "./staff.module.css";
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
  const kept = readCookie(request.headers.get("cookie"), signInCookieName);
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

type Refusal = { error: "wrong" | "expired_form" | "bad_form" } | { error: "limited"; minutes: number };

async function act({ request, context }: Route.ActionArgs) {
  const { language } = context.get(languageContext);
  const form = await readSignInForm(request);
  if (!form.ok) {
    return data<Refusal>({ error: form.status === 403 ? "expired_form" : "bad_form" }, { status: form.status });
  }
  const password = form.form.get("password");
  const hash = getEnv().ADMIN_PASSWORD_HASH ?? "";
  const client = { address: context.get(clientAddressContext), device: knownStaffDevice(request) };
  const outcome = await guard.attempt(client, () =>
    typeof password === "string" ? verifyPassword(password, hash) : Promise.resolve(false),
  );
  if (outcome.kind === "limited") {
    return data<Refusal>(
      { error: "limited", minutes: Math.ceil(outcome.retryAfterSeconds / 60) },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  if (outcome.kind === "wrong") return data<Refusal>({ error: "wrong" }, { status: 401 });
  const session = await staffSessions().create();
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(session.token, request));
  headers.append("Set-Cookie", usedSignInCookie(request));
  headers.append("Set-Cookie", deviceCookie(request));
  throw redirect(staffPath(language), { status: 303, headers });
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const refusal = actionData as Refusal | undefined;
  const error =
    refusal?.error === "limited"
      ? t("sign_in.limited", { count: refusal.minutes })
      : refusal && t(`sign_in.${refusal.error}`);
  const notice = loaderData.notice && t(`sign_in.${loaderData.notice}`);
  return (
    <div className={styles.signInPage}>
      <form method="post" className={styles.signInCard} aria-labelledby="sign-in-heading">
        <h1 id="sign-in-heading" className={styles.heading}>
          {t("sign_in.heading")}
        </h1>
        <p className={styles.muted}>{t("sign_in.intro")}</p>
        {notice && !error && (
          <p role="status" className={styles.notice}>
            {notice}
          </p>
        )}
        {error && (
          <p role="alert" id="sign-in-error" className={styles.error}>
            {error}
          </p>
        )}
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        {/* Password managers file a password under a user name: the clinic's staff share this one. */}
        <input type="text" name="username" autoComplete="username" value="staff" readOnly hidden />
        <div className={styles.field}>
          <label htmlFor="password" className={styles.label}>
            {t("sign_in.password")}
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={1024}
            // biome-ignore lint/a11y/noAutofocus: the page's one field, for the staff's one task
            autoFocus
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "sign-in-error" : undefined}
          />
        </div>
        <button type="submit" className={styles.primaryButton}>
          {t("sign_in.submit")}
        </button>
      </form>
    </div>
  );
}
