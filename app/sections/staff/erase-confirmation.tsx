import { useTranslation } from "react-i18next";
import { Detail } from "./detail";
import styles from "./erase-confirmation.module.css";
import { StaffMessage } from "./staff-message";
import staff from "./staff-page.module.css";

/** The request about to be erased, as the staff check it. */
export interface ErasedRequest {
  name: string;
  email: string;
  phone: string;
  received: { iso: string; text: string };
}

/** Why an erasure was refused (nothing was erased): the page had expired, or its form could not be read. */
export type EraseRefusal = "expired_form" | "bad_form";

/** The step before an erasure: whose request goes, for good, and the two choices: erase it, or keep it and go back. */
export function EraseConfirmation({
  request,
  csrf,
  back,
  refusal,
}: {
  request: ErasedRequest;
  csrf: string;
  back: string;
  refusal?: EraseRefusal;
}) {
  const { t } = useTranslation("staff");
  return (
    <div className={styles.confirm}>
      <h1 className={staff.heading}>{t("erase.heading")}</h1>
      {refusal && <StaffMessage kind="error">{t(`inbox.${refusal}`)}</StaffMessage>}
      <dl className={styles.summary}>
        {/* What the patient typed, each in <bdi>: see request-card.tsx. */}
        <Detail term={t("erase.name")}>
          <bdi>{request.name}</bdi>
        </Detail>
        <Detail term={t("inbox.contact")}>
          <bdi>{request.email}</bdi>
          <br />
          <bdi>{request.phone}</bdi>
        </Detail>
        <Detail term={t("inbox.received")}>
          <time dateTime={request.received.iso}>{request.received.text}</time>
        </Detail>
      </dl>
      <p className={styles.warning}>{t("erase.intro")}</p>
      <form method="post" className={styles.actions}>
        <input type="hidden" name="csrf" value={csrf} />
        <button type="submit" className={staff.dangerButton}>
          {t("erase.confirm")}
        </button>
        <a href={back} className={staff.textLink}>
          {t("erase.cancel")}
        </a>
      </form>
    </div>
  );
}
