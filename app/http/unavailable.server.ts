import { data } from "react-router";
import { describeError, log } from "~/log.server";

/**
 * A page's or endpoint's database work: when the database fails (PostgreSQL unreachable, a full disk, a read-only
 * file), the answer is 503 "try again in a moment" (the error screen in the visitor's language, or `as` for an
 * endpoint), never a 500, and the fault is logged with its cause. Answers the work throws itself (a redirect, a 404)
 * pass through.
 */
export async function orUnavailable<T>(work: () => Promise<T>, as?: () => Response): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response || isDataWithResponseInit(error)) throw error;
    log.error("database unavailable: answered 503", describeError(error));
    throw as ? as() : data(null, { status: 503, statusText: "Service Unavailable" });
  }
}

/** What `data(…)` and `redirect(…)` throw in React Router: an answer, not a fault. */
const isDataWithResponseInit = (value: unknown) =>
  typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
