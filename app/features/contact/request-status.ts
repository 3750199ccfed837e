/** Where the staff are with a request (the inbox at /admin): new, then contacted, then closed. */
export const requestStatuses = ["new", "contacted", "closed"] as const;
export type RequestStatus = (typeof requestStatuses)[number];
export const isRequestStatus = (value: unknown): value is RequestStatus =>
  (requestStatuses as readonly unknown[]).includes(value);

/**
 * Where a request stands with the clinic's backend: not sent at all (forwarding off), waiting, delivered, or given up
 * (refused for good, or past the retention age: docs/decisions/017-permanent-refusals.md).
 */
export type ForwardingState = "off" | "pending" | "delivered" | "given_up";
