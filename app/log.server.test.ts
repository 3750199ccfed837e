// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { describeError, log, requestScope } from "./log.server";

afterEach(() => vi.restoreAllMocks());

describe("log", () => {
  it("puts the id of the request being handled in every line written meanwhile", () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((line) => lines.push(String(line)) > 0);
    requestScope.run({ requestId: "req-0123456789" }, () => log.warn("inside"));
    log.warn("outside");
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ message: "inside", requestId: "req-0123456789" });
    expect(JSON.parse(lines[1] ?? "{}")).not.toHaveProperty("requestId");
  });

  it("names an error's real cause: SQLite's code and the chain of causes", () => {
    const full = Object.assign(new Error("database or disk is full"), {
      errcode: 13,
      errstr: "database or disk is full",
    });
    const wrapped = new Error("contact request not stored", { cause: full });
    expect(describeError(wrapped)).toMatchObject({
      error: "Error",
      detail: "contact request not stored",
      cause: { detail: "database or disk is full", sqlite: "13 database or disk is full" },
    });
    expect(describeError({ status: 405 })).toEqual({ error: '{"status":405}' });
  });
});
