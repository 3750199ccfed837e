import { Trans, useTranslation } from "react-i18next";
import { type RequestStatus, requestStatuses } from "~/features/contact/request-status";
import staff from "./staff-page.module.css";
import styles from "./status-form.module.css";

/** A request's status, changed by the staff: posted to the list, which comes back saying what was saved. */
export function StatusForm({
  id,
  name,
  status,
  csrf,
}: {
  id: string;
  name: string;
  status: RequestStatus;
  csrf: string;
}) {
  const { t } = useTranslation("staff");
  return (
    <form method="post" className={styles.form}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={`status-${id}`} className="visually-hidden">
        <Trans t={t} i18nKey="inbox.status_of" values={{ name }} components={{ bdi: <bdi /> }} />
      </label>
      <select id={`status-${id}`} name="status" defaultValue={status} className={`${staff.input} ${styles.select}`}>
        {requestStatuses.map((each) => (
          <option key={each} value={each}>
            {t(`status.${each}`)}
          </option>
        ))}
      </select>
      <button type="submit" className={staff.button}>
        {t("inbox.save")}
      </button>
    </form>
  );
}
