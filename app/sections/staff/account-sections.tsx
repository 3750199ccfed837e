import { useTranslation } from "react-i18next";
import type { StaffRole } from "~/features/staff/staff-roles";
import styles from "./account-sections.module.css";
import { RecoveryCodeField } from "./code-form";
import { StaffMessage } from "./staff-message";
import staff from "./staff-page.module.css";

/** The account page's forms, told apart by their `intent`. */
export type AccountIntent = "password" | "new_app" | "new_codes" | "sign_out_others" | "end_session" | "weekly_digest";
export type AccountRefusal =
  | "expired_form"
  | "bad_form"
  | "wrong_credentials"
  | "limited"
  | "mismatch"
  | "too_short"
  | "too_long"
  | "guessable";
export type AccountNotice = { kind: "password" | "others" | "app" | "digest" } | { kind: "codes_left"; count: number };

type Refused = { error: AccountRefusal; minutes?: number };

function useRefusalText() {
  const { t } = useTranslation("staff");
  return (refusal: Refused | undefined) =>
    refusal &&
    (refusal.error === "limited"
      ? t("sign_in.limited", { count: refusal.minutes ?? 15 })
      : t(`account.errors.${refusal.error}`));
}

/** Who is signed in, with what role, and what the last change did. */
export function AccountDetails({
  email,
  role,
  notice,
  refusal,
}: {
  email: string;
  role: StaffRole;
  notice: AccountNotice | null;
  refusal?: AccountRefusal;
}) {
  const { t } = useTranslation("staff");
  return (
    <header>
      <h1 className={staff.heading}>{t("account.heading")}</h1>
      <p className={staff.intro}>{t("account.signed_in_as", { email, role: t(`roles.${role}`) })}</p>
      {refusal && <StaffMessage kind="error">{t(`account.errors.${refusal}`)}</StaffMessage>}
      {notice && !refusal && (
        <StaffMessage kind="notice">
          {notice.kind === "codes_left"
            ? t("account.codes_left_notice", { count: notice.count })
            : t(`account.done.${notice.kind}`)}
        </StaffMessage>
      )}
    </header>
  );
}

/** The current password and a fresh code: asked again before any change to how one signs in. */
function Reauthentication({ prefix, describedBy }: { prefix: string; describedBy?: string }) {
  const { t } = useTranslation("staff");
  return (
    <div className={staff.fields}>
      <div className={staff.field}>
        <label htmlFor={`${prefix}-current`} className={staff.label}>
          {t("account.current_password")}
        </label>
        <input
          id={`${prefix}-current`}
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={1024}
          className={staff.input}
          aria-describedby={describedBy}
        />
      </div>
      <div className={staff.field}>
        <label htmlFor={`${prefix}-code`} className={staff.label}>
          {t("account.code")}
        </label>
        <input
          id={`${prefix}-code`}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          className={staff.input}
          aria-describedby={describedBy}
        />
      </div>
      <RecoveryCodeField id={`${prefix}-recovery`} />
    </div>
  );
}

export function PasswordChange({ csrf, refusal }: { csrf: string; refusal?: Refused }) {
  const { t } = useTranslation("staff");
  const error = useRefusalText()(refusal);
  return (
    <form method="post" className={staff.section} aria-labelledby="password-heading">
      <h2 id="password-heading" className={staff.sectionHeading}>
        {t("account.password_heading")}
      </h2>
      <p className={staff.muted}>{t("account.password_intro")}</p>
      {error && (
        <StaffMessage kind="error" id="password-error">
          {error}
        </StaffMessage>
      )}
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="password" />
      <Reauthentication prefix="password" describedBy={error ? "password-error" : undefined} />
      <div className={staff.fields}>
        <div className={staff.field}>
          <label htmlFor="new-password" className={staff.label}>
            {t("account.new_password")}
          </label>
          <input
            id="new-password"
            name="new_password"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            maxLength={1024}
            className={staff.input}
            aria-describedby="new-password-hint"
          />
          <p id="new-password-hint" className={staff.muted}>
            {t("account.new_password_hint")}
          </p>
        </div>
        <div className={staff.field}>
          <label htmlFor="repeat-password" className={staff.label}>
            {t("account.repeat_password")}
          </label>
          <input
            id="repeat-password"
            name="repeat_password"
            type="password"
            autoComplete="new-password"
            required
            maxLength={1024}
            className={staff.input}
          />
        </div>
      </div>
      <div>
        <button type="submit" className={staff.primaryButton}>
          {t("account.change_password")}
        </button>
      </div>
    </form>
  );
}

