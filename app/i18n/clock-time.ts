import type { Language } from "./languages";

/**
 * A time of day (`HH:MM`, 24-hour) as each language writes it on a sign: 8 AM, 8h, 8:00, 8 h, 8:00.
 * Written out rather than left to `Intl`: the server's and the browser's ICU may space "AM" differently,
 * and the footer must read the same in both.
 */
export function clockTime(time: string, language: Language): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const mm = String(minutes).padStart(2, "0");
  switch (language) {
    case "en":
      return `${hours % 12 || 12}${minutes ? `:${mm}` : ""} ${hours < 12 ? "AM" : "PM"}`;
    case "pt":
    case "pt-PT":
      return `${hours}h${minutes ? mm : ""}`;
    case "fr":
      return `${hours} h${minutes ? ` ${mm}` : ""}`;
    default:
      return `${hours}:${mm}`;
  }
}
