import type { DayOfWeek } from "~/config/clinic";
import { dayGroups, type OpeningHours, type OpeningPeriod, weekDays } from "~/config/opening-hours";
import { clockTime } from "./clock-time";
import { upperFirst } from "./language-name-in";
import type { Language } from "./languages";

/** The footer's words for hours (`common:footer.hours.*`), whoever reads them: the page's `t`, the staff's history. */
export type HoursWords = (
  key: "footer.hours.days" | "footer.hours.times" | "footer.hours.times_break" | "footer.hours.closed",
  values?: Record<string, string>,
) => string;

// 1 January 2024 was a Monday.
const firstMonday = Date.UTC(2024, 0, 1);

/** A day's name as the language writes it within a sentence ("segunda-feira", "lunes", "Monday"). */
export const weekdayName = (day: DayOfWeek, language: Language) =>
  new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" }).format(
    firstMonday + weekDays.indexOf(day) * 86_400_000,
  );

/** A day's times as a sign writes them ("Das 8h às 12h e das 14h às 20h"), or that it is closed. */
export function periodsText(periods: readonly OpeningPeriod[], language: Language, words: HoursWords) {
  const at = (time: string) => clockTime(time, language);
  const [first, second] = periods;
  if (!first) return words("footer.hours.closed");
  if (!second) return words("footer.hours.times", { opens: at(first.opens), closes: at(first.closes) });
  return words("footer.hours.times_break", {
    opens: at(first.opens),
    break_starts: at(first.closes),
    break_ends: at(second.opens),
    closes: at(second.closes),
  });
}

/** A week as a sign lists it: the days that keep the same hours together ("Monday to Friday"), then their times. */
export function weekLines(hours: OpeningHours, language: Language, words: HoursWords) {
  return dayGroups(hours).map(({ from, to, periods }) => ({
    days:
      from === to
        ? upperFirst(weekdayName(from, language), language)
        : words("footer.hours.days", { from: weekdayName(from, language), to: weekdayName(to, language) }),
    times: periodsText(periods, language, words),
  }));
}
