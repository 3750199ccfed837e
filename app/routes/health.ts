import { database } from "~/db/database.server";
import { apiJson } from "~/http/api-response.server";
import { describeError, log } from "~/log.server";

/**
 * `GET /health` for load balancers and uptime checks: 200 when the server answers and its
 * database can be read, 503 otherwise. It says nothing more (no versions, no counts).
 */
export async function loader() {
  try {
    await database().get("SELECT 1 AS ok");
    return apiJson({ status: "ok" });
  } catch (error) {
    log.error("health check failed", describeError(error));
    return apiJson({ status: "unavailable" }, { status: 503 });
  }
}
