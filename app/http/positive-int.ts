/** A whole number from a query parameter, between 1 and `max`; `fallback` when absent or not a number. */
export function positiveInt(value: string | null, fallback: number, max: number): number {
  return Math.min(max, Math.max(1, Number.parseInt(value ?? "", 10) || fallback));
}
