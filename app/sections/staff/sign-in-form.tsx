import { useTranslation } from "react-i18next";
import styles from "./sign-in-form.module.css";
import { StaffMessage } from "./staff-message";
import staff from "./staff-page.module.css";

/**
 * Why a sign-in was refused: the address or password, the form (expired, unreadable), or too many tries; with the
 * address typed, to keep it in its field.
 */
export type SignInRefusal =
  | { error: "wrong" | "limited"; email: string; minutes?: number }
  | { error: "expired_form" | "bad_form" };

/**
 * The staff's sign-in, first factor: e-mail address and password, and what happened before (signed out, session
 * ended, invitation accepted) or why the last try was refused, which the fields then name as their description.
 */
export function SignInForm({
  csrf,
  notice,
  refusal,
}: {
  csrf: string;
  notice: "signed_out" | "session_ended" | "welcome" | null;
  refusal?: SignInRefusal;
}) {
  const { t } = useTranslation("staff");
  const error =
    refusal?.error === "limited"
      ? t("sign_in.limited", { count: refusal.minutes ?? 15 })
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
      <div className={staff.field}>
        <label htmlFor="email" className={staff.label}>
          {t("sign_in.email")}
        </label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={254}
          defaultValue={refusal && "email" in refusal ? refusal.email : undefined}
          // biome-ignore lint/a11y/noAutofocus: the page's first field, for the staff's one task
          autoFocus
          className={staff.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "sign-in-error" : undefined}
        />
      </div>
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
