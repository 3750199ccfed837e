import { getEnv } from "~/config/env.server";
import { getDatabase } from "~/db/database.server";
import { apiJson } from "~/http/api-response.server";
import { describeError, log } from "~/log.server";

/**
 * `GET /health` for load balancers and uptime checks: 200 when the server answers and its
 * database can be read, 503 otherwise. It says nothing more (no versions, no counts).
 */
export function loader() {
  try {
    getDatabase(getEnv().DATA_DIR).prepare("SELECT 1").get();
    return apiJson({ status: "ok" });
  } catch (error) {
    log.error("health check failed", describeError(error));
    return apiJson({ status: "unavailable" }, { status: 503 });
  }
}
