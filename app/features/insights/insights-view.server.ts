import { countryCodes } from "~/config/location-records";
import { allLocations } from "~/features/records/record-state.server";
import { clinicNameIn } from "~/features/staff/clinic-name.server";
import { type MetricName, metricNames } from "~/features/web-vitals/vitals-report";
import { type Language, languageNames, locales } from "~/i18n/languages";
import { serverT } from "~/i18n/resources.server";
import { type Breakdown, goodLimits, type InsightsFigures, type InsightsFilters, pageKinds } from "./insights.server";

/**
 * The owners' figures as the staff read them (in their language): each series a table (the page's and its CSV's, cell
 * for cell the same text) and what its chart draws.
 */
export interface FigureTable {
  /** The table's name in the page (`#table-requests`) and the CSV's address (`?table=requests`). */
  id: string;
  caption: string;
  columns: string[];
  rows: string[][];
}

export interface ChartSeries {
  key: string;
  label: string;
  values: Array<number | null>;
  colour: number;
  dashed?: boolean;
}

export interface FigureChart {
  id: string;
  title: string;
  description: string;
  kind: "bars" | "lines";
  labels: string[];
  series: ChartSeries[];
  limit?: { value: number; label: string };
  /** A figure as the axis writes it. */
  unit: "count" | "ms" | "score" | "share";
}

export interface FigureSection {
  id: "requests" | "bookings" | "speed" | "consent";
  title: string;
  note?: string;
  summary?: string;
  charts: Array<{ chart: FigureChart; table: FigureTable }>;
  /** Tables without a chart (the period's totals). */
  tables: FigureTable[];
}

/** The requests' chart shows its five largest keys and the rest together; the table shows every key. */
const shownKeys = 5;

