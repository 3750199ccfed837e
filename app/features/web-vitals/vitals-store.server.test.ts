import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { pageKey, VitalsStore } from "./vitals-store.server";

let dir: string;
let db: DatabaseSync;
let store: VitalsStore;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "vitals-"));
  db = openDatabase(dir);
  store = new VitalsStore(db);
});

afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const day = new Date("2026-11-20T10:00:00Z");

describe("VitalsStore", () => {
  it("keeps only totals per page, day and metric", () => {
    store.record(
      {
        page: "/pt/about-us",
        metrics: [
          { name: "LCP", value: 1200 },
          { name: "CLS", value: 0.02 },
        ],
      },
      day,
    );
    store.record({ page: "/about-us", metrics: [{ name: "LCP", value: 3000 }] }, day);
    store.record({ page: "/about-us", metrics: [{ name: "LCP", value: 5000 }] }, new Date("2026-11-21T23:59:00Z"));

    const rows = store.list(7, new Date("2026-11-21T12:00:00Z"));
    expect(rows).toEqual([
      {
        day: "2026-11-21",
        page: "/about-us",
        metric: "LCP",
        count: 1,
        mean: 5000,
        p75: 5000,
        good: 0,
        needsImprovement: 0,
        poor: 1,
      },
      {
        day: "2026-11-20",
        page: "/about-us",
        metric: "CLS",
        count: 1,
        mean: 0.02,
        p75: 0.025,
        good: 1,
        needsImprovement: 0,
        poor: 0,
      },
      {
        day: "2026-11-20",
        page: "/about-us",
        metric: "LCP",
        count: 2,
        mean: 2100,
        p75: 3000,
        good: 1,
        needsImprovement: 1,
        poor: 0,
      },
    ]);
    const columns = (
      db.prepare("SELECT name FROM pragma_table_info('web_vitals_daily')").all() as { name: string }[]
    ).map((c) => c.name);
    expect(columns).toEqual([
      "day",
      "page",
      "metric",
      "count",
      "sum",
      "good",
      "needs_improvement",
      "poor",
      "histogram",
    ]);
  });

  it("leaves out days older than asked", () => {
    store.record({ page: "/", metrics: [{ name: "TTFB", value: 90 }] }, new Date("2026-10-01T00:00:00Z"));
    expect(store.list(30, day)).toEqual([]);
    expect(store.list(60, day)).toHaveLength(1);
  });
});

describe("pageKey", () => {
  it.each([
    ["/", "/"],
    ["/pt", "/"],
    ["/es/our-story/", "/our-story"],
    ["/fr/privacy-policy", "/privacy-policy"],
    ["/service/prp", "/service/prp"],
    ["/it/service/eyJ0aXRsZSI6IngifQ", "/service/:service"],
    ["/someone@example.com", "(other)"],
    ["/about-us?email=x", "/about-us"],
  ])("files %s under %s", (pathname, key) => {
    expect(pageKey(pathname)).toBe(key);
  });
});
