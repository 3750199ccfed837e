import { counters, locations } from "./clinic";

/**
 * The figures of the home page's welcome (`clinic.ts`: the defaults) as the clinic sets them in the content editor:
 * fields of the content store's `catalogue` namespace (`counters.<label>.value`) over the repository's values. The
 * locations' figure is not set: it counts the clinic's locations.
 */
export type CounterLabel = (typeof counters)[number]["label"];

export interface CounterValue {
  label: CounterLabel;
  value: number;
}

/** The counters the clinic sets, in the page's order. */
export const editableCounters = counters.map(({ label }) => label).filter((label) => label !== "locations");

/** The key of a counter's field in the `catalogue` namespace. */
export const counterKey = (label: CounterLabel) => `counters.${label}.value`;

/** A counter's label, if the key is a counter's field. */
export function counterOfKey(key: string): CounterLabel | undefined {
  const label = /^counters\.([a-z_]+)\.value$/.exec(key)?.[1];
  return editableCounters.find((editable) => editable === label);
}

/** What is wrong with a counter's value, if anything: a whole number of up to seven digits. */
export const counterProblem = (value: string) => (/^(0|[1-9]\d{0,6})$/.test(value) ? undefined : "counter_value");

/** The counters with the published fields over the defaults (a value that is not one is ignored). */
export function countersOf(fields: Readonly<Record<string, string>>, locationCount = locations.length): CounterValue[] {
  return counters.map(({ label, value }) => {
    if (label === "locations") return { label, value: locationCount };
    const published = fields[counterKey(label)];
    return { label, value: published !== undefined && !counterProblem(published) ? Number(published) : value };
  });
}

/** A counter field's default (the repository's value), if the key is a counter's field. */
export function counterDefault(key: string): string | undefined {
  const label = counterOfKey(key);
  const counter = counters.find((item) => item.label === label);
  return counter ? String(counter.value) : undefined;
}
