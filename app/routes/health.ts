import { database } from "~/db/database.server";
import { apiJson } from "~/http/api-response.server";
import { repeatedFault } from "~/log.server";

const fault = repeatedFault("health check failed");

/**
 * `GET /health` for load balancers and uptime checks: 200 when the server answers and its
 * database can be read, 503 otherwise. It says nothing more (no versions, no counts).
 */
export async function loader() {
  try {
    await database().get("SELECT 1 AS ok");
    fault.ok();
    return apiJson({ status: "ok" });
  } catch (error) {
    fault.failed(error);
    return apiJson({ status: "unavailable" }, { status: 503 });
  }
}
