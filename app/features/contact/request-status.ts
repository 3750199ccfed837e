/** Where the staff are with a request (the inbox at /admin): new, then contacted, then closed. */
export const requestStatuses = ["new", "contacted", "closed"] as const;
export type RequestStatus = (typeof requestStatuses)[number];
export const isRequestStatus = (value: unknown): value is RequestStatus =>
  (requestStatuses as readonly unknown[]).includes(value);