/** A new authenticator app, or new recovery codes: each after the password and a code. */
export function SecondFactorSettings({
  csrf,
  codesLeft,
  refusal,
}: {
  csrf: string;
  codesLeft: number;
  refusal?: Refused;
}) {
  const { t } = useTranslation("staff");
  const error = useRefusalText()(refusal);
  return (
    <form method="post" className={staff.section} aria-labelledby="factor-heading">
      <h2 id="factor-heading" className={staff.sectionHeading}>
        {t("account.factor_heading")}
      </h2>
      <p className={staff.muted}>{t("account.factor_intro", { count: codesLeft })}</p>
      {error && (
        <StaffMessage kind="error" id="factor-error">
          {error}
        </StaffMessage>
      )}
      <input type="hidden" name="csrf" value={csrf} />
      <Reauthentication prefix="factor" describedBy={error ? "factor-error" : undefined} />
      <div className={staff.buttons}>
        <button type="submit" name="intent" value="new_app" className={staff.button}>
          {t("account.new_app")}
        </button>
        <button type="submit" name="intent" value="new_codes" className={staff.button}>
          {t("account.new_codes")}
        </button>
      </div>
    </form>
  );
}

export interface SessionRow {
  id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  client: string | null;
  agent: string | null;
}

/**
 * One's open sessions (each browser signed in): any one of them, or all the others, signed out after the password
 * (one form: the password, then the button pressed).
 */
export function SessionList({
  csrf,
  sessions,
  refusal,
}: {
  csrf: string;
  sessions: readonly SessionRow[];
  refusal?: Refused;
}) {
  const { t } = useTranslation("staff");
  const error = useRefusalText()(refusal);
  const others = sessions.filter((session) => !session.current).length;
  return (
    <form method="post" className={staff.section} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className={staff.sectionHeading}>
        {t("account.sessions_heading")}
      </h2>
      {error && (
        <StaffMessage kind="error" id="sessions-error">
          {error}
        </StaffMessage>
      )}
      <input type="hidden" name="csrf" value={csrf} />
      <div className={staff.tableWrap}>
        <table className={`${staff.table} ${staff.stacked}`}>
          <thead>
            <tr>
              <th scope="col">{t("account.session_browser")}</th>
              <th scope="col">{t("account.session_started")}</th>
              <th scope="col">{t("account.session_last")}</th>
              <th scope="col">{t("account.session_address")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("accounts.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id}>
                <td data-label={t("account.session_browser")}>
                  {session.agent ?? t("account.session_unknown")}
                  {session.current && <strong> ({t("account.session_this")})</strong>}
                </td>
                <td data-label={t("account.session_started")}>{session.createdAt}</td>
                <td data-label={t("account.session_last")}>{session.lastSeenAt}</td>
                <td data-label={t("account.session_address")}>{session.client ?? "—"}</td>
                <td>
                  {!session.current && (
                    <button
                      type="submit"
                      name="intent"
                      value={`end_session:${session.id}`}
                      className={staff.button}
                      aria-label={t("account.end_session_label", {
                        browser: session.agent ?? t("account.session_unknown"),
                        time: session.lastSeenAt,
                      })}
                    >
                      {t("account.end_session")}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {others > 0 && (
        <>
          <div className={staff.field}>
            <label htmlFor="sessions-current" className={staff.label}>
              {t("account.current_password")}
            </label>
            <input
              id="sessions-current"
              name="current_password"
              type="password"
              autoComplete="current-password"
              maxLength={1024}
              className={staff.input}
              aria-describedby={error ? "sessions-error sessions-hint" : "sessions-hint"}
            />
            <p id="sessions-hint" className={staff.muted}>
              {t("account.sessions_hint")}
            </p>
          </div>
          <div>
            <button type="submit" name="intent" value="sign_out_others" className={staff.button}>
              {t("account.sign_out_others", { count: others })}
            </button>
          </div>
        </>
      )}
    </form>
  );
}

/**
 * An owner's weekly figures by e-mail (docs/decisions/033-insights.md): asked for or stopped with one box, in the
 * language of the page; told plainly when the clinic's mail server is not set.
 */
export function WeeklyDigestSetting({ csrf, chosen, mail }: { csrf: string; chosen: boolean; mail: boolean }) {
  const { t } = useTranslation("staff");
  return (
    <form method="post" className={staff.section} aria-labelledby="digest-heading">
      <h2 id="digest-heading" className={staff.sectionHeading}>
        {t("account.digest_heading")}
      </h2>
      <p className={staff.muted}>{t("account.digest_intro")}</p>
      {!mail && <StaffMessage kind="notice">{t("account.digest_no_mail")}</StaffMessage>}
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="weekly_digest" />
      <label className={styles.check}>
        <input type="checkbox" name="digest" defaultChecked={chosen} />
        {t("account.digest_label")}
      </label>
      <div className={staff.buttons}>
        <button type="submit" className={staff.button}>
          {t("account.digest_save")}
        </button>
      </div>
    </form>
  );
}
