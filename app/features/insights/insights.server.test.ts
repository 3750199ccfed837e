import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase, testEngines } from "~/db/testing.server";
import { ContactStore } from "~/features/contact/contact-store.server";
import { VitalsStore } from "~/features/web-vitals/vitals-store.server";
import { goodLimits, insightsFigures, insightsFilters, insightsHref, weekOf, weekStarts } from "./insights.server";
import { addCount, purgeOldFigures } from "./site-counts.server";

// A Wednesday: its week began on Monday 23 November.
const now = new Date("2026-11-25T12:00:00Z");
const lastWeek = new Date("2026-11-18T09:00:00Z");

describe("the good limits drawn on the speed charts", () => {
  it("are the web-vitals library's, as the page-speed totals rate a measurement", () => {
    expect(goodLimits).toEqual({ LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 });
  });
});

describe("weeks", () => {
  it("start on Monday, the current one last", () => {
    expect(weekOf("2026-11-25")).toBe("2026-11-23");
    expect(weekOf("2026-11-23")).toBe("2026-11-23");
    expect(weekOf("2026-11-22")).toBe("2026-11-16");
    expect(weekStarts(4, now)).toEqual(["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"]);
    expect(weekStarts(52, now)).toHaveLength(52);
  });

  it("are read from the address, with defaults for anything else, and written back without the defaults", () => {
    const filters = insightsFilters(new URL("http://x/admin/insights?weeks=52&clinic=lisbon&language=pt-PT&by=page"));
    expect(filters).toEqual({ weeks: 52, clinic: "lisbon", country: null, language: "pt-PT", by: "page" });
    expect(insightsHref("/admin/insights", filters)).toBe(
      "/admin/insights?weeks=52&clinic=lisbon&language=pt-PT&by=page",
    );
    const odd = insightsFilters(new URL("http://x/?weeks=7&clinic=atlantis&country=FR&language=de&by=mood"));
    expect(odd).toEqual({ weeks: 13, clinic: null, country: null, language: null, by: "clinic" });
    expect(insightsHref("/admin/insights", odd)).toBe("/admin/insights");
  });
});

