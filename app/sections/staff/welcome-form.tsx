import { useTranslation } from "react-i18next";
import styles from "./sign-in-form.module.css";
import { StaffMessage } from "./staff-message";
import staff from "./staff-page.module.css";

export type WelcomeRefusal = {
  error: "expired_form" | "bad_form" | "invalid" | "mismatch" | "too_short" | "too_long" | "guessable";
};

/** An invited person's first visit: their address, and the password they choose (twice). */
export function WelcomeForm({
  csrf,
  email,
  refusal,
}: {
  csrf: string;
  email: string | null;
  refusal?: WelcomeRefusal;
}) {
  const { t } = useTranslation("staff");
  if (!email || refusal?.error === "invalid") {
    return (
      <section className={styles.card} aria-labelledby="welcome-heading">
        <h1 id="welcome-heading" className={staff.heading}>
          {t("welcome.invalid_heading")}
        </h1>
        <p className={staff.intro}>{t("welcome.invalid")}</p>
      </section>
    );
  }
  const error = refusal && t(`account.errors.${refusal.error}`);
  return (
    <form method="post" className={styles.card} aria-labelledby="welcome-heading">
      <h1 id="welcome-heading" className={staff.heading}>
        {t("welcome.heading")}
      </h1>
      <p className={staff.intro}>{t("welcome.intro", { email })}</p>
      {error && (
        <StaffMessage kind="error" id="welcome-error">
          {error}
        </StaffMessage>
      )}
      <input type="hidden" name="csrf" value={csrf} />
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
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
          // biome-ignore lint/a11y/noAutofocus: the page's first field, for the person's one task
          autoFocus
          className={staff.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "welcome-error new-password-hint" : "new-password-hint"}
        />
        <p id="new-password-hint" className={styles.hint}>
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
      <button type="submit" className={staff.primaryButton}>
        {t("welcome.submit")}
      </button>
    </form>
  );
}
