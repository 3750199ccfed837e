import { useTranslation } from "react-i18next";
import type { Breakdown, InsightsFilters, Period } from "~/features/insights/insights.server";
import type { FigureChart, FigureSection, FigureTable } from "~/features/insights/insights-view.server";
import staff from "../staff-page.module.css";
import { Legend, Lines, StackedBars } from "./charts";
import styles from "./insights-page.module.css";

type Choice = { value: string; label: string };

/** The page's heading and its filters: a plain GET form, so that every view has an address of its own. */
export function InsightsFiltersForm({
  action,
  filters,
  choices,
}: {
  action: string;
  filters: InsightsFilters;
  choices: {
    periods: readonly Period[];
    breakdowns: readonly Breakdown[];
    clinics: readonly Choice[];
    countries: readonly Choice[];
    languages: readonly Choice[];
  };
}) {
  const { t } = useTranslation("staff");
  const select = (name: string, label: string, value: string, options: readonly Choice[], any?: string) => (
    <div className={staff.field}>
      <label htmlFor={`insights-${name}`} className={staff.label}>
        {label}
      </label>
      <select id={`insights-${name}`} name={name} defaultValue={value} className={staff.input}>
        {any !== undefined && <option value="">{any}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <header className={staff.stackTight}>
      <h1 className={staff.heading}>{t("insights.heading")}</h1>
      <p className={staff.intro}>{t("insights.intro")}</p>
      <form method="get" action={action} className={staff.section} aria-label={t("insights.filters.label")}>
        <div className={staff.fields}>
          {select(
            "weeks",
            t("insights.filters.weeks"),
            String(filters.weeks),
            choices.periods.map((weeks) => ({
              value: String(weeks),
              label: t("insights.filters.period", { count: weeks }),
            })),
          )}
          {select(
            "clinic",
            t("insights.filters.clinic"),
            filters.clinic ?? "",
            choices.clinics,
            t("insights.filters.all_clinics"),
          )}
          {select(
            "country",
            t("insights.filters.country"),
            filters.country ?? "",
            choices.countries,
            t("insights.filters.all_countries"),
          )}
          {select(
            "language",
            t("insights.filters.language"),
            filters.language ?? "",
            choices.languages,
            t("insights.filters.all_languages"),
          )}
          {select(
            "by",
            t("insights.filters.by"),
            filters.by,
            choices.breakdowns.map((by) => ({ value: by, label: t(`insights.by.${by}`) })),
          )}
          <div className={staff.buttons}>
            <button type="submit" className={staff.primaryButton}>
              {t("insights.filters.show")}
            </button>
            <a href={action} className={staff.button}>
              {t("insights.filters.clear")}
            </a>
          </div>
        </div>
      </form>
    </header>
  );
}

function Table({ table, csv }: { table: FigureTable; csv: string | undefined }) {
  const { t } = useTranslation("staff");
  return (
    <div className={styles.tableBlock}>
      {/* A region that scrolls on its own: focusable, so that a keyboard scrolls it too. */}
      <section
        className={`${staff.tableWrap} ${styles.tableScroll}`}
        aria-labelledby={`caption-${table.id}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the keyboard's focus
        tabIndex={0}
      >
        <table className={staff.table} id={`table-${table.id}`}>
          <caption id={`caption-${table.id}`} className={styles.caption}>
            {table.caption}
          </caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {csv && (
        <a href={csv} className={staff.textLink} download>
          {t("insights.csv", { name: table.caption })}
        </a>
      )}
    </div>
  );
}

/** An axis's figures as the staff's language writes numbers (decimal comma in most); milliseconds as seconds from one. */
function axisFormat(unit: FigureChart["unit"], language: string): (value: number) => string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  if (unit === "ms")
    return (value) =>
      value === 0 ? "0" : value >= 1000 ? `${number.format(value / 1000)} s` : `${number.format(value)} ms`;
  if (unit === "share") return (value) => new Intl.NumberFormat(language, { style: "percent" }).format(value);
  return (value) => number.format(value);
}

function Chart({ chart }: { chart: FigureChart }) {
  const { i18n } = useTranslation("staff");
  const format = axisFormat(chart.unit, i18n.language);
  const text = { id: chart.id, title: chart.title, description: chart.description, labels: chart.labels };
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.chartTitle}>{chart.title}</figcaption>
      {chart.kind === "bars" ? (
        <StackedBars
          {...text}
          format={format}
          series={chart.series.map(({ key, label, values, colour }) => ({
            key,
            label,
            colour,
            values: values.map((value) => value ?? 0),
          }))}
        />
      ) : (
        <Lines {...text} format={format} series={chart.series} limit={chart.limit} />
      )}
      <Legend
        items={chart.series.map(({ label, colour, dashed }) => ({ label, colour, dashed }))}
        lines={chart.kind === "lines"}
      />
    </figure>
  );
}

/** Each section: its heading, what it counts, and each chart beside its table (under it on a phone). */
export function InsightsSections({
  sections,
  csv,
}: {
  sections: readonly FigureSection[];
  csv: Readonly<Record<string, string>>;
}) {
  return sections.map((section) => (
    <section
      key={section.id}
      className={`${staff.section} ${styles.section}`}
      aria-labelledby={`section-${section.id}`}
      id={section.id}
    >
      <h2 id={`section-${section.id}`} className={staff.sectionHeading}>
        {section.title}
      </h2>
      {section.summary && <p className={styles.summary}>{section.summary}</p>}
      {section.note && <p className={staff.muted}>{section.note}</p>}
      {section.charts.map(({ chart, table }) => (
        <div key={chart.id} className={styles.pair}>
          <Chart chart={chart} />
          <Table table={table} csv={csv[table.id]} />
        </div>
      ))}
      {section.tables.map((table) => (
        <Table key={table.id} table={table} csv={csv[table.id]} />
      ))}
    </section>
  ));
}
