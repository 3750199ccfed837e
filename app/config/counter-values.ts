import type { counters } from "./clinic";

/**
 * The figures of the home page's welcome as the pages show them: the repository's are `clinic.ts`'s, and the clinic
 * sets its own in the content editor (app/features/records/kinds/counters.server.ts). The locations' figure counts
 * the clinic's locations.
 */
export type CounterLabel = (typeof counters)[number]["label"];

export interface CounterValue {
  label: CounterLabel;
  value: number;
}
