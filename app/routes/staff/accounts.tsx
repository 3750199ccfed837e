import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { getEnv, siteUrl } from "~/config/env.server";
import {
  audit,
  currentAccount,
  currentSession,
  readStaffForm,
  requires,
  signedIn,
  staffAccounts,
  staffPath,
  staffSessions,
  unreadForm,
} from "~/features/staff/staff-access.server";
import { AccountExistsError, validAccountEmail } from "~/features/staff/staff-accounts.server";
import { isStaffRole } from "~/features/staff/staff-roles";
import { invitationMail } from "~/features/staff/staff-services.server";
import { staffTime } from "~/features/staff/staff-time";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { serverT } from "~/i18n/resources.server";
import {
  type AccountsNotice,
  type AccountsRefusal,
  AccountTable,
  InvitationLink,
  InviteForm,
} from "~/sections/staff/account-admin";
import staff from "~/sections/staff/staff-page.module.css";
import type { Route } from "./+types/accounts";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = [signedIn, requires("accounts")];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

const notices = ["deactivated", "reactivated", "sessions_ended"] as const;

/** The owner's list of accounts: who may sign in, with what role, how far each is set up, and their open sessions. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const { language } = context.get(languageContext);
    const me = currentAccount(context);
    const timeZone = getEnv().STAFF_TIME_ZONE;
    const [list, open, invitations] = await Promise.all([
      staffAccounts().list(),
      staffSessions().openByAccount(),
      staffAccounts().invitationsExpiry(),
    ]);
    const done = notices.find((notice) => notice === new URL(request.url).searchParams.get("done"));
    return {
      title: `${serverT(language, "staff")("accounts.title")} | ${clinic.name}`,
      csrf: currentSession(context).csrfToken,
      notice: done ? ({ kind: done } satisfies AccountsNotice) : null,
      accounts: list.map((account) => {
        const invitedUntil = invitations.get(account.id);
        return {
          id: account.id,
          email: account.email,
          role: account.role,
          self: account.id === me.id,
          state: !account.active
            ? ("deactivated" as const)
            : !account.hasPassword
              ? ("invited" as const)
              : !account.enrolled
                ? ("no_second_factor" as const)
                : ("active" as const),
          invitedUntil: invitedUntil && !account.hasPassword ? staffTime(invitedUntil, language, timeZone) : null,
          sessions: open.get(account.id) ?? 0,
        };
      }),
    };
  });

type Refusal = { error: AccountsRefusal; email?: string };
/** A new invitation: its link shown this once, or, with a mail server, on its way by e-mail. */
type Invited = { invited: { email: string; link: string | null; expiresAt: string } };

async function act({ request, context }: Route.ActionArgs) {
  const { language } = context.get(languageContext);
  const me = currentAccount(context);
  const form = await readStaffForm(request, currentSession(context));
  if (!form.ok) {
    return unreadForm(form.status);
  }
  const intent = form.form.get("intent");
  // The clinic keeps an owner who can sign in: the store refuses to take the last one out (two owners deactivating or
  // resetting each other at once included), and the page says why.
  const lastOwner = () => data<Refusal>({ error: "last_owner" }, { status: 409 });
  const back = (done: (typeof notices)[number]) => redirect(`${staffPath(language, "/accounts")}?done=${done}`, 303);
  const invitation = async (accountId: string, email: string) => {
    const { token, expiresAt } = await staffAccounts().invite(accountId, me.id);
    // With no public address set, the one the owner is using.
    const link = `${siteUrl() || new URL(request.url).origin}${staffPath(language, `/welcome/${token}`)}`;
    const mail = invitationMail();
    await mail?.enqueue({ accountId, email, link, language, expiresAt });
    return data<Invited>({
      invited: { email, link: mail ? null : link, expiresAt: staffTime(expiresAt, language, getEnv().STAFF_TIME_ZONE) },
    });
  };

  if (intent === "invite") {
    const [email, role] = [form.form.get("email"), form.form.get("role")];
    if (typeof email !== "string" || !validAccountEmail(email)) {
      return data<Refusal>(
        { error: "bad_email", email: typeof email === "string" ? email.slice(0, 254) : "" },
        { status: 400 },
      );
    }
    if (!isStaffRole(role)) return data<Refusal>({ error: "bad_form" }, { status: 400 });
    try {
      const account = await staffAccounts().create({ email, role });
      await audit(context, { action: "account_invited", objectId: account.id, detail: { role } });
      return await invitation(account.id, account.email);
    } catch (error) {
      if (error instanceof AccountExistsError) return data<Refusal>({ error: "exists", email }, { status: 409 });
      throw error;
    }
  }

  if (intent === "end_everyone") {
    const ended = await staffSessions().endEveryone(currentSession(context).id);
    await audit(context, { action: "sessions_ended", detail: { scope: "everyone", sessions: ended } });
    throw back("sessions_ended");
  }

  const id = form.form.get("id");
  const target = typeof id === "string" ? await staffAccounts().find(id.slice(0, 64)) : undefined;
  if (!target) return data<Refusal>({ error: "gone" }, { status: 404 });
  if (intent === "reinvite" && target.active && !target.hasPassword) {
    await audit(context, { action: "account_invited", objectId: target.id, detail: { role: target.role, renewed: 1 } });
    return await invitation(target.id, target.email);
  }
  if (intent === "reset" && target.active && target.hasPassword) {
    if (target.id === me.id) return data<Refusal>({ error: "self_reset" }, { status: 400 });
    if (!(await staffAccounts().resetSignIn(target.id))) return lastOwner();
    const ended = await staffSessions().endAll(target.id);
    await audit(context, { action: "account_reset", objectId: target.id, detail: { sessions_ended: ended } });
    return await invitation(target.id, target.email);
  }
  if (intent === "end_sessions") {
    const ended = await staffSessions().endAll(target.id, target.id === me.id ? currentSession(context).id : undefined);
    await audit(context, { action: "sessions_ended", objectId: target.id, detail: { sessions: ended } });
    throw back("sessions_ended");
  }
  if (intent === "deactivate") {
    // One cannot lock oneself out, nor leave the clinic without an owner.
    if (target.id === me.id) return data<Refusal>({ error: "self" }, { status: 400 });
    if (!(await staffAccounts().setActive(target.id, false))) return lastOwner();
    const ended = await staffSessions().endAll(target.id);
    await audit(context, { action: "account_deactivated", objectId: target.id, detail: { sessions_ended: ended } });
    throw back("deactivated");
  }
  if (intent === "reactivate") {
    await staffAccounts().setActive(target.id, true);
    await audit(context, { action: "account_reactivated", objectId: target.id });
    throw back("reactivated");
  }
  return data<Refusal>({ error: "bad_form" }, { status: 400 });
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

export default function Accounts({ loaderData, actionData }: Route.ComponentProps) {
  const refusal = actionData && "error" in actionData ? actionData : undefined;
  return (
    <div className={staff.wideStack}>
      {/* The invitation just made comes first: the owner sees its link where the page opens. */}
      {actionData && "invited" in actionData && <InvitationLink {...actionData.invited} />}
      <AccountTable
        csrf={loaderData.csrf}
        accounts={loaderData.accounts}
        notice={loaderData.notice}
        refusal={refusal && refusal.error !== "bad_email" && refusal.error !== "exists" ? refusal.error : undefined}
      />
      <InviteForm
        csrf={loaderData.csrf}
        refusal={refusal?.error === "bad_email" || refusal?.error === "exists" ? refusal : undefined}
      />
    </div>
  );
}
