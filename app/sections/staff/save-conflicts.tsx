import { useTranslation } from "react-i18next";
import { useContentNames } from "./content-names";
import styles from "./staff-message.module.css";

/**
 * The texts a save did not keep because someone else changed them since the form showed them (saveTexts): each
 * field's name, a link to it (which now shows the other's version), and what this editor wrote, to copy where it
 * should win. An alert, read out when it appears.
 */
export function SaveConflicts({
  conflicts,
}: {
  conflicts: ReadonlyArray<{ namespace: string; key: string; id: string; within: readonly string[]; yours: string }>;
}) {
  const { t } = useTranslation("staff");
  const names = useContentNames();
  return (
    <div role="alert" className={styles.error}>
      <p>{t("content.conflicts.intro")}</p>
      <ul>
        {conflicts.map((conflict) => (
          <li key={`${conflict.namespace}:${conflict.key}`}>
            <a href={`#${conflict.id}`}>{names.field(conflict.within)}</a>: {t("content.conflicts.yours")}{" "}
            <q>{conflict.yours}</q>
          </li>
        ))}
      </ul>
    </div>
  );
}
