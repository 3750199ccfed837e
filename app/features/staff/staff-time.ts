import { type Language, locales } from "~/i18n/languages";

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as the staff read it: date and time in their language and the clinic's time zone (`STAFF_TIME_ZONE`),
 * with the zone named, since a group in three countries reads more than one ("24 Nov 2026, 09:05 GMT-3").
 */
export function staffTime(iso: string, language: Language, timeZone: string): string {
  const key = `${language} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[language], {
      timeZone,
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}
