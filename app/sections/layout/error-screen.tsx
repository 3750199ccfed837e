import { useTranslation } from "react-i18next";
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

/** Stands for the reference in its sentence, which is then cut around it. */
const referenceMark = "\u0000";

/**
 * "Unexpected Application Error!" with the status: the title docs/product.md#error-screen fixes. The one error
 * screen of the site: the router's error boundary shows it, and the server renders it alone for the answers it
 * gives before the router (server/error-page.tsx). The way home is a plain link: after an error, a fresh page.
 */
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
      {ready && reference && <Reference sentence={t("error.reference", { id: referenceMark })} id={reference} />}
      <p className={styles.home}>
        <a href={localizedPath(language, "/")}>{ready ? t("error.back_home") : "Home"}</a>
      </p>
    </section>
  );
}

/** The request's reference in its sentence, in a `<code>` of its own: easy to select and quote. */
function Reference({ sentence, id }: { sentence: string; id: string }) {
  const [before, after] = sentence.split(referenceMark);
  return (
    <p className={styles.text}>
      {before}
      <code>{id}</code>
      {after}
    </p>
  );
}
