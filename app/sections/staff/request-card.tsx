import { useTranslation } from "react-i18next";
import type { ForwardingState, RequestStatus } from "~/features/contact/request-status";
import { Detail } from "./detail";
import styles from "./request-card.module.css";
import { StatusForm } from "./status-form";

/** One request as the inbox's loader gives it (inbox-list.server.ts), ready to read, call and write to. */
export interface RequestRow {
  id: string;
  name: string;
  /** The address, and its `mailto:` link unless the address could read as more than one (contact-links.server.ts). */
  email: { text: string; href?: string | undefined };
  phone: { display: string; tel: string; whatsapp?: string | undefined };
  /** The country's and the language's names, in the staff's language. */
  country: string;
  /** The clinic the patient chose (its id, and its city in the staff's language), or none. */
  clinic: { id: string | null; name: string };
  language: string;
  received: { iso: string; text: string };
  forwarding: ForwardingState;
  status: RequestStatus;
  /** The erasure's confirmation page, which leads back to this same list. */
  eraseHref: string;
}

/**
 * A request in the inbox: who, how to reach them, the facts, its status and its erasure. What the patient typed
 * (name, phone, e-mail) is shown in `<bdi>`: its own direction (a right-to-left name reads right), and no control
 * character in it (U+202E, the right-to-left override) can turn the text after it around. An attribute
 * (`aria-label`) is read, not laid out: it needs none.
 */
export function RequestCard({ row, csrf }: { row: RequestRow; csrf: string }) {
  const { t } = useTranslation("staff");
  return (
    <article className={styles.request} aria-labelledby={`request-${row.id}`} data-request={row.id}>
      <header className={styles.header}>
        <h2 id={`request-${row.id}`} className={styles.name}>
          <bdi>{row.name}</bdi>
        </h2>
        <span className={styles.badge} data-status={row.status}>
          {t(`status.${row.status}`)}
        </span>
      </header>
      <ul className={styles.contactLinks} aria-label={t("inbox.contact")}>
        <li>
          <a href={row.phone.tel} className={styles.contactLink}>
            <span className="visually-hidden">{t("inbox.call")} </span>
            <bdi>{row.phone.display}</bdi>
          </a>
        </li>
        {row.phone.whatsapp && (
          <li>
            <a href={row.phone.whatsapp} target="_blank" rel="noreferrer" className={styles.contactLink}>
              {t("inbox.whatsapp")}
              <span className="visually-hidden"> {t("inbox.new_tab")}</span>
            </a>
          </li>
        )}
        <li>
          {row.email.href ? (
            <a href={row.email.href} className={styles.contactLink}>
              <span className="visually-hidden">{t("inbox.email")} </span>
              <bdi>{row.email.text}</bdi>
            </a>
          ) : (
            <bdi className={styles.contactText}>{row.email.text}</bdi>
          )}
        </li>
      </ul>
      <dl className={styles.details}>
        <Detail term={t("inbox.received")}>
          <time dateTime={row.received.iso}>{row.received.text}</time>
        </Detail>
        <Detail term={t("inbox.country")}>{row.country}</Detail>
        <Detail term={t("inbox.clinic")} data-clinic={row.clinic.id ?? ""}>
          {row.clinic.name}
        </Detail>
        <Detail term={t("inbox.language")}>{row.language}</Detail>
        <Detail term={t("inbox.forwarding")} data-forwarding={row.forwarding}>
          {t(`forwarding.${row.forwarding}`)}
        </Detail>
      </dl>
      <div className={styles.actions}>
        <StatusForm id={row.id} name={row.name} status={row.status} csrf={csrf} />
        <a href={row.eraseHref} className={styles.eraseLink} aria-label={t("inbox.erase_label", { name: row.name })}>
          {t("inbox.erase")}
        </a>
      </div>
    </article>
  );
}
