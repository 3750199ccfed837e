import { data, redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { apiError } from "./api-response.server";
import { orUnavailable } from "./unavailable.server";

/** What `orUnavailable` threw, or undefined when it did not. */
async function thrown(work: () => Promise<unknown>, as?: () => Response) {
  try {
    await orUnavailable(work, as);
    return undefined;
  } catch (error) {
    return error;
  }
}

describe("orUnavailable", () => {
  it("passes the work's result through", async () => {
    expect(await orUnavailable(async () => 42)).toBe(42);
  });

  it("answers a failing database with 503 (the error screen), or with the endpoint's own answer", async () => {
    const failing = async () => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    };
    const page = await thrown(failing);
    expect(page).toMatchObject({ type: "DataWithResponseInit", init: { status: 503 } });
    const endpoint = (await thrown(failing, () => apiError(503, "database unavailable"))) as Response;
    expect(endpoint.status).toBe(503);
    expect(await endpoint.json()).toEqual({ error: "database unavailable" });
  });

  it("lets the work's own answers through: a redirect, a 404", async () => {
    const moved = (await thrown(async () => {
      throw redirect("/admin/login", 303);
    })) as Response;
    expect(moved.status).toBe(303);
    const missing = await thrown(async () => {
      throw data(null, { status: 404 });
    });
    expect(missing).toMatchObject({ init: { status: 404 } });
  });
});
