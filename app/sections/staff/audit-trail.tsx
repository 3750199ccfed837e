import { useTranslation } from "react-i18next";
import type { AuditRow } from "~/features/staff/audit-view.server";
import { isLanguage } from "~/i18n/languages";
import type { AuditAction } from "~/security/audit-trail.server";
import { useContentNames } from "./content-names";
import { useLanguageName } from "./language-names";
import staff from "./staff-page.module.css";

/** The filters (a GET form: the address keeps them, for a bookmark or the back button), the count and the export. */
export function AuditFiltersForm({
  action,
  filters,
  actions,
  accounts,
  total,
  exportHref,
}: {
  action: string;
  filters: { action?: string; actor?: string; from?: string; to?: string };
  actions: readonly AuditAction[];
  accounts: ReadonlyArray<{ id: string; email: string }>;
  total: number;
  exportHref: string;
}) {
  const { t } = useTranslation("staff");
  return (
    <header className={staff.stackTight}>
      <h1 className={staff.heading}>{t("audit.heading")}</h1>
      <p className={staff.intro}>{t("audit.intro")}</p>
      <form method="get" action={action} className={staff.section} aria-label={t("audit.filters")}>
        <div className={staff.fields}>
          <div className={staff.field}>
            <label htmlFor="audit-action" className={staff.label}>
              {t("audit.action")}
            </label>
            <select id="audit-action" name="action" defaultValue={filters.action ?? ""} className={staff.input}>
              <option value="">{t("audit.any")}</option>
              {actions.map((name) => (
                <option key={name} value={name}>
                  {t(`audit.actions.${name}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={staff.field}>
            <label htmlFor="audit-actor" className={staff.label}>
              {t("audit.actor")}
            </label>
            <select id="audit-actor" name="actor" defaultValue={filters.actor ?? ""} className={staff.input}>
              <option value="">{t("audit.anyone")}</option>
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.email}
                </option>
              ))}
              <option value="api">{t("audit.actors.api")}</option>
              <option value="command_line">{t("audit.actors.command_line")}</option>
              <option value="anonymous">{t("audit.actors.anonymous")}</option>
            </select>
          </div>
          <div className={staff.field}>
            <label htmlFor="audit-from" className={staff.label}>
              {t("audit.from")}
            </label>
            <input id="audit-from" name="from" type="date" defaultValue={filters.from} className={staff.input} />
          </div>
          <div className={staff.field}>
            <label htmlFor="audit-to" className={staff.label}>
              {t("audit.to")}
            </label>
            <input id="audit-to" name="to" type="date" defaultValue={filters.to} className={staff.input} />
          </div>
        </div>
        <div className={staff.buttons}>
          <button type="submit" className={staff.primaryButton}>
            {t("audit.filter")}
          </button>
          <a href={action} className={staff.button}>
            {t("audit.clear")}
          </a>
        </div>
      </form>
      <p role="status" className={staff.buttons}>
        <span>{t("audit.count", { count: total })}</span>
        {total > 0 && (
          <a href={exportHref} className={staff.textLink} download>
            {t("audit.export")}
          </a>
        )}
      </p>
    </header>
  );
}

/** The names of the facts the trail records (audit-trail.server.ts), which the page says in the staff's language. */
const detailNames = [
  "status",
  "format",
  "rows",
  "page",
  "role",
  "renewed",
  "scope",
  "sessions",
  "sessions_ended",
  "factor",
  "step",
  "texts",
  "reverts",
  "language",
  "text",
  "authors",
  "keys",
  "picture",
  "kind",
  "bytes",
  "limit",
  "refused",
] as const;
const isDetailName = (name: string): name is (typeof detailNames)[number] =>
  detailNames.includes(name as (typeof detailNames)[number]);

/** The facts whose values are words of the code (a limit, a kind of picture, a factor), said in the staff's language. */
const namedValues = ["limit", "kind", "factor", "step", "scope"] as const;
const hasNamedValue = (name: string): name is (typeof namedValues)[number] =>
  namedValues.includes(name as (typeof namedValues)[number]);

/** The events, newest first: when, what, who, on what, and from where (the address, the request's id in the logs). */
export function AuditTable({ rows }: { rows: readonly AuditRow[] }) {
  const { t } = useTranslation("staff");
  const names = useContentNames();
  const languageName = useLanguageName();
  // A text's key (`pt/home:hero.title`) as the editor names it: its language, then where it is.
  const textName = (stored: string) => {
    const [, language = "", namespace = "", key = ""] = /^([a-z]{2}(?:-[A-Z]{2})?)\/([a-z_]+):(.+)$/.exec(stored) ?? [];
    if (!isLanguage(language)) return stored;
    const where = namespace === "catalogue" ? names.elsewhere(namespace, key) : names.field(key.split("."));
    return `${languageName(language, true)} · ${where}`;
  };
  // A fact's value in the staff's words: a role, a status, a language, texts by their names; codes by their label.
  const said = (name: string, value: string) => {
    if (name === "role") return t(`roles.${value}` as "audit.title", { defaultValue: value });
    if (name === "status") return t(`status.${value}` as "audit.title", { defaultValue: value });
    if (name === "language" && isLanguage(value)) return languageName(value, true);
    if (name === "keys") return value.split(", ").map(textName).join(", ");
    return hasNamedValue(name) ? t(`audit.values.${name}.${value}` as "audit.title", { defaultValue: value }) : value;
  };
  if (rows.length === 0) return <p className={staff.muted}>{t("audit.empty")}</p>;
  const actorName = (row: AuditRow) =>
    row.actor === "api" || row.actor === "anonymous" || row.actor === "command_line"
      ? t(`audit.actors.${row.actor}`)
      : row.actorName;
  return (
    <div className={staff.tableWrap}>
      <table className={`${staff.table} ${staff.stacked}`}>
        <caption className="visually-hidden">{t("audit.heading")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("audit.time")}</th>
            <th scope="col">{t("audit.action")}</th>
            <th scope="col">{t("audit.actor")}</th>
            <th scope="col">{t("audit.object")}</th>
            <th scope="col">{t("audit.client")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label={t("audit.time")}>{row.time}</td>
              <td data-label={t("audit.action")}>
                {t(`audit.actions.${row.action}`)}
                {row.detail && (
                  <div className={staff.muted}>
                    {row.detail
                      .map(({ name, value }) => {
                        const label = isDetailName(name) ? t(`audit.details.${name}`) : name;
                        return `${label}: ${said(name, value)}`;
                      })
                      .join("; ")}
                  </div>
                )}
              </td>
              <td data-label={t("audit.actor")}>
                <bdi>{actorName(row)}</bdi>
              </td>
              <td data-label={t("audit.object")}>{row.object ? <bdi>{row.object}</bdi> : "—"}</td>
              <td data-label={t("audit.client")}>
                {row.client ?? "—"}
                {row.requestId && (
                  <div className={staff.muted} title={t("audit.request_id")}>
                    {row.requestId}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
