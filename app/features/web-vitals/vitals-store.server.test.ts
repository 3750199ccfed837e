import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase, testEngines } from "~/db/testing.server";
import { setPublishedCatalogue } from "~/features/records/record-state.server";
import { pageKey, VitalsStore } from "./vitals-store.server";

const day = new Date("2026-11-20T10:00:00Z");

describe.each(testEngines)("VitalsStore on %s", (engine) => {
  let test: TestDatabase;
  let store: VitalsStore;
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    store = new VitalsStore(test.db);
  });
  afterEach(() => test.drop());

  it("keeps only totals per page, day and metric", async () => {
    await store.record(
      {
        page: "/pt/about-us",
        metrics: [
          { name: "LCP", value: 1200 },
          { name: "CLS", value: 0.02 },
        ],
      },
      day,
    );
    await store.record({ page: "/about-us", metrics: [{ name: "LCP", value: 3000 }] }, day);
    await store.record(
      { page: "/about-us", metrics: [{ name: "LCP", value: 5000 }] },
      new Date("2026-11-21T23:59:00Z"),
    );

    const rows = await store.list(7, new Date("2026-11-21T12:00:00Z"));
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
  });

  it("counts every view when two instances add to the same total at once", async () => {
    const views = Array.from({ length: 20 }, (_, i) =>
      store.record({ page: "/", metrics: [{ name: "LCP", value: 1000 + i * 50 }] }, day),
    );
    const other = new VitalsStore(test.db);
    views.push(
      ...Array.from({ length: 20 }, () => other.record({ page: "/", metrics: [{ name: "LCP", value: 900 }] }, day)),
    );
    await Promise.all(views);
    const [total] = await store.list(1, day);
    expect(total).toMatchObject({ page: "/", metric: "LCP", count: 40, good: 40 });
    const { histogram } = (await test.db.get<{ histogram: string }>("SELECT histogram FROM web_vitals_daily")) ?? {
      histogram: "[]",
    };
    expect((JSON.parse(histogram) as number[]).reduce((sum, n) => sum + n, 0)).toBe(40);
  });

  it("counts every view when views with their metrics in different orders add to the same totals at once", async () => {
    const names = ["LCP", "FCP", "TTFB", "CLS", "INP"] as const;
    const views = Array.from({ length: 30 }, (_, i) => {
      const order = i % 2 === 0 ? names : [...names].reverse();
      return store.record(
        { page: "/", metrics: order.map((name) => ({ name, value: name === "CLS" ? 0.01 : 100 })) },
        day,
      );
    });
    // Without one locking order, PostgreSQL finds a deadlock and fails some of these.
    await Promise.all(views);
    const totals = await store.list(1, day);
    expect(totals.map((total) => [total.metric, total.count])).toEqual([...names].sort().map((name) => [name, 30]));
  });

  it("counts a metric reported twice in one view once, with its last value", async () => {
    await store.record(
      {
        page: "/",
        metrics: [
          { name: "LCP", value: 5000 },
          { name: "LCP", value: 1000 },
        ],
      },
      day,
    );
    expect(await store.list(1, day)).toMatchObject([{ metric: "LCP", count: 1, mean: 1000, good: 1 }]);
  });

  it("leaves out days older than asked", async () => {
    await store.record({ page: "/", metrics: [{ name: "TTFB", value: 90 }] }, new Date("2026-10-01T00:00:00Z"));
    expect(await store.list(30, day)).toEqual([]);
    expect(await store.list(60, day)).toHaveLength(1);
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

  it("files a treatment the clinic added under its own address once shown, and one it hid under the pattern", () => {
    setPublishedCatalogue({
      "treatments.scalp-peel.groups": "hair_treatment",
      "treatments.scalp-peel.order": "500",
      "treatments.scalp-peel.shown": "yes",
      "treatments.prp.shown": "no",
    });
    try {
      expect(pageKey("/pt/service/scalp-peel")).toBe("/service/scalp-peel");
      expect(pageKey("/service/prp")).toBe("/service/:service");
    } finally {
      setPublishedCatalogue({});
    }
  });
});
