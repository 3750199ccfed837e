import { apiError } from "~/http/api-response.server";

/** Any other address under `/admin/`: a JSON 404, whatever the method. */
export const loader = () => apiError(404, "not found");
export const action = loader;
