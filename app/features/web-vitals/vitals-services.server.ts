import { database } from "~/db/database.server";
import { VitalsStore } from "./vitals-store.server";

let store: VitalsStore | undefined;

/** The process's one store of Web Vitals totals, in the site's database. */
export function vitalsStore(): VitalsStore {
  store ??= new VitalsStore(database());
  return store;
}
