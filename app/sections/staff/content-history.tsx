import { Trans, useTranslation } from "react-i18next";
import type { CataloguePage } from "~/features/content/text-catalogue";
import type { Language } from "~/i18n/languages";
import styles from "./content.module.css";
import { useContentNames } from "./content-names";
import { PostForm } from "./content-page";
import { useLanguageName } from "./language-names";
import staff from "./staff-page.module.css";

export interface HistoryVersion {
  version: number;
  time: string;
  /** Who published it: an address, or `command_line`. */
  by: string;
  reverts: number | null;
  changes: ReadonlyArray<{
    language: Language;
    namespace: string;
    key: string;
    place: { page: CataloguePage; section: string; within: string[] } | null;
    /** What visitors saw before and after it: a field in the staff's words, the site's own where `*Default`. */
    before: string | null;
    after: string | null;
    beforeDefault?: boolean;
    afterDefault?: boolean;
    /** Who wrote the change (its draft, or the revert): an address, `command_line`, or null before it was kept. */
    by: string | null;
  }>;
}

/**
 * The published versions, newest first: when, who published it, how many texts, whether it undid another; each change
 * (language, where, who wrote it, before → after, "default" for the repository's own text) and the button that
 * reverts the version.
 */
export function ContentHistory({
  versions,
  csrf,
  confirming,
}: {
  versions: readonly HistoryVersion[];
  csrf: string;
  confirming?: { version: number; changes: HistoryVersion["changes"] };
}) {
  const { t } = useTranslation("staff");
  const person = usePerson();
  if (versions.length === 0) return <p className={staff.muted}>{t("content.history.empty")}</p>;
  return (
    <ol className={styles.list}>
      {versions.map(({ version, time, by, reverts, changes }) => (
        <li key={version} className={staff.section} aria-labelledby={`version-${version}`}>
          <h2 id={`version-${version}`} className={staff.sectionHeading}>
            {t("content.history.version", { version })}
          </h2>
          <p>
            {time} ·{" "}
            <Trans
              t={t}
              i18nKey="content.history.published_by"
              values={{ person: person(by) }}
              components={{ bdi: <bdi /> }}
            />{" "}
            · {t("content.history.texts", { count: changes.length })}
            {reverts !== null && <> · {t("content.history.reverts", { version: reverts })}</>}
          </p>
          {confirming?.version === version ? (
            <RevertConfirmation version={version} changes={confirming.changes} csrf={csrf} />
          ) : (
            <PostForm csrf={csrf} className={staff.buttons}>
              <input type="hidden" name="version" value={version} />
              <button
                type="submit"
                name="intent"
                value="revert"
                className={staff.button}
                aria-describedby={`revert-${version}`}
              >
                {t("content.history.revert", { version })}
              </button>
              <span id={`revert-${version}`} className={staff.muted}>
                {t("content.history.revert_note", { version })}
              </span>
            </PostForm>
          )}
          <Changes caption={t("content.history.changes", { version })} changes={changes} />
        </li>
      ))}
    </ol>
  );
}

/** Who published or wrote a change: an address, or the command line in the staff's words. */
function usePerson() {
  const { t } = useTranslation("staff");
  return (who: string) => (who === "command_line" ? t("audit.actors.command_line") : who);
}

/** The columns of a table of changes, by their heading's key. */
const columns = ["language", "where", "changed_by", "change"] as const;

/** A version's changes, or a revert's: language, place, who wrote it, before → after. */
function Changes({ caption, changes }: { caption: string; changes: HistoryVersion["changes"] }) {
  const { t } = useTranslation("staff");
  const languageName = useLanguageName();
  const names = useContentNames();
  const person = usePerson();
  // The site's own text or value, said so; none known (a treatment the clinic added): the words alone.
  const shown = (value: string | null, isDefault?: boolean) =>
    value === null ? t("content.history.default") : isDefault ? `${value} ${t("content.history.default")}` : value;
  return (
    <>
      {/* A version of many texts scrolls sideways on a phone: a keyboard reaches it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take the keyboard's focus (WCAG 2.1.1) */}
      <section className={staff.tableWrap} tabIndex={0} aria-label={caption}>
        <table className={`${staff.table} ${staff.stacked}`}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {t(`content.history.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={`${change.language} ${change.namespace}:${change.key}`}>
                <td data-label={t("content.history.language")}>
                  {change.namespace === "catalogue"
                    ? t("content.history.every_language")
                    : languageName(change.language, true)}
                </td>
                <td data-label={t("content.history.where")}>
                  {names.place(change.place) ?? names.elsewhere(change.namespace, change.key)}
                </td>
                <td data-label={t("content.history.changed_by")}>{change.by ? <bdi>{person(change.by)}</bdi> : "—"}</td>
                <td data-label={t("content.history.change")} className={styles.change}>
                  <span className={styles.before} lang={change.before === null ? undefined : change.language}>
                    <span className="visually-hidden">{t("content.history.before")} </span>
                    {shown(change.before, change.beforeDefault)}
                  </span>
                  <span className={styles.after} lang={change.after === null ? undefined : change.language}>
                    <span aria-hidden="true">→ </span>
                    <span className="visually-hidden">{t("content.history.after")} </span>
                    {shown(change.after, change.afterDefault)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

/**
 * A revert asked once more, where the version is: what going back would change (each text, from what visitors see now
 * to what it was), and the button that does it, or the way back to the history unchanged.
 */
function RevertConfirmation({
  version,
  changes,
  csrf,
}: {
  version: number;
  changes: HistoryVersion["changes"];
  csrf: string;
}) {
  const { t } = useTranslation("staff");
  return (
    <div role="alert" className={styles.confirmRevert}>
      <p>{t("content.history.confirm_revert", { version, count: changes.length })}</p>
      <Changes caption={t("content.history.confirm_changes", { version })} changes={changes} />
      <PostForm csrf={csrf} className={staff.buttons}>
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" name="intent" value="revert" className={staff.dangerButton}>
          {t("content.history.revert_now", { version })}
        </button>
        <a href="?" className={staff.button}>
          {t("content.history.keep")}
        </a>
      </PostForm>
    </div>
  );
}
