import { useTranslation } from "react-i18next";
import styles from "./enrolment.module.css";
import { StaffMessage } from "./staff-message";
import staff from "./staff-page.module.css";

export type EnrolmentRefusal = { error: "wrong" | "expired_form" | "bad_form" };

/**
 * Setting up the second factor: the QR code an authenticator app scans (an SVG made on the server), the same
 * otpauth:// address and the key as text for staff who cannot scan, and the first code, which proves the app holds it.
 */
export function Enrolment({
  csrf,
  qrCode,
  address,
  secret,
  refusal,
}: {
  csrf: string;
  qrCode: string;
  address: string;
  secret: string;
  refusal?: EnrolmentRefusal;
}) {
  const { t } = useTranslation("staff");
  const error = refusal && t(`enrol.${refusal.error}`);
  return (
    <form method="post" className={styles.card} aria-labelledby="enrol-heading">
      <h1 id="enrol-heading" className={staff.heading}>
        {t("enrol.heading")}
      </h1>
      <p className={staff.intro}>{t("enrol.intro")}</p>
      <ol className={styles.steps}>
        <li>{t("enrol.step_app")}</li>
        <li>
          {t("enrol.step_scan")}
          <figure className={styles.qr}>
            {/* The QR code of the address below, drawn by the server (qrcode): no script, no outside service. */}
            <div
              role="img"
              aria-label={t("enrol.qr_label")}
              className={styles.qrImage}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the server made from the otpauth address
              dangerouslySetInnerHTML={{ __html: qrCode }}
            />
          </figure>
          {/* On the phone that holds the app, the QR code on its own screen cannot be scanned: the address opens it. */}
          <p>
            <a href={address} className={staff.textLink}>
              {t("enrol.open_in_app")}
            </a>
          </p>
          <details className={styles.manual}>
            <summary>{t("enrol.cannot_scan")}</summary>
            <p>{t("enrol.key")}</p>
            <p>
              <code className={styles.secret}>{secret}</code>
            </p>
            <p>{t("enrol.address")}</p>
            <p>
              <code className={styles.address}>{address}</code>
            </p>
          </details>
        </li>
        <li>{t("enrol.step_code")}</li>
      </ol>
      {error && (
        <StaffMessage kind="error" id="enrol-error">
          {error}
        </StaffMessage>
      )}
      <input type="hidden" name="csrf" value={csrf} />
      <div className={staff.field}>
        <label htmlFor="code" className={staff.label}>
          {t("enrol.code")}
        </label>
        <input
          id="code"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          required
          maxLength={7}
          className={staff.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "enrol-error" : undefined}
        />
      </div>
      <button type="submit" className={staff.primaryButton}>
        {t("enrol.submit")}
      </button>
    </form>
  );
}

/** The app is set up and nothing is on offer: the way to one's account page. */
export function EnrolmentDone({ account }: { account: string }) {
  const { t } = useTranslation("staff");
  return (
    <section className={styles.card} aria-labelledby="enrol-heading">
      <h1 id="enrol-heading" className={staff.heading}>
        {t("enrol.done")}
      </h1>
      <a href={account} className={staff.primaryButton}>
        {t("enrol.to_account")}
      </a>
    </section>
  );
}
