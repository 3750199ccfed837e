import { csvCell } from "~/features/contact/contact-export.server";
import type { StoredRequest } from "~/features/contact/contact-store.server";
import { languageNameIn } from "~/i18n/language-name-in";
import { type Language, locales } from "~/i18n/languages";
import { serverT } from "~/i18n/resources.server";
import { clinicNameIn } from "./clinic-name.server";

/**
 * The staff's exports as their spreadsheet opens them (docs/staff.md#the-staffs-inbox): Excel and LibreOffice split a CSV file
 * at the list separator of the computer's region, a comma in English and a semicolon where the comma is the decimal
 * mark (Portuguese, Spanish, French, Italian); and they read a date written the region's way (`29/11/2026 14:05`) as
 * a date. The byte-order mark makes them read the accents as UTF-8. Every cell is guarded against formulas.
 */
export const csvSeparator = (language: Language) => (language === "en" ? "," : ";");

/** A file of these rows under this header, in the staff member's language's separator. */
export function staffCsv(
  language: Language,
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | null>>,
) {
  const separator = csvSeparator(language);
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(separator));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as a spreadsheet cell, in the clinic's time zone (`STAFF_TIME_ZONE`): `2026-11-29 14:05:09` in English,
 * which every spreadsheet reads, and `29/11/2026 14:05:09` in the other languages, day first as their regions write
 * it. None: an empty cell.
 */
export function spreadsheetTime(iso: string | null, language: Language, timeZone: string): string | null {
  if (!iso) return null;
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  const time = `${part.hour}:${part.minute}:${part.second}`;
  return language === "en"
    ? `${part.year}-${part.month}-${part.day} ${time}`
    : `${part.day}/${part.month}/${part.year} ${time}`;
}

/**
 * The inbox's list as the staff member's spreadsheet reads it: columns and values in their language (a status, the
 * clinic system's state, the patient's country, chosen clinic and language by name), times in the clinic's time zone. The clinic's
 * backend reads another export, with codes and UTC times (`/admin/contact-requests/export.csv`).
 */
export function requestsSheet(requests: readonly StoredRequest[], language: Language, timeZone: string) {
  const t = serverT(language, "staff");
  const countries = new Intl.DisplayNames([locales[language]], { type: "region", fallback: "code" });
  const time = (iso: string | null) => spreadsheetTime(iso, language, timeZone);
  const clinicName = clinicNameIn(language);
  const header = [
    t("inbox.received"),
    t("export.name"),
    t("export.email"),
    t("export.phone"),
    t("inbox.country"),
    t("inbox.clinic"),
    t("inbox.language"),
    t("export.status"),
    t("export.status_changed"),
    t("inbox.forwarding"),
    t("export.forwarded_at"),
    t("export.terms_version"),
    t("export.policy_version"),
    t("export.reference"),
  ];
  const rows = requests.map((request) => [
    time(request.createdAt),
    request.name,
    request.email,
    request.phone,
    countries.of(request.country) ?? request.country,
    clinicName(request.clinic),
    languageNameIn(language)(request.language, true),
    t(`status.${request.status}`),
    time(request.statusChangedAt),
    t(`forwarding.${request.forwarding}`),
    time(request.forwardedAt),
    request.termsVersion,
    request.policyVersion,
    request.id,
  ]);
  return staffCsv(language, header, rows);
}
