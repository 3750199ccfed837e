/**
 * The owners' figures go by weeks that start on Monday, of UTC days, as the counts keep them (docs/decisions/033-insights.md).
 * The Monday (a `YYYY-MM-DD` day) of a day's week.
 */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000);
  return monday.toISOString().slice(0, 10);
}
