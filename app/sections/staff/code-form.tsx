import { useTranslation } from "react-i18next";
import styles from "./sign-in-form.module.css";
import { StaffMessage } from "./staff-message";
import staff from "./staff-page.module.css";

/** Why a code was refused: wrong (or used before), the form, or too many tries. */
export type CodeRefusal = { error: "wrong" | "expired_form" | "bad_form" } | { error: "limited"; minutes: number };

/**
 * The sign-in's second step: the six digits of the authenticator app, or one of the recovery codes, in one field
 * (the server tells them apart).
 */
export function CodeForm({ csrf, refusal }: { csrf: string; refusal?: CodeRefusal }) {
  const { t } = useTranslation("staff");
  const error =
    refusal?.error === "limited"
      ? t("sign_in.limited", { count: refusal.minutes })
      : refusal && t(`second_factor.${refusal.error}`);
  return (
    <form method="post" className={styles.card} aria-labelledby="code-heading">
      <h1 id="code-heading" className={staff.heading}>
        {t("second_factor.heading")}
      </h1>
      <p className={staff.intro}>{t("second_factor.intro")}</p>
      {error && (
        <StaffMessage kind="error" id="code-error">
          {error}
        </StaffMessage>
      )}
      <input type="hidden" name="csrf" value={csrf} />
      <div className={staff.field}>
        <label htmlFor="code" className={staff.label}>
          {t("second_factor.code")}
        </label>
        {/* A number pad on a phone; a recovery code typed here on a computer is taken too. */}
        <input
          id="code"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          // biome-ignore lint/a11y/noAutofocus: the page's one field, for the staff's one task
          autoFocus
          className={staff.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "code-error" : undefined}
        />
      </div>
      <RecoveryCodeField id="recovery" />
      <button type="submit" className={staff.primaryButton}>
        {t("second_factor.submit")}
      </button>
    </form>
  );
}

/**
 * The way in for someone without their phone: a recovery code, in a field of its own that takes letters (the app's
 * code field shows a phone's number pad). The server takes whichever is filled in (`typedCode`).
 */
export function RecoveryCodeField({ id }: { id: string }) {
  const { t } = useTranslation("staff");
  return (
    <details className={styles.recovery}>
      <summary>{t("second_factor.recovery_summary")}</summary>
      <div className={staff.field}>
        <label htmlFor={id} className={staff.label}>
          {t("second_factor.recovery")}
        </label>
        <input
          id={id}
          name="recovery"
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          className={staff.input}
        />
      </div>
    </details>
  );
}
