import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import {
  audit,
  readSignInForm,
  signInCookie,
  signInFormToken,
  staffAccounts,
  staffPath,
  unreadForm,
} from "~/features/staff/staff-access.server";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { serverT } from "~/i18n/resources.server";
import { WelcomeForm, type WelcomeRefusal } from "~/sections/staff/welcome-form";
import { hashPassword } from "~/security/password.server";
import { passwordProblem } from "~/security/password-policy.server";
import type { Route } from "./+types/welcome";
import styles from "./sign-in.module.css";
import { staffMeta } from "./staff-meta";

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

/**
 * An invitation's link (`/admin/welcome/<token>`): the invited person chooses a password, then signs in and sets up
 * the second factor. A used, expired or unknown link says so, and nothing more.
 */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const { language } = context.get(languageContext);
    const account = await staffAccounts().invited(params.token);
    const token = signInFormToken(request);
    return data(
      {
        title: `${serverT(language, "staff")("welcome.title")} | ${clinic.name}`,
        csrf: token,
        email: account?.email ?? null,
      },
      { headers: { "Set-Cookie": signInCookie(token, request) } },
    );
  });

async function act({ request, params, context }: Route.ActionArgs) {
  const { language } = context.get(languageContext);
  const form = await readSignInForm(request);
  if (!form.ok) {
    return unreadForm(form.status);
  }
  const account = await staffAccounts().invited(params.token);
  if (!account) return data<WelcomeRefusal>({ error: "invalid" }, { status: 410 });
  const password = form.form.get("new_password");
  if (typeof password !== "string") return data<WelcomeRefusal>({ error: "bad_form" }, { status: 400 });
  if (password !== form.form.get("repeat_password")) {
    return data<WelcomeRefusal>({ error: "mismatch" }, { status: 400 });
  }
  const problem = passwordProblem(password, [account.email, clinic.name]);
  if (problem) return data<WelcomeRefusal>({ error: problem }, { status: 400 });
  const accepted = await staffAccounts().accept(params.token, await hashPassword(password));
  if (!accepted) return data<WelcomeRefusal>({ error: "invalid" }, { status: 410 });
  await audit(context, { action: "invitation_accepted", actor: accepted.id as `acc_${string}`, objectId: accepted.id });
  throw redirect(`${staffPath(language, "/login")}?welcome=1`, 303);
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

export default function Welcome({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <WelcomeForm csrf={loaderData.csrf} email={loaderData.email} refusal={actionData} />
    </div>
  );
}
