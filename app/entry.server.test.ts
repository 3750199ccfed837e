// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "./entry.server";
import { log } from "./log.server";

const context = (path: string) =>
  ({ request: new Request(`http://site.test${path}`), params: {}, context: {} }) as unknown as Parameters<
    typeof handleError
  >[1];

afterEach(() => vi.restoreAllMocks());

describe("handleError", () => {
  it("does not log a client's 4xx from the router (a post where no page takes one) as an error", () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    handleError({ status: 405, statusText: "Method Not Allowed", internal: true, data: "no action" }, context("/"));
    expect(error).not.toHaveBeenCalled();
  });

  it("logs a fault with its kind and message, never as [object Object]", () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    handleError(new TypeError("boom"), context("/pt"));
    expect(error).toHaveBeenCalledWith("route error", expect.objectContaining({ path: "/pt", error: "TypeError" }));
  });
});
