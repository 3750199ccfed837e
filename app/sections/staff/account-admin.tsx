import { useTranslation } from "react-i18next";
import { type StaffRole, staffRoles } from "~/features/staff/staff-roles";
import { CopyButton } from "./copy-button";
import { StaffMessage } from "./staff-message";
import staff from "./staff-page.module.css";

export type AccountsRefusal =
  | "expired_form"
  | "bad_form"
  | "bad_email"
  | "exists"
  | "gone"
  | "self"
  | "self_reset"
  | "last_owner";
export type AccountsNotice = { kind: "deactivated" | "reactivated" | "sessions_ended" };

export interface AccountRow {
  id: string;
  email: string;
  role: StaffRole;
  self: boolean;
  state: "active" | "invited" | "no_second_factor" | "deactivated";
  invitedUntil: string | null;
  sessions: number;
}

/** One button that posts an action on one account. */
function RowAction({
  csrf,
  id,
  intent,
  label,
  danger = false,
}: {
  csrf: string;
  id: string;
  intent: string;
  label: string;
  danger?: boolean;
}) {
  return (
    <form method="post">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className={danger ? staff.dangerButton : staff.button}>
        {label}
      </button>
    </form>
  );
}

/** The accounts, each with its role, state and open sessions, and what the owner may do with it. */
export function AccountTable({
  csrf,
  accounts,
  notice,
  refusal,
}: {
  csrf: string;
  accounts: readonly AccountRow[];
  notice: AccountsNotice | null;
  refusal?: AccountsRefusal;
}) {
  const { t } = useTranslation("staff");
  return (
    <section aria-labelledby="accounts-heading" className={staff.stackTight}>
      <h1 id="accounts-heading" className={staff.heading}>
        {t("accounts.heading")}
      </h1>
      <p className={staff.intro}>{t("accounts.intro")}</p>
      {refusal && <StaffMessage kind="error">{t(`accounts.errors.${refusal}`)}</StaffMessage>}
      {notice && !refusal && <StaffMessage kind="notice">{t(`accounts.done.${notice.kind}`)}</StaffMessage>}
      <div className={staff.tableWrap}>
        <table className={`${staff.table} ${staff.stacked}`}>
          <thead>
            <tr>
              <th scope="col">{t("accounts.email")}</th>
              <th scope="col">{t("accounts.role")}</th>
              <th scope="col">{t("accounts.state")}</th>
              <th scope="col">{t("accounts.sessions")}</th>
              <th scope="col">{t("accounts.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.id}>
                <th scope="row">
                  <bdi>{account.email}</bdi>
                  {account.self && <span className={staff.muted}> ({t("accounts.you")})</span>}
                </th>
                <td data-label={t("accounts.role")}>{t(`roles.${account.role}`)}</td>
                <td data-label={t("accounts.state")}>
                  {t(`accounts.states.${account.state}`)}
                  {account.invitedUntil && (
                    <span className={staff.muted}> {t("accounts.invited_until", { time: account.invitedUntil })}</span>
                  )}
                </td>
                <td data-label={t("accounts.sessions")}>{account.sessions}</td>
                <td>
                  <div className={staff.buttons}>
                    {account.state === "invited" && (
                      <RowAction csrf={csrf} id={account.id} intent="reinvite" label={t("accounts.reinvite")} />
                    )}
                    {(account.state === "active" || account.state === "no_second_factor") && !account.self && (
                      <RowAction csrf={csrf} id={account.id} intent="reset" label={t("accounts.reset")} />
                    )}
                    {account.sessions > 0 && !account.self && (
                      <RowAction csrf={csrf} id={account.id} intent="end_sessions" label={t("accounts.end_sessions")} />
                    )}
                    {account.state === "deactivated" ? (
                      <RowAction csrf={csrf} id={account.id} intent="reactivate" label={t("accounts.reactivate")} />
                    ) : (
                      !account.self && (
                        <RowAction
                          csrf={csrf}
                          id={account.id}
                          intent="deactivate"
                          label={t("accounts.deactivate")}
                          danger
                        />
                      )
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form method="post">
        <input type="hidden" name="csrf" value={csrf} />
        <button type="submit" name="intent" value="end_everyone" className={staff.button}>
          {t("accounts.end_everyone")}
        </button>
      </form>
    </section>
  );
}

/**
 * A new invitation: on its way by e-mail (with a mail server), or its link shown this once (the database keeps only
 * its digest), to pass on to the person.
 */
export function InvitationLink({ email, link, expiresAt }: { email: string; link: string | null; expiresAt: string }) {
  const { t } = useTranslation("staff");
  if (!link) {
    return (
      <section className={staff.section} aria-labelledby="invited-heading">
        <h2 id="invited-heading" className={staff.sectionHeading}>
          {t("accounts.mailed_heading")}
        </h2>
        <p role="status">{t("accounts.mailed_intro", { email, time: expiresAt })}</p>
      </section>
    );
  }
  return (
    <section className={staff.section} aria-labelledby="invited-heading">
      <h2 id="invited-heading" className={staff.sectionHeading}>
        {t("accounts.invited_heading")}
      </h2>
      <p role="status">{t("accounts.invited_intro", { email, time: expiresAt })}</p>
      <div className={staff.field}>
        <label htmlFor="invitation-link" className={staff.label}>
          {t("accounts.invitation_link")}
        </label>
        <input id="invitation-link" type="text" readOnly value={link} className={staff.input} />
      </div>
      <CopyButton text={link} label={t("accounts.copy_link")} />
      <p className={staff.muted}>{t("accounts.invited_once")}</p>
    </section>
  );
}

/** Invites a person: their e-mail address and role. */
export function InviteForm({ csrf, refusal }: { csrf: string; refusal?: { error: AccountsRefusal; email?: string } }) {
  const { t } = useTranslation("staff");
  const error = refusal && t(`accounts.errors.${refusal.error}`);
  return (
    <form method="post" className={staff.section} aria-labelledby="invite-heading">
      <h2 id="invite-heading" className={staff.sectionHeading}>
        {t("accounts.invite_heading")}
      </h2>
      <p className={staff.muted}>{t("accounts.invite_intro")}</p>
      {error && (
        <StaffMessage kind="error" id="invite-error">
          {error}
        </StaffMessage>
      )}
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="invite" />
      <div className={staff.fields}>
        <div className={staff.field}>
          <label htmlFor="invite-email" className={staff.label}>
            {t("accounts.email")}
          </label>
          <input
            id="invite-email"
            name="email"
            type="email"
            required
            maxLength={254}
            defaultValue={refusal?.email}
            className={staff.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "invite-error" : undefined}
          />
        </div>
        <div className={staff.field}>
          <label htmlFor="invite-role" className={staff.label}>
            {t("accounts.role")}
          </label>
          <select id="invite-role" name="role" className={staff.input} defaultValue="front_desk">
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ul className={staff.muted}>
        {staffRoles.map((role) => (
          <li key={role}>
            <strong>{t(`roles.${role}`)}</strong>: {t(`roles.${role}_can`)}
          </li>
        ))}
      </ul>
      <div>
        <button type="submit" className={staff.primaryButton}>
          {t("accounts.invite")}
        </button>
      </div>
    </form>
  );
}
