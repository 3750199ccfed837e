import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localizedPath } from "~/i18n/localized-path";
import { useLanguage } from "~/i18n/use-language";
import styles from "./error-screen.module.css";

interface ErrorScreenProps {
  status: number;
  statusText: string;
  /** Only in development: the error's message and stack. */
  message?: string;
  stack?: string;
  /** The request's id, to quote to the clinic. */
  reference?: string;
}

/** "Unexpected Application Error!" with the status: the title docs/product.md#error-screen fixes. */
export function ErrorScreen({ status, statusText, message, stack, reference }: ErrorScreenProps) {
  const { t, ready } = useTranslation();
  const language = useLanguage();
  const explanation = status === 404 ? "error.not_found" : status >= 500 ? "error.server" : "error.bad_request";
  return (
    <section className={`container ${styles.screen}`}>
      <h1 className={styles.title}>Unexpected Application Error!</h1>
      <p className={styles.status}>{`${status} ${statusText}`}</p>
      {ready && <p className={styles.text}>{t(explanation)}</p>}
      {message && <p className={styles.text}>{message}</p>}
      {stack && <pre className={styles.stack}>{stack}</pre>}
      {ready && reference && <p className={styles.text}>{t("error.reference", { id: reference })}</p>}
      <Link to={localizedPath(language, "/")} className={styles.home}>
        {ready ? t("error.back_home") : "Home"}
      </Link>
    </section>
  );
}
