import { useTranslation } from "react-i18next";
import styles from "./sign-in-form.module.css";
import { StaffMessage } from "./staff-message";
import staff from "./staff-page.module.css";

/** Why a sign-in was refused: the password, the form (expired, unreadable), or too many tries. */
export type SignInRefusal = { error: "wrong" | "expired_form" | "bad_form" } | { error: "limited"; minutes: number };

/**
 * The staff's sign-in: one password field, and what happened before (signed out, session ended) or why the last
 * try was refused, which the field then names as its description.
 */
export function SignInForm({
  csrf,
  notice,
  refusal,
}: {
  csrf: string;
  notice: "signed_out" | "session_ended" | null;
  refusal?: SignInRefusal;
}) {
  const { t } = useTranslation("staff");
  const error =
    refusal?.error === "limited"
      ? t("sign_in.limited", { count: refusal.minutes })
      : refusal && t(`sign_in.${refusal.error}`);
  return (
    <form method="post" className={styles.card} aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading" className={staff.heading}>
        {t("sign_in.heading")}
      </h1>
      <p className={staff.intro}>{t("sign_in.intro")}</p>
      {notice && !error && <StaffMessage kind="notice">{t(`sign_in.${notice}`)}</StaffMessage>}
      {error && (
        <StaffMessage kind="error" id="sign-in-error">
          {error}
        </StaffMessage>
      )}
      <input type="hidden" name="csrf" value={csrf} />
      {/* Password managers file a password under a user name: the clinic's staff share this one. */}
      <input type="text" name="username" autoComplete="username" value="staff" readOnly hidden />
      <div className={staff.field}>
        <label htmlFor="password" className={staff.label}>
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
          className={staff.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "sign-in-error" : undefined}
        />
      </div>
      <button type="submit" className={staff.primaryButton}>
        {t("sign_in.submit")}
      </button>
    </form>
  );
}
