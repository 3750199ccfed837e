import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import {
  audit,
  deviceCookie,
  homeOf,
  readStaffForm,
  sessionCookie,
  sessionOrigin,
  staffAccountContext,
  staffAccounts,
  staffPath,
  staffSessionContext,
  staffSessions,
  toSignIn,
} from "~/features/staff/staff-access.server";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { serverT } from "~/i18n/resources.server";
import { log } from "~/log.server";
import { Enrolment, EnrolmentDone, type EnrolmentRefusal } from "~/sections/staff/enrolment";
import { RecoveryCodes } from "~/sections/staff/recovery-codes";
import type { StaffSession } from "~/security/staff-session.server";
import { acceptedStep, newRecoveryCodes, newTotpSecret, qrCodeSvg, totpAddress } from "~/security/totp.server";
import type { Route } from "./+types/enrol";
import styles from "./sign-in.module.css";
import { staffMeta } from "./staff-meta";

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

/**
 * A session that sets up its second factor: at the first sign-in (`enrol`), or a signed-in person who asked for a new
 * app on their account page (re-authenticated there, which left a secret on offer). A full session with nothing on
 * offer has just finished (the page then shows the recovery codes of its answer, the loaders running after the
 * action) or came by a stale link. Any other goes where it belongs.
 */
function enrolling({ context, request }: Pick<Route.LoaderArgs, "context" | "request">): StaffSession {
  const { language } = context.get(languageContext);
  const session = context.get(staffSessionContext);
  if (!session) throw toSignIn(request, language);
  if (session.stage === "password") throw redirect(staffPath(language, "/second-factor"), 303);
  return session;
}

/** The secret on offer (made at the first visit of the page, kept for its reloads), as a QR code and as text. */
export const loader = ({ context, request }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const session = enrolling({ context, request });
    const account = context.get(staffAccountContext);
    const { language } = context.get(languageContext);
    const title = `${serverT(language, "staff")("enrol.title")} | ${clinic.name}`;
    if (session.stage === "full" && !session.pendingSecret) {
      return { title, offer: null, account: staffPath(language, "/account") };
    }
    const secret = session.pendingSecret ?? newTotpSecret();
    if (!session.pendingSecret) await staffSessions().offerSecret(session, secret);
    const address = totpAddress(secret, clinic.name, account?.email ?? "");
    return {
      title,
      offer: {
        csrf: session.csrfToken,
        qrCode: await qrCodeSvg(address),
        address,
        secret: secret.match(/.{1,4}/g)?.join(" ") ?? secret,
      },
      account: staffPath(language, "/account"),
    };
  });

type Done = { codes: string[]; next: string };

/**
 * A first code proves the app holds the secret: the second factor is set up with it, ten recovery codes are made and
 * shown this once, and a first sign-in becomes a full session (with a new token).
 */
async function act({ request, context }: Route.ActionArgs) {
  const session = enrolling({ context, request });
  const { language } = context.get(languageContext);
  const form = await readStaffForm(request, session);
  if (!form.ok) {
    return data<EnrolmentRefusal>(
      { error: form.status === 403 ? "expired_form" : "bad_form" },
      { status: form.status },
    );
  }
  const account = await staffAccounts().credentialsOf(session.accountId);
  if (!account?.active) throw toSignIn(request, language);
  if (!session.pendingSecret) throw redirect(staffPath(language, "/account"), 303);
  const step = acceptedStep(session.pendingSecret, form.form.get("code"), 0);
  if (step === null) return data<EnrolmentRefusal>({ error: "wrong" }, { status: 400 });
  const codes = newRecoveryCodes();
  await staffAccounts().enrol(account.id, session.pendingSecret, step, codes);
  const actor = account.id as `acc_${string}`;
  await audit(context, {
    action: account.enrolled ? "second_factor_changed" : "second_factor_enrolled",
    actor,
    objectId: account.id,
  });
  const headers = new Headers();
  if (session.stage === "enrol") {
    const full = await staffSessions().complete(session, sessionOrigin(request, context));
    headers.append("Set-Cookie", sessionCookie(full.token, request));
    // A first sign-in complete, both factors: the browser is known to this account (staff-device.server.ts).
    if (account.passwordHash) {
      headers.append("Set-Cookie", deviceCookie(request, { id: account.id, passwordHash: account.passwordHash }));
    }
    await audit(context, { action: "sign_in", actor, detail: { factor: "totp" } });
    log.info("staff signed in", { factor: "totp", enrolled: true });
  } else {
    await staffSessions().offerSecret(session, null);
  }
  return data<Done>({ codes, next: homeOf(language, account.role) }, { headers });
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

export default function Enrol({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData && "codes" in actionData) {
    return (
      <div className={styles.page}>
        <RecoveryCodes codes={actionData.codes} next={actionData.next} />
      </div>
    );
  }
  // Nothing on offer: the app is set up (a stale link, or a reload after the codes were shown).
  if (!loaderData.offer) return <EnrolmentDone account={loaderData.account} />;
  return (
    <div className={styles.page}>
      <Enrolment {...loaderData.offer} refusal={actionData} />
    </div>
  );
}
