import { max } from "d3-array";
import { scaleBand, scaleLinear } from "d3-scale";
import { line, stack } from "d3-shape";
import styles from "./charts.module.css";

/**
 * The owners' charts (docs/decisions/032-server-drawn-charts.md): SVG drawn on the server with d3's scales and shapes,
 * read without JavaScript. The `<svg>` is an image named by its title and description; axes and grid are hidden from
 * assistive technology, whose reader has the same figures in the table beside the chart. Colours are the stylesheet's
 * (`--chart-1`…`--chart-6`, `currentColor`), so the chart follows the colour mode and prints. The image's children
 * are presentational (ARIA's rule for `img`), so axes and grid need no `aria-hidden` of their own.
 */
const width = 720;
const height = 260;
const margin = { top: 14, right: 40, bottom: 34, left: 60 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;

interface ChartText {
  /** Unique in the page: the ids of the title and description derive from it. */
  id: string;
  title: string;
  description: string;
  /** The weeks' labels, oldest first. */
  labels: readonly string[];
}

/** Every n-th week labelled, so that labels never overlap (about eight at most). */
const labelEvery = (count: number) => Math.max(1, Math.ceil(count / 8));

function Frame({ id, title, description, children }: Omit<ChartText, "labels"> & { children: React.ReactNode }) {
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <g transform={`translate(${margin.left},${margin.top})`}>{children}</g>
    </svg>
  );
}

function Axes({
  y,
  ticks,
  format,
  x,
  labels,
}: {
  y: (value: number) => number;
  ticks: readonly number[];
  format: (value: number) => string;
  x: (index: number) => number;
  labels: readonly string[];
}) {
  const every = labelEvery(labels.length);
  return (
    // Inside the image (role="img"), whose children assistive technology does not read: the table beside has the figures.
    <g className={styles.axes}>
      {ticks.map((tick) => (
        <g key={tick} transform={`translate(0,${y(tick)})`}>
          <line x2={plotWidth} className={styles.grid} />
          <text x={-6} dy="0.32em" textAnchor="end">
            {format(tick)}
          </text>
        </g>
      ))}
      {labels.map((label, index) =>
        index % every === (labels.length - 1) % every ? (
          <text key={label} x={x(index)} y={plotHeight + 24} textAnchor="middle">
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}

export interface BarSeries {
  key: string;
  label: string;
  values: readonly number[];
  /** Its colour among the six (1–6), the legend's too. */
  colour: number;
}

/** Bars per week, the series stacked (contact requests by clinic; the banner's answers). */
export function StackedBars({
  series,
  format = String,
  ...text
}: ChartText & { series: readonly BarSeries[]; format?: (value: number) => string }) {
  const keys = series.map(({ key }) => key);
  const rows = text.labels.map((_, index) =>
    Object.fromEntries(series.map(({ key, values }) => [key, values[index] ?? 0])),
  );
  const layers = stack<Record<string, number>>().keys(keys)(rows);
  const top = max(layers.at(-1) ?? [], (point) => point[1]) ?? 0;
  const y = scaleLinear()
    .domain([0, Math.max(top, 1)])
    .nice()
    .range([plotHeight, 0]);
  const x = scaleBand<number>()
    .domain(text.labels.map((_, index) => index))
    .range([0, plotWidth])
    .padding(0.2);
  const ticks = y.ticks(4).filter((tick) => Number.isInteger(tick) || top < 4);
  return (
    <Frame {...text}>
      <Axes
        y={y}
        ticks={ticks}
        format={format}
        x={(index) => (x(index) ?? 0) + x.bandwidth() / 2}
        labels={text.labels}
      />
      {layers.map((layer, n) => (
        <g key={layer.key} className={styles[`series${series[n]?.colour ?? 6}`]}>
          {layer.map(([from, to], index) =>
            to > from ? (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: a week's place is its identity here
                key={index}
                x={x(index)}
                y={y(to)}
                width={x.bandwidth()}
                height={Math.max(0, y(from) - y(to))}
              />
            ) : null,
          )}
        </g>
      ))}
    </Frame>
  );
}

export interface LineSeries {
  key: string;
  label: string;
  values: ReadonlyArray<number | null>;
  /** Drawn dashed (a desktop's line beside a phone's). */
  dashed?: boolean;
  /** Its colour among the six (1–6). */
  colour: number;
}

/** Lines per week (bookings; each metric's 75th percentile), a gap where a week has no figure, and a limit drawn. */
export function Lines({
  series,
  limit,
  format = String,
  ...text
}: ChartText & {
  series: readonly LineSeries[];
  limit?: { value: number; label: string };
  format?: (value: number) => string;
}) {
  const top = Math.max(
    max(series.flatMap(({ values }) => values.filter((value) => value !== null))) ?? 0,
    limit?.value ?? 0,
  );
  const y = scaleLinear()
    .domain([0, top > 0 ? top * 1.1 : 1])
    .nice()
    .range([plotHeight, 0]);
  const x = scaleLinear()
    .domain([0, Math.max(1, text.labels.length - 1)])
    .range([0, plotWidth]);
  const path = line<number | null>()
    .defined((value) => value !== null)
    .x((_, index) => x(index))
    .y((value) => y(value ?? 0));
  return (
    <Frame {...text}>
      <Axes y={y} ticks={y.ticks(4)} format={format} x={x} labels={text.labels} />
      {limit && (
        <g className={styles.limit}>
          <line x2={plotWidth} y1={y(limit.value)} y2={y(limit.value)} />
          <text x={plotWidth} y={y(limit.value) - 5} textAnchor="end">
            {limit.label}
          </text>
        </g>
      )}
      {series.map(({ key, values, dashed, colour }) => (
        <g key={key} className={`${styles[`series${colour}`]} ${dashed ? styles.dashed : ""}`}>
          <path d={path(values as Array<number | null>) ?? ""} className={styles.line} />
          {values.map((value, index) =>
            // A week alone between gaps shows as a dot.
            value !== null ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a week's place is its identity here
              <circle key={index} cx={x(index)} cy={y(value)} r={2.5} />
            ) : null,
          )}
        </g>
      ))}
    </Frame>
  );
}

/** The legend under a chart: each series' colour (and dash) beside its name. */
export function Legend({
  items,
  lines = false,
}: {
  items: ReadonlyArray<{ label: string; colour: number; dashed?: boolean }>;
  /** The series are lines (a stroke, solid or dashed), not bars (a filled box). */
  lines?: boolean;
}) {
  return (
    <ul className={styles.legend}>
      {items.map(({ label, colour, dashed }) => (
        <li key={label}>
          <svg
            viewBox="0 0 24 10"
            width={24}
            height={10}
            aria-hidden="true"
            className={`${styles[`series${colour}`]} ${dashed ? styles.dashed : ""}`}
          >
            {lines ? (
              <line x1={0} x2={24} y1={5} y2={5} className={styles.line} />
            ) : (
              <rect width={24} height={10} rx={2} />
            )}
          </svg>
          {label}
        </li>
      ))}
    </ul>
  );
}