describe.each(testEngines)("the owners' figures on %s", (engine) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase(engine);
  });
  afterEach(() => test.drop());

  it("count contact requests by week, clinic, treatment, language and the page they came from", async () => {
    const store = new ContactStore(test.db);
    const send = (key: string, language: "pt" | "pt-PT" | "es", from: string, clinic: string | undefined, at: Date) =>
      store.save(
        {
          name: "Ana",
          email: "ana@example.com",
          phone: "+55 11 91234-5678",
          country: "BR",
          acceptTerms: true,
          acceptPolicy: true,
          ...(clinic ? { clinic } : {}),
        },
        { idempotencyKey: key, language, termsVersion: "t", policyVersion: "p", forward: false, from },
        at,
      );
    await send("key-a-0123456789abcdef", "pt", "/pt/service/trichotest", "sao_paulo", now);
    await send("key-b-0123456789abcdef", "pt-PT", "/pt-pt", "lisbon", now);
    await send("key-c-0123456789abcdef", "es", "/es/service/trichotest", undefined, lastWeek);
    // A retry of the first is the same request: counted once.
    await send("key-a-0123456789abcdef", "pt", "/pt/service/trichotest", "sao_paulo", now);

    const figures = await insightsFigures(test.db, insightsFilters(new URL("http://x/?weeks=4")), { all: false, now });
    expect(figures.weeks.at(-1)).toBe("2026-11-23");
    expect(figures.requests.total).toBe(3);
    expect(figures.requests.weeks.slice(-2)).toEqual([
      { week: "2026-11-16", total: 1, counts: { "": 1 } },
      { week: "2026-11-23", total: 2, counts: { lisbon: 1, sao_paulo: 1 } },
    ]);
    expect(figures.requests.totals.treatment).toEqual([
      { key: "trichotest", count: 2 },
      { key: "", count: 1 },
    ]);
    expect(figures.requests.totals.page).toEqual([
      { key: "/service/trichotest", count: 2 },
      { key: "/", count: 1 },
    ]);
    expect(figures.requests.totals.language).toEqual([
      { key: "es", count: 1 },
      { key: "pt", count: 1 },
      { key: "pt-PT", count: 1 },
    ]);
    // The front desk's view has nothing else.
    expect(figures.bookings).toBeUndefined();
    expect(figures.speed).toBeUndefined();

    // Erasing a request leaves the count: it holds no one's data.
    for (const request of await store.all()) await store.delete(request.id);
    expect(await store.all()).toEqual([]);
    const after = await insightsFigures(test.db, insightsFilters(new URL("http://x/?weeks=4")), { all: false, now });
    expect(after.requests.total).toBe(3);

    const lisbon = await insightsFigures(test.db, insightsFilters(new URL("http://x/?weeks=4&country=PT")), {
      all: false,
      now,
    });
    expect(lisbon.requests.total).toBe(1);
    const spanish = await insightsFigures(test.db, insightsFilters(new URL("http://x/?weeks=4&language=es")), {
      all: false,
      now,
    });
    expect(spanish.requests.total).toBe(1);
  });

  it("count bookings opened and scheduled per page and clinic, and the cookie banner's answers", async () => {
    const add = (event: Parameters<typeof addCount>[1]["event"], path: string, clinic?: string) =>
      addCount(test.db, { event, path, clinic, now });
    await add("booking_opened", "/pt-pt/service/trichotest", "lisbon");
    await add("booking_opened", "/pt-pt/service/trichotest", "lisbon");
    await add("booking_scheduled", "/pt-pt/service/trichotest", "lisbon");
    await add("booking_opened", "/", "atlantis");
    for (let n = 0; n < 5; n++) await add("consent_shown", "/");
    await add("consent_accepted", "/");
    await add("consent_accepted", "/fr");
    await add("consent_rejected", "/");

    const figures = await insightsFigures(test.db, insightsFilters(new URL("http://x/?weeks=4")), { all: true, now });
    expect(figures.bookings?.weeks.at(-1)).toEqual({ week: "2026-11-23", opened: 3, scheduled: 1 });
    expect(figures.bookings?.places).toEqual([
      { page: "/service/trichotest", clinic: "lisbon", opened: 2, scheduled: 1 },
      // A clinic the site does not show counts as none.
      { page: "/", clinic: "", opened: 1, scheduled: 0 },
    ]);
    expect(figures.consent?.weeks.at(-1)).toEqual({
      week: "2026-11-23",
      shown: 5,
      accepted: 2,
      rejected: 1,
      unanswered: 2,
    });
    // A clinic's filter keeps its bookings; the banner is the whole site's.
    const madrid = await insightsFigures(test.db, insightsFilters(new URL("http://x/?weeks=4&clinic=madrid")), {
      all: true,
      now,
    });
    expect(madrid.bookings?.weeks.at(-1)).toEqual({ week: "2026-11-23", opened: 0, scheduled: 0 });
    expect(madrid.consent?.weeks.at(-1)?.shown).toBe(5);
  });

  it("tell the 75th percentile of each metric per kind of page and device, week by week", async () => {
    const vitals = new VitalsStore(test.db);
    for (const value of [900, 1100, 1300, 2600]) {
      await vitals.record({ page: "/pt", device: "phone", metrics: [{ name: "LCP", value }] }, now);
    }
    await vitals.record(
      { page: "/service/trichotest", device: "desktop", metrics: [{ name: "LCP", value: 700 }] },
      lastWeek,
    );
    // A report from before devices were told counts in the totals, not in a device's line.
    await vitals.record({ page: "/", metrics: [{ name: "LCP", value: 9000 }] }, now);

    const { speed } = await insightsFigures(test.db, insightsFilters(new URL("http://x/?weeks=4")), { all: true, now });
    const line = (kind: string, device: string) =>
      speed?.metrics.LCP.find((entry) => entry.kind === kind && entry.device === device);
    expect(line("home", "phone")).toEqual({
      kind: "home",
      device: "phone",
      p75: [null, null, null, 1500],
      counts: [0, 0, 0, 4],
    });
    expect(line("treatment", "desktop")?.p75).toEqual([null, null, 800, null]);
    expect(line("home", "desktop")?.counts).toEqual([0, 0, 0, 0]);
    // The page-speed API's totals keep both devices and the untold together.
    const [row] = await vitals.list(1, now);
    expect(row).toMatchObject({ page: "/", metric: "LCP", count: 5 });
  });

  it("are kept 25 months, then deleted", async () => {
    await addCount(test.db, { event: "consent_shown", path: "/", now: new Date("2024-10-20T12:00:00Z") });
    await addCount(test.db, { event: "consent_shown", path: "/", now: new Date("2024-10-21T12:00:00Z") });
    await new VitalsStore(test.db).record(
      { page: "/", device: "phone", metrics: [{ name: "LCP", value: 900 }] },
      new Date("2024-10-01T12:00:00Z"),
    );
    // A day's count, a day's and a week's speed totals.
    expect(await purgeOldFigures(test.db, now)).toBe(3);
    expect(await test.db.all("SELECT week FROM web_vitals_weekly")).toEqual([]);
    const left = await test.db.all<{ day: string }>("SELECT day FROM site_counts_daily");
    expect(left).toEqual([{ day: "2024-10-21" }]);
  });
});
