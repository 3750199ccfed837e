import { counters } from "~/config/clinic";
import type { CounterLabel, CounterValue } from "~/config/counter-values";
import { number } from "../fields";
import { defineRecordKind, recordsIn } from "../record-kind";
import { locationsIn } from "./locations.server";

/**
 * The figures of the home page's welcome (docs/staff.md#counters): the repository's (`clinic.ts`) are the defaults,
 * edited together on one page. The clinics' figure is not one: it counts the locations shown.
 */
export const counterKind = defineRecordKind({
  kind: "counters",
  defaults: () =>
    counters.flatMap(({ label, value }) =>
      label === "locations" ? [] : [{ id: label, values: { value: String(value) } }],
    ),
  fields: {
    value: number({ min: 0, max: 9_999_999, rule: "counter_value" }),
  },
  toRecord: (id, values): CounterValue => ({ label: id as CounterLabel, value: values.value }),
  editor: {
    nameKey: (id) => `content.counters.labels.${id}`,
    together: true,
    noteValues: (fields) => ({ count: locationsIn(fields).filter((location) => location.shown).length }),
  },
});

/** The home page's counters in its order, the published values over the repository's, the clinics' counting `shown`. */
export function countersIn(fields: Readonly<Record<string, string>>, shown: number): CounterValue[] {
  const values = new Map(recordsIn(counterKind, fields).map((record) => [record.label, record.value]));
  return counters.map(({ label, value }) => ({
    label,
    value: label === "locations" ? shown : (values.get(label) ?? value),
  }));
}