export function insightsView(figures: InsightsFigures, filters: InsightsFilters, language: Language) {
  const t = serverT(language, "staff");
  const locale = locales[language];
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: false });
  const rate = shareIn(language);
  const score = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const weekCell = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const weekAxis = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const day = (week: string) => new Date(`${week}T00:00:00Z`);
  const weekCells = figures.weeks.map((week) => weekCell.format(day(week)));
  const labels = figures.weeks.map((week) => weekAxis.format(day(week)));
  const weekColumn = t("insights.week");
  const clinicName = clinicNameIn(language);
  const treatments = serverT(language, "treatments");

  // The pages without an address of their own, by name; the others by their address (`/service/prp`).
  const namedPages: Record<string, "home" | "other" | "unknown" | "retired_treatment"> = {
    "/": "home",
    "(other)": "other",
    "(unknown)": "unknown",
    "/service/:service": "retired_treatment",
  };
  const pageName = (page: string) => {
    const named = namedPages[page];
    return named ? t(`insights.pages.${named}`) : page;
  };
  const keyName = (by: Breakdown, key: string): string => {
    if (by === "clinic") return clinicName(key || null);
    if (by === "language") return languageNames[key as Language] ?? key;
    if (by === "page") return pageName(key);
    if (!key) return t("insights.none.treatment");
    return treatments(`${key}.title` as "trichotest.title", { defaultValue: key });
  };

  // Contact requests: per week by the chosen breakdown, and the period's totals by it.
  const { requests } = figures;
  const by = filters.by;
  const byName = t(`insights.by.${by}`);
  const chartKeys = requests.keys.slice(0, shownKeys);
  const rest = requests.keys.slice(shownKeys);
  const requestSeries: ChartSeries[] = [
    ...chartKeys.map((key, index) => ({
      key,
      label: keyName(by, key),
      values: requests.weeks.map((week) => week.counts[key] ?? 0),
      colour: index + 1,
    })),
    ...(rest.length
      ? [
          {
            key: "(rest)",
            label: t("insights.other"),
            values: requests.weeks.map((week) => rest.reduce((sum, key) => sum + (week.counts[key] ?? 0), 0)),
            colour: 6,
          },
        ]
      : []),
  ];
  const requestsSection: FigureSection = {
    id: "requests",
    title: t("insights.requests.title"),
    summary: t("insights.requests.summary", { count: requests.total }),
    charts: [
      {
        chart: {
          id: "chart-requests",
          title: t("insights.requests.chart", { by: byName.toLowerCase() }),
          description: t("insights.requests.description", { count: requests.total, weeks: figures.weeks.length }),
          kind: "bars",
          labels,
          series: requestSeries,
          unit: "count",
        },
        table: {
          id: "requests",
          caption: t("insights.requests.chart", { by: byName.toLowerCase() }),
          columns: [weekColumn, ...requests.keys.map((key) => keyName(by, key)), t("insights.total")],
          rows: requests.weeks.map((week, index) => [
            weekCells[index] ?? week.week,
            ...requests.keys.map((key) => integer.format(week.counts[key] ?? 0)),
            integer.format(week.total),
          ]),
        },
      },
    ],
    tables: [
      {
        id: "requests-totals",
        caption: t("insights.requests.totals", { by: byName.toLowerCase() }),
        columns: [byName, t("insights.requests.count"), t("insights.requests.share")],
        rows: requests.totals[by].map(({ key, count }) => [
          keyName(by, key),
          integer.format(count),
          rate(count, requests.total),
        ]),
      },
    ],
  };
  const sections: FigureSection[] = [requestsSection];

  const { bookings, consent, speed } = figures;
  if (bookings) {
    const opened = t("insights.bookings.opened");
    const scheduled = t("insights.bookings.scheduled");
    const rateName = t("insights.bookings.rate");
    const total = bookings.weeks.reduce(
      (sum, week) => ({ opened: sum.opened + week.opened, scheduled: sum.scheduled + week.scheduled }),
      { opened: 0, scheduled: 0 },
    );
    sections.push({
      id: "bookings",
      title: t("insights.bookings.title"),
      note: t("insights.bookings.note"),
      summary: t("insights.bookings.summary", {
        opened: total.opened,
        scheduled: total.scheduled,
        rate: rate(total.scheduled, total.opened),
      }),
      charts: [
        {
          chart: {
            id: "chart-bookings",
            title: t("insights.bookings.chart"),
            description: t("insights.bookings.description", { opened: total.opened, scheduled: total.scheduled }),
            kind: "lines",
            labels,
            series: [
              { key: "opened", label: opened, values: bookings.weeks.map((week) => week.opened), colour: 2 },
              { key: "scheduled", label: scheduled, values: bookings.weeks.map((week) => week.scheduled), colour: 1 },
            ],
            unit: "count",
          },
          table: {
            id: "bookings",
            caption: t("insights.bookings.chart"),
            columns: [weekColumn, opened, scheduled, rateName],
            rows: bookings.weeks.map((week, index) => [
              weekCells[index] ?? week.week,
              integer.format(week.opened),
              integer.format(week.scheduled),
              rate(week.scheduled, week.opened),
            ]),
          },
        },
      ],
      tables: [
        {
          id: "booking-places",
          caption: t("insights.bookings.places"),
          columns: [t("insights.by.page"), t("insights.by.clinic"), opened, scheduled, rateName],
          rows: bookings.places.map((place) => [
            pageName(place.page),
            clinicName(place.clinic || null),
            integer.format(place.opened),
            integer.format(place.scheduled),
            rate(place.scheduled, place.opened),
          ]),
        },
      ],
    });
  }

  if (speed) {
    const lineName = (kind: string, device: string) =>
      t("insights.speed.line", {
        kind: t(`insights.speed.kinds.${kind}` as "insights.speed.kinds.home"),
        device: t(`insights.speed.devices.${device}` as "insights.speed.devices.phone"),
      });
    const shownValue = (metric: MetricName, value: number | null) =>
      value === null ? "–" : metric === "CLS" ? score.format(value) : integer.format(value);
    const limitText = (metric: MetricName) =>
      metric === "CLS" ? score.format(goodLimits[metric]) : `${integer.format(goodLimits[metric])} ms`;
    sections.push({
      id: "speed",
      title: t("insights.speed.title"),
      note: t("insights.speed.note"),
      charts: metricNames.map((metric) => {
        const lines = speed.metrics[metric];
        const name = t(`insights.speed.metrics.${metric}` as "insights.speed.metrics.LCP");
        const measured = lines.reduce((sum, entry) => sum + entry.counts.reduce((a, b) => a + b, 0), 0);
        return {
          chart: {
            id: `chart-speed-${metric}`,
            title: name,
            description: t("insights.speed.description", { count: measured, limit: limitText(metric) }),
            kind: "lines" as const,
            labels,
            series: lines.map((entry) => ({
              key: `${entry.kind}-${entry.device}`,
              label: lineName(entry.kind, entry.device),
              values: entry.p75,
              colour: pageKinds.indexOf(entry.kind) + 1,
              dashed: entry.device === "desktop",
            })),
            limit: { value: goodLimits[metric], label: t("insights.speed.good", { limit: limitText(metric) }) },
            unit: metric === "CLS" ? ("score" as const) : ("ms" as const),
          },
          table: {
            id: `speed-${metric}`,
            caption: t("insights.speed.table", { metric: name, unit: metric === "CLS" ? "" : " (ms)" }),
            columns: [weekColumn, ...lines.map((entry) => lineName(entry.kind, entry.device))],
            rows: figures.weeks.map((week, index) => [
              weekCells[index] ?? week,
              ...lines.map((entry) => shownValue(metric, entry.p75[index] ?? null)),
            ]),
          },
        };
      }),
      tables: [],
    });
  }

  if (consent) {
    const names = {
      accepted: t("insights.consent.accepted"),
      rejected: t("insights.consent.rejected"),
      unanswered: t("insights.consent.unanswered"),
    };
    sections.push({
      id: "consent",
      title: t("insights.consent.title"),
      note: t("insights.consent.note"),
      charts: [
        {
          chart: {
            id: "chart-consent",
            title: t("insights.consent.chart"),
            description: t("insights.consent.description"),
            kind: "bars",
            labels,
            series: (["accepted", "rejected", "unanswered"] as const).map((key, index) => ({
              key,
              label: names[key],
              values: consent.weeks.map((week) => week[key]),
              colour: [3, 5, 6][index] ?? 6,
            })),
            unit: "count",
          },
          table: {
            id: "consent",
            caption: t("insights.consent.chart"),
            columns: [weekColumn, t("insights.consent.shown"), names.accepted, names.rejected, names.unanswered],
            rows: consent.weeks.map((week, index) => [
              weekCells[index] ?? week.week,
              integer.format(week.shown),
              `${integer.format(week.accepted)} (${rate(week.accepted, week.shown)})`,
              `${integer.format(week.rejected)} (${rate(week.rejected, week.shown)})`,
              `${integer.format(week.unanswered)} (${rate(week.unanswered, week.shown)})`,
            ]),
          },
        },
      ],
      tables: [],
    });
  }
  return sections;
}

/**
 * A part of a whole as a percentage in a language ("42 %"), "–" for a whole of none. French writes a narrow no-break
 * space before "%", which the site's fonts lack: a no-break space instead.
 */
export function shareIn(language: Language) {
  const percent = new Intl.NumberFormat(locales[language], { style: "percent", maximumFractionDigits: 0 });
  return (part: number, whole: number) =>
    whole > 0 ? percent.format(part / whole).replaceAll("\u202f", "\u00a0") : "–";
}

/** Every table of the sections, by its id (the CSV's). */
export const tablesOf = (sections: readonly FigureSection[]) =>
  sections.flatMap((section) => [...section.charts.map(({ table }) => table), ...section.tables]);

/** The choices of the filters' form, in the staff's language. */
export function filterChoices(language: Language) {
  const clinicName = clinicNameIn(language);
  const countryName = serverT(language, "common");
  return {
    clinics: allLocations().map((location) => ({ value: location.id, label: clinicName(location.id) })),
    countries: countryCodes.map((value) => ({ value, label: countryName(`countries.${value}`) })),
    languages: Object.entries(languageNames).map(([value, label]) => ({ value, label })),
  };
}
