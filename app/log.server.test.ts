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
    expect(describeError({ status: 405 })).toEqual({ error: "Object", status: 405 });
  });

  it("describes a chain of causes that loops, and anything thrown that refers to itself, without failing", () => {
    const first = new Error("first");
    const second = new Error("second", { cause: first });
    first.cause = second;
    let described = describeError(first);
    for (let depth = 0; depth < 5; depth++) described = described.cause as Record<string, unknown>;
    expect(described).toMatchObject({ cause: "…" });
    const thrown: Record<string, unknown> = { status: 400 };
    thrown.self = thrown;
    expect(describeError(thrown)).toEqual({ error: "Object", status: 400 });
  });

  it("never logs what a thrown object carries besides its kind, status and code", () => {
    const thrown = { email: "ana@example.com", body: "name=Ana", code: "E_FORM" };
    expect(JSON.stringify(describeError(thrown))).not.toMatch(/ana|Ana/);
    expect(describeError(new Response("x", { status: 404 }))).toEqual({ error: "Response", status: 404 });
  });
});
