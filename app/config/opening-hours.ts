/**
 * A location's week (docs/staff.md#locations): each day closed, or open from one time to another, with a break
 * between two periods at most (a lunch break). The content store keeps it as text, one line per day, Monday first
 * (`Monday 08:00-12:00 14:00-20:00`, `Sunday closed`); the footer and the structured data are made from it, so that
 * nothing they say can contradict the hours the clinic wrote.
 */

export type DayOfWeek = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
export type Clock = `${number}:${number}`;
export interface OpeningPeriod {
  opens: Clock;
  closes: Clock;
}
/** Each day's periods, in order: none on a closed day, two around a break. */
export type OpeningHours = Readonly<Record<DayOfWeek, readonly OpeningPeriod[]>>;

export const weekDays: readonly DayOfWeek[] = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

/** A week from each day's periods. */
export const weekOf = (periodsOf: (day: DayOfWeek) => readonly OpeningPeriod[]): OpeningHours =>
  Object.fromEntries(weekDays.map((day) => [day, periodsOf(day)])) as unknown as OpeningHours;

/** The same periods every day of the week. */
export const everyDay = (...periods: OpeningPeriod[]): OpeningHours => weekOf(() => periods);

const periodText = ({ opens, closes }: OpeningPeriod) => `${opens}-${closes}`;
const dayText = (periods: readonly OpeningPeriod[]) => (periods.length ? periods.map(periodText).join(" ") : "closed");

/** A week as the content store keeps it. */
export const weekText = (hours: OpeningHours) => weekDays.map((day) => `${day} ${dayText(hours[day])}`).join("\n");

/** What a day's line says in the form, read leniently (a refused save shows what was typed). */
export interface DayForm {
  open: boolean;
  opens: string;
  closes: string;
  breakStarts: string;
  breakEnds: string;
}

/** A week's text as its form shows it, each day's times as written (a day the text does not name is closed). */
export function weekForm(text: string): Record<DayOfWeek, DayForm> {
  const lines = new Map(
    text
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
      .map(([day = "", ...rest]) => [day, rest] as const),
  );
  return Object.fromEntries(
    weekDays.map((day): [DayOfWeek, DayForm] => {
      const rest = lines.get(day);
      if (!rest || rest[0] === "closed")
        return [day, { open: false, opens: "", closes: "", breakStarts: "", breakEnds: "" }];
      const periods = rest.map((period) => period.split("-"));
      const [first = [], second] = periods;
      return [
        day,
        {
          open: true,
          opens: first[0] ?? "",
          closes: (second ?? first)[1] ?? "",
          breakStarts: second ? (first[1] ?? "") : "",
          breakEnds: second?.[0] ?? "",
        },
      ];
    }),
  ) as Record<DayOfWeek, DayForm>;
}

/**
 * The week's text from its form's parts (`<name>_<day>_open`, `…_opens`, `…_break_starts`, `…_break_ends`,
 * `…_closes`), as written: a day ticked open keeps its times even when they are wrong, for the rules to name.
 */
export function weekFromForm(name: string, read: (part: string) => string): string {
  return weekDays
    .map((day) => {
      const part = (which: string) => read(`${name}_${day}_${which}`).trim();
      if (part("open") !== "yes") return `${day} closed`;
      const [opens, closes, breakStarts, breakEnds] = ["opens", "closes", "break_starts", "break_ends"].map(part);
      const periods =
        breakStarts || breakEnds ? [`${opens}-${breakStarts}`, `${breakEnds}-${closes}`] : [`${opens}-${closes}`];
      return `${day} ${periods.join(" ")}`;
    })
    .join("\n");
}

const clock = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Why a week's text is not one: the day it fails on, or none open. */
export type WeekProblem = { rule: "day"; day: DayOfWeek; found: string } | { rule: "closed" };

/** A week from its text, or what is wrong with it: every day once, times as 24-hour `HH:MM`, each after the last. */
export function parseWeek(text: string): { hours: OpeningHours } | { problem: WeekProblem } {
  const lines = text.split("\n").map((line) => line.trim().split(/\s+/));
  const hours: Partial<Record<DayOfWeek, OpeningPeriod[]>> = {};
  for (const day of weekDays) {
    const rest = lines.find(([name]) => name === day)?.slice(1) ?? [];
    const found = rest.join(" ");
    if (found === "closed") {
      hours[day] = [];
      continue;
    }
    const times = rest.flatMap((period) => period.split("-"));
    const inOrder = times.every((time, index) => clock.test(time) && (index === 0 || time > (times[index - 1] ?? "")));
    if (rest.length < 1 || rest.length > 2 || times.length !== rest.length * 2 || !inOrder)
      return { problem: { rule: "day", day, found } };
    hours[day] = rest.map((period) => {
      const [opens, closes] = period.split("-") as [Clock, Clock];
      return { opens, closes };
    });
  }
  if (lines.length !== weekDays.length) return { problem: { rule: "day", day: "Monday", found: "" } };
  const week = hours as OpeningHours;
  if (weekDays.every((day) => week[day].length === 0)) return { problem: { rule: "closed" } };
  return { hours: week };
}

/** Consecutive days (Monday first) that keep the same periods, as a sign lists them. */
export function dayGroups(hours: OpeningHours) {
  const groups: Array<{ from: DayOfWeek; to: DayOfWeek; periods: readonly OpeningPeriod[] }> = [];
  for (const day of weekDays) {
    const last = groups.at(-1);
    if (last && dayText(last.periods) === dayText(hours[day])) last.to = day;
    else groups.push({ from: day, to: day, periods: hours[day] });
  }
  return groups;
}

/** Open every day of the week with the same hours: what the footer's "Monday to Monday" says. */
export const openEveryDay = (hours: OpeningHours) => {
  const groups = dayGroups(hours);
  return groups.length === 1 && (groups[0]?.periods.length ?? 0) > 0;
};

/** The days that keep the same periods, whether consecutive or not, for search engines (closed days left out). */
export function openingSpecifications(hours: OpeningHours) {
  const sets = new Map<string, { days: DayOfWeek[]; periods: readonly OpeningPeriod[] }>();
  for (const day of weekDays) {
    if (hours[day].length === 0) continue;
    const key = dayText(hours[day]);
    const set = sets.get(key) ?? { days: [], periods: hours[day] };
    set.days.push(day);
    sets.set(key, set);
  }
  return [...sets.values()].flatMap(({ days, periods }) => periods.map((period) => ({ days, ...period })));
}
