import { getEnv } from "~/config/env.server";
import { getDatabase } from "~/db/database.server";
import { log } from "~/log.server";
import { ContactStore } from "./contact-store.server";
import { ForwardOutbox } from "./forward-outbox.server";

let store: ContactStore | undefined;
let outbox: ForwardOutbox | undefined;
let purgeTimer: NodeJS.Timeout | undefined;

const purgeEveryMs = 6 * 60 * 60 * 1000;

export function contactStore(): ContactStore {
  store ??= new ContactStore(getDatabase(getEnv().DATA_DIR));
  return store;
}

/** The forwarding outbox, when `CONTACT_FORWARD_URL` is set. */
export function forwardOutbox(): ForwardOutbox | undefined {
  const base = getEnv().CONTACT_FORWARD_URL;
  if (!base) return undefined;
  outbox ??= new ForwardOutbox(getDatabase(getEnv().DATA_DIR), base);
  return outbox;
}

/** Starts the background work of contact requests: forwarding and the retention purge. */
export function startContactServices() {
  forwardOutbox()?.start();
  const purge = () => {
    const purged = contactStore().purgeOlderThan(getEnv().RETENTION_DAYS);
    if (purged > 0) log.info("contact requests purged after the retention period", { purged });
  };
  purge();
  purgeTimer = setInterval(purge, purgeEveryMs);
  purgeTimer.unref();
}

export async function stopContactServices() {
  clearInterval(purgeTimer);
  await outbox?.stop();
}
