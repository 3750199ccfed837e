// `npm run benchmark:interaction`: whether a visitor's tap is answered, and how fast, on a phone. Starts the production
// server (build first with `npm run build`), opens each page in Debian's Chromium with Lighthouse's mobile throttling
// set through the DevTools protocol (4× slower CPU, 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up), and taps each
// control as a new visitor would (a fresh browser context each time: empty cache, no stored choices): at the first
// contentful paint, 0.5, 1, 2 and 4 s after it, and on a settled page (the app runs, the network idle for 2 s). It records, on the
// page's own clock, when the tap came (its pointerdown), when the page first showed that it was taken (the control
// marked busy, or its effect), and when its effect showed; a tap whose effect never showed within 15 s is lost. A
// control is tapped once it is painted where it was scrolled to; a change its tap's own handlers made counts from the
// frame Event Timing says presented it (as Interaction to Next Paint counts), a later one from the frame after it.
// Prints lost taps and tap-to-effect p50/p95 per control and moment; writes benchmarks/interaction.json.
//
// BENCH_TRIES (10) tries per control and moment; BENCH_CONTROLS a comma-separated part of the controls' names;
// BENCH_MOMENTS a part of the moments (e.g. `settled` or `0,500`); BENCH_PARALLEL (1) browsers at once; BENCH_OUT
// (benchmarks/interaction.json) where the results go (a run of a part writes elsewhere, to keep the whole run's file).
// BENCH_SAMPLES (a file, e.g. benchmarks/interaction-samples.jsonl) keeps every try as it is made, one JSON line
// each, and a run given a file that holds tries already makes only those missing to reach BENCH_TRIES a cell: a long
// run (about an hour on this machine for 10 tries) may be made in parts, and the summary covers every try kept.
import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath, phoneLink } from "../tests/support/chromium.ts";
import { startBenchmarkServer } from "./benchmark-server.mjs";

const port = Number(process.env.BENCH_PORT ?? 4398);
const base = `http://127.0.0.1:${port}`;
const tries = Number(process.env.BENCH_TRIES ?? 10);
const only = process.env.BENCH_CONTROLS?.split(",").map((name) => name.trim());
const parallel = Number(process.env.BENCH_PARALLEL ?? 1);
const lostAfterMs = 15_000;
const moments = (process.env.BENCH_MOMENTS ?? "0,500,1000,2000,4000,settled")
  .split(",")
  .map((moment) => (moment === "settled" ? moment : Number(moment)));

const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1366, height: 900 } };

/**
 * The controls. `find` runs in the page and returns the element to tap (scrolled into view); `effect` runs in the page
 * and says whether the tap's effect shows; `before` (optional) runs in the page once before `find` and returns a
 * value handed to `effect` (e.g. the colour mode before the tap). `after` names a control to tap first and whose
 * effect must show (its moment then counts from that effect): the drawer's own controls.
 */
// Run in the page (serialised with `toString`): the booking dialog's title shows; the page's own booking button.
const bookingDialogShows = () =>
  /Schedule a meeting/.test(document.querySelector("dialog[open] h2")?.textContent ?? "");
const pageBookingButton = () =>
  [...document.querySelectorAll("#main button")].find((b) => /Schedule a consultation/.test(b.textContent));

const catalogue = [
  {
    name: "hero booking",
    form: phone,
    path: "/",
    find: pageBookingButton,
    effect: bookingDialogShows,
  },
  {
    name: "floating booking",
    form: phone,
    path: "/",
    find: () =>
      [...document.querySelectorAll("body > button, body > div > button")].find((b) =>
        /Schedule now/.test(b.textContent),
      ),
    effect: bookingDialogShows,
  },
  {
    name: "menu",
    form: phone,
    path: "/",
    find: () => document.querySelector('header button[aria-label="Open menu"]'),
    effect: () => /^Menu$/.test(document.querySelector("dialog[open] h2")?.textContent ?? ""),
  },
  {
    name: "drawer booking",
    form: phone,
    path: "/",
    after: "menu",
    find: () => [...document.querySelectorAll("dialog[open] button")].find((b) => /Schedule now/.test(b.textContent)),
    effect: bookingDialogShows,
  },
  {
    name: "drawer colour mode",
    form: phone,
    path: "/",
    after: "menu",
    find: () => document.querySelector('dialog[open] button[title^="Switch to"]'),
    before: () => document.documentElement.dataset.theme,
    effect: (theme) => document.documentElement.dataset.theme !== theme,
  },
  {
    name: "drawer language",
    form: phone,
    path: "/",
    after: "menu",
    find: () => document.querySelector('dialog[open] a[hreflang="pt"]'),
    effect: () =>
      document.documentElement.lang === "pt" && /atemporal/.test(document.querySelector("h1")?.textContent ?? ""),
  },
  {
    name: "service card",
    form: phone,
    path: "/",
    find: () => document.querySelector('#services button[aria-haspopup="dialog"]'),
    effect: () => /Hair treatment/.test(document.querySelector("dialog[open] h2")?.textContent ?? ""),
  },
  {
    name: "accordion item",
    form: phone,
    path: "/",
    after: "service card",
    find: () => document.querySelector("dialog[open] details summary"),
    effect: () => document.querySelector("dialog[open] details")?.open === true,
  },
  {
    name: "about us",
    form: phone,
    path: "/",
    find: () => document.querySelector("#features details summary"),
    effect: () => document.querySelector("#features details")?.open === true,
  },
  {
    name: "consent reject",
    form: phone,
    path: "/",
    find: () =>
      [...document.querySelectorAll("[data-consent-banner] button")].find((b) => /Reject/.test(b.textContent)),
    effect: () => document.querySelector("[data-consent-banner]") === null,
    late: true,
  },
  {
    name: "treatment page booking",
    form: phone,
    path: "/service/trichotest",
    find: pageBookingButton,
    effect: bookingDialogShows,
  },
  {
    name: "contact submit",
    form: phone,
    path: "/",
    find: () => {
      const form = document.querySelector("#contactus form");
      if (!form) return null;
      for (const [name, value] of [
        ["name", "Ana Benchmark"],
        ["email", "ana@example.com"],
        ["phone", "+351 912 345 678"],
        ["country", "PT"],
      ]) {
        const field = form.querySelector(`[name="${name}"]`);
        if (field) field.value = value;
      }
      for (const box of form.querySelectorAll('input[type="checkbox"]')) box.checked = true;
      return form.querySelector('button[type="submit"]');
    },
    // Sending shows on the button; without the app's code the browser posts the form itself (the page then goes).
    effect: () =>
      document.querySelector("#contactus form button[type=submit]")?.disabled === true ||
      /Registration successful/.test(document.querySelector("#contactus form")?.textContent ?? ""),
    submits: true,
  },
  {
    name: "header booking",
    form: desktop,
    path: "/",
    find: () => document.querySelector("header nav button"),
    effect: bookingDialogShows,
  },
  {
    name: "language picker",
    form: desktop,
    path: "/",
    find: () => document.querySelector("header button[aria-controls]"),
    effect: () => document.querySelector("header button[aria-controls]")?.getAttribute("aria-expanded") === "true",
  },
  {
    name: "colour mode",
    form: desktop,
    path: "/",
    find: () => document.querySelector('header button[title^="Switch to"]'),
    before: () => document.documentElement.dataset.theme,
    effect: (theme) => document.documentElement.dataset.theme !== theme,
  },
];
const controls = catalogue.filter((control) => !only || only.some((name) => control.name.includes(name)));

/**
 * In every document before its own scripts: notes the first contentful paint, the pointerdown of the tap and, on the
 * page's clock, when the frame that first showed the tap (busy or done) and the frame that showed its effect were painted.
 */
function observeTaps() {
  const record = { fcp: null, down: null, busy: null, done: null, tasks: [], events: [], busyIn: null, doneIn: null };
  window.__tap = record;
  // Long tasks (over 50 ms), to tell what held a slow answer back.
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) record.tasks.push([task.startTime, task.duration]);
  }).observe({ type: "longtask", buffered: true });
  // The input events that took a frame or more, with the moment the frame after their handlers was presented (Event
  // Timing, as Interaction to Next Paint reads it): the paint of a change made by the event's own handlers.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      record.events.push([entry.name, entry.startTime, entry.startTime + entry.duration]);
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    const paint = list.getEntriesByName("first-contentful-paint")[0];
    if (paint) record.fcp = paint.startTime;
  }).observe({ type: "paint", buffered: true });
  addEventListener(
    "pointerdown",
    (event) => {
      record.down ??= event.timeStamp;
      record.downSeen ??= performance.now();
    },
    true,
  );
  // The visitor's input event whose dispatch is running, if one is (its type and time, which name its Event Timing
  // entry): a change seen before it ends was made by its handlers. A click the page replays itself is none.
  let inEvent = null;
  for (const type of ["pointerdown", "click"]) {
    addEventListener(
      type,
      (event) => {
        if (!event.isTrusted) return;
        inEvent = [type, event.timeStamp];
        setTimeout(() => {
          inEvent = null;
        });
      },
      true,
    );
  }
  addEventListener(
    "click",
    (event) => {
      const target = event.target;
      record.clicked = `${target.tagName} ${target.className} ${target.getAttribute?.("title") ?? ""} @${Math.round(event.clientX)},${Math.round(event.clientY)}`;
    },
    true,
  );
  // The frame that shows a change is painted when the task after its animation frame runs (as Interaction to Next
  // Paint counts it: the effect's own style, layout and paint are part of the answer).
  const afterNextPaint = (then) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = then;
      channel.port2.postMessage(null);
    });
  let watched = null;
  const check = () => {
    if (record.down === null || watched === null) return;
    const done = watched.effect(watched.argument);
    const busy = done || document.querySelector("[data-tap-pending]") !== null;
    // A frame asked for before the harness cleared the record (a drawer's controls after the menu's) counts for nothing.
    const tap = record.down;
    const noted = (moment) => () => {
      if (record.down === tap) record[moment] ??= performance.now();
    };
    if (busy && record.busy === null) {
      record.busyIn ??= inEvent;
      afterNextPaint(noted("busy"));
    }
    if (done && record.done === null) {
      record.doneIn ??= inEvent;
      afterNextPaint(noted("done"));
    }
  };
  /** Watches for one effect (a later call replaces it). */
  window.__watch = (effect, argument) => {
    if (watched === null) {
      new MutationObserver(check).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      addEventListener("toggle", check, true);
      setInterval(check, 50);
    }
    watched = { effect, argument };
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the page has had no request in flight for `ms` (at most 60 s). */
async function quiet(page, ms) {
  let inFlight = 0;
  let last = Date.now();
  const started = () => {
    inFlight++;
    last = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  const deadline = Date.now() + 60_000;
  while ((inFlight > 0 || Date.now() - last < ms) && Date.now() < deadline) await sleep(100);
  page.off("request", started);
  page.off("requestfinished", ended);
  page.off("requestfailed", ended);
}

async function throttle(page) {
  const cdp = await phoneLink(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/**
 * Finds the control in the page, scrolls it into view, and returns where to tap it once that frame is painted (or
 * null: not there yet).
 */
async function locate(page, control, { still = false } = {}) {
  // The control's functions, as source, into the page (and again after a navigation).
  await page.evaluate(
    `window.__control = { find: ${control.find}, before: ${control.before ?? "undefined"}, effect: ${control.effect} }`,
  );
  return page.evaluate((still) => {
    const { find, before, effect } = window.__control;
    const element = find();
    if (!element || element.getClientRects().length === 0) return null;
    // Still: nothing moves it any more (a drawer that slides in is tapped where it stops, as a visitor's eye would).
    const moving = (animation) =>
      animation.playState === "running" &&
      animation.effect?.target instanceof Element &&
      animation.effect.target.contains(element);
    if (still && document.getAnimations().some(moving)) return null;
    element.scrollIntoView({ block: "center", behavior: "instant" });
    window.__watch(effect, before?.());
    const box = element.getBoundingClientRect();
    // Tapped once it is painted where the finger lands (a visitor taps what they see): after the next frame.
    return new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
        channel.port2.postMessage(null);
      }),
    );
  }, still);
}

async function tapAt(page, control, point) {
  if (control.form.hasTouch) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

/** Waits until the control is there (a late one: the consent banner, a drawer's content); its own moment starts then. */
async function waitForControl(page, control, deadline, options) {
  while (Date.now() < deadline) {
    const point = await locate(page, control, options).catch(() => null);
    if (point) return point;
    await sleep(50);
  }
  return null;
}

/**
 * The moments a control is tapped at. One that shows only once the app runs (the consent banner, the drawer's
 * controls, a dialog's accordion) is tapped as soon as it shows and on a settled page: before, there is nothing to tap.
 */
const momentsOf = (control) =>
  control.late || control.after ? moments.filter((moment) => moment === 0 || moment === "settled") : moments;

/** How long one try may take before the harness gives it up (a page that stopped answering the DevTools protocol). */
const tryLimitMs = 90_000;

/**
 * One tap at one moment in a fresh context. A try the harness could not finish is `unobserved`: it says nothing of
 * the tap, and leaves the figures (it is counted apart).
 */
async function tryOnce(browser, control, moment) {
  const context = await browser.newContext({ ...control.form, baseURL: base });
  let timer;
  const limit = new Promise((resolve) => {
    timer = setTimeout(
      () => resolve({ unobserved: true, reason: `no answer within ${tryLimitMs / 1000} s` }),
      tryLimitMs,
    );
  });
  try {
    return await Promise.race([tapOnce(context, control, moment), limit]);
  } finally {
    clearTimeout(timer);
    // A page that stopped answering may not close either: the browser's other contexts go on regardless.
    await Promise.race([context.close().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
}

async function tapOnce(context, control, moment) {
  await context.addInitScript(observeTaps);
  const page = await context.newPage();
  page.on("dialog", (dialog) => dialog.dismiss().catch(() => {}));
  try {
    await throttle(page);
    let postAt = null;
    page.on("request", (request) => {
      if (request.method() === "POST" && !request.url().includes("/web-vitals")) postAt ??= Date.now();
    });
    await page.goto(control.path, { waitUntil: "commit" });
    await page.waitForFunction(() => window.__tap?.fcp !== null, null, { timeout: 30_000, polling: 50 });
    if (moment === "settled") {
      // Settled: the control is on screen (scrolled to as a visitor would), the app runs, and nothing has been
      // fetched for 2 s.
      if (!control.after && !control.late) await waitForControl(page, control, Date.now() + 30_000);
      await page.waitForFunction(() => document.documentElement.classList.contains("fade-ready"), null, {
        timeout: 60_000,
        polling: 100,
      });
      await quiet(page, 2000);
    }
    let point;
    if (control.after) {
      const first = catalogue.find((other) => other.name === control.after);
      const firstPoint = await waitForControl(page, first, Date.now() + 30_000);
      if (!firstPoint) return { lost: true, reason: `${first.name} not found` };
      await tapAt(page, first, firstPoint);
      await page.waitForFunction(() => window.__tap.done !== null, null, { timeout: 30_000, polling: 50 });
      await page.evaluate(() =>
        Object.assign(window.__tap, { down: null, busy: null, done: null, busyIn: null, doneIn: null }),
      );
      if (moment === "settled") await quiet(page, 2000);
    }
    if (control.late || control.after) {
      // Shows: there and still (a drawer's controls once it has slid in).
      const still = { still: Boolean(control.after) };
      if (!(await waitForControl(page, control, Date.now() + 30_000, still)))
        return { lost: true, reason: "control never showed" };
      if (typeof moment === "number") await sleep(moment);
      point = await waitForControl(page, control, Date.now() + 10_000, still);
      if (!point) return { lost: true, reason: "control went away" };
    } else {
      if (typeof moment === "number") await sleep(moment);
      point = await waitForControl(page, control, Date.now() + 10_000);
      if (!point) return { lost: true, reason: "control not found" };
    }
    const tappedAt = Date.now();
    await tapAt(page, control, point);
    if (control.submits) {
      const deadline = tappedAt + lostAfterMs;
      while (postAt === null && Date.now() < deadline) await sleep(20);
      if (postAt === null) return { lost: true };
      await sleep(200);
      const record = presented(await page.evaluate(() => window.__tap).catch(() => null));
      const sinceTap = record?.down != null && record.done != null ? record.done - record.down : postAt - tappedAt;
      const feedbackMs = record?.down != null && record.busy != null ? Math.round(record.busy - record.down) : null;
      return { lost: false, effectMs: Math.round(Math.min(sinceTap, postAt - tappedAt)), feedbackMs };
    }
    // A link tapped before the app runs navigates as links do, to a new document (the drawer's language links), whose
    // own recorder has seen no tap (`down` null): the effect is waited for there, and timed on the system clock both
    // documents share (the tap by this process's clock, taken just before it).
    const done = await page
      .waitForFunction(() => window.__tap.done !== null || window.__tap.down === null, null, {
        timeout: lostAfterMs,
        polling: 50,
      })
      .then(() => true)
      .catch(() => false);
    if (done && (await page.evaluate(() => window.__tap.down === null).catch(() => true))) {
      const shownAt = await page
        .waitForFunction(
          `(() => (${control.effect.toString()})() ? performance.timeOrigin + performance.now() : false)()`,
          null,
          { timeout: Math.max(1, tappedAt + lostAfterMs - Date.now()), polling: "raf" },
        )
        .then((handle) => handle.jsonValue())
        .catch(() => null);
      if (shownAt === null) return { lost: true, reason: "the new page never showed the effect" };
      return { lost: false, effectMs: Math.round(shownAt - tappedAt), feedbackMs: null };
    }
    // The Event Timing entries of the tap's events come a little after their frames.
    if (done) await sleep(200);
    const record = presented(await page.evaluate(() => window.__tap));
    if (!done)
      return {
        lost: true,
        ...(process.env.BENCH_DEBUG ? { clicked: record.clicked, point, now: await locate(page, control) } : {}),
      };
    const blocked = record.tasks
      .map(([start, duration]) => Math.min(record.done, start + duration) - Math.max(record.down, start))
      .filter((overlap) => overlap > 0);
    return {
      lost: false,
      effectMs: Math.round(record.done - record.down),
      feedbackMs: record.busy === null ? null : Math.round(record.busy - record.down),
      // Time within long tasks between the tap and its effect.
      longTaskMs: Math.round(blocked.reduce((sum, overlap) => sum + overlap, 0)),
      ...(process.env.BENCH_DEBUG
        ? {
            seen: Math.round(record.downSeen - record.down),
            events: record.events.map(([name, start, end]) => [
              name,
              Math.round(start - record.down),
              Math.round(end - start),
            ]),
            doneIn: record.doneIn && [record.doneIn[0], Math.round(record.doneIn[1] - record.down)],
            busyIn: record.busyIn && [record.busyIn[0], Math.round(record.busyIn[1] - record.down)],
            tasks: record.tasks.map(([start, duration]) => [Math.round(start - record.down), Math.round(duration)]),
          }
        : {}),
    };
  } catch (error) {
    return { lost: true, reason: String(error).split("\n")[0] };
  }
}

/**
 * The record with each moment made exact where Event Timing knows it: a change made by the handlers of the tap's
 * pointerdown or click was painted in the frame presented at the end of that event's entry (the frame a visitor
 * sees). Otherwise (a change made later: the app's code arriving) the frame after the change, as the page noted it:
 * the task after that frame's animation callbacks, which a long task just after the paint can hold back.
 */
function presented(record) {
  if (!record || record.down === null) return record;
  const end = (event) =>
    event && record.events.find(([name, start]) => name === event[0] && Math.abs(start - event[1]) < 1)?.[2];
  const exact = (moment, event) => {
    const at = end(event);
    return at != null && record[moment] !== null ? Math.min(record[moment], at) : record[moment];
  };
  return { ...record, busy: exact("busy", record.busyIn), done: exact("done", record.doneIn) };
}

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const server = await startBenchmarkServer(port, { SCHEDULING_URL: "https://calendly.test/aurea-clinic/consultation" });
// Tries interleaved (every control and moment once, then again), shared by BENCH_PARALLEL browsers (1): the CPU
// slowdown pauses each page's main thread, so two pages fit on two cores without slowing each other much.
const samplesFile = process.env.BENCH_SAMPLES;
const kept = (samplesFile && existsSync(samplesFile) ? readFileSync(samplesFile, "utf8").split("\n") : [])
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const samples = {};
const sampleTimes = [];
/** The commit each try was made on (a run in parts may span several). */
const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
const sampleCommits = new Set();
for (const { at, control, moment, result, commit: madeOn } of kept) {
  if (!controls.some(({ name }) => name === control) || !moments.includes(moment)) continue;
  const key = `${control}|${moment}`;
  samples[key] = [...(samples[key] ?? []), result];
  sampleTimes.push(at);
  sampleCommits.add(madeOn ?? "unknown");
}
const tasks = [];
for (let attempt = 0; attempt < tries; attempt++) {
  for (const control of controls) {
    for (const moment of momentsOf(control)) {
      if ((samples[`${control.name}|${moment}`]?.length ?? 0) <= attempt) tasks.push({ attempt, control, moment });
    }
  }
}
if (kept.length > 0) process.stdout.write(`${kept.length} tries kept in ${samplesFile}; ${tasks.length} to make\n`);
if (samplesFile) mkdirSync(path.dirname(samplesFile), { recursive: true });
/**
 * Each worker's browser is launched afresh every `triesPerBrowser` tries: one that has opened hundreds of contexts
 * answers slower and slower (a run of 350 tries on one browser saw its settled taps' median go from 120 ms in its
 * first ten minutes to 820 ms in its last, where a fresh browser then answered in 90–120).
 */
const triesPerBrowser = 10;
const launch = () => chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const browsers = [];
try {
  await Promise.all(
    Array.from({ length: parallel }, async (_, worker) => {
      let made = 0;
      for (let task = tasks.shift(); task; task = tasks.shift()) {
        if (made % triesPerBrowser === 0) {
          await browsers[worker]?.close();
          browsers[worker] = await launch();
        }
        made++;
        const { attempt, control, moment } = task;
        const result = await tryOnce(browsers[worker], control, moment);
        const key = `${control.name}|${moment}`;
        samples[key] = [...(samples[key] ?? []), result];
        process.stdout.write(`try ${attempt + 1} ${control.name} @${moment}: ${JSON.stringify(result)}\n`);
        const at = new Date().toISOString();
        sampleTimes.push(at);
        sampleCommits.add(commit);
        if (samplesFile) {
          appendFileSync(samplesFile, `${JSON.stringify({ at, commit, control: control.name, moment, result })}\n`);
        }
      }
    }),
  );
} finally {
  await Promise.all(browsers.map((browser) => browser?.close()));
  server.kill("SIGTERM");
}

const summary = {};
for (const control of controls) {
  summary[control.name] = {};
  const early = [];
  for (const moment of momentsOf(control)) {
    const all = samples[`${control.name}|${moment}`] ?? [];
    const list = all.filter((result) => !result.unobserved);
    const answered = list.filter((result) => !result.lost);
    const effect = answered.map((result) => result.effectMs);
    early.push(...answered.map((result) => result.feedbackMs).filter((ms) => ms !== null));
    summary[control.name][moment] = {
      tries: list.length,
      lost: list.length - answered.length,
      unobserved: all.length - list.length,
      effectP50: percentile(effect, 50),
      effectP95: percentile(effect, 95),
    };
  }
  // How soon the page showed that a tap was taken (busy, or already done), over every moment.
  summary[control.name].feedbackP50 = percentile(early, 50);
  summary[control.name].feedbackP95 = percentile(early, 95);
}

const label = (moment) => (moment === "settled" ? "settled" : `+${moment / 1000} s`);
const cell = (entry) =>
  !entry || entry.tries === 0
    ? "–"
    : `${entry.lost}/${entry.tries} lost · ${entry.effectP50 ?? "–"}/${entry.effectP95 ?? "–"}`;
process.stdout.write(
  `\nLost taps · tap-to-effect p50/p95 in ms, ${tries} tries a cell, at moments after the first contentful paint (for a ` +
    "control that shows only once the app runs, +0 s is as soon as it shows); last column: tap to busy-or-done p50/p95 over all moments\n",
);
process.stdout.write(
  `| control | ${moments.map(label).join(" | ")} | taken |\n|---|${moments.map(() => "---").join("|")}|---|\n`,
);
for (const control of controls) {
  const row = summary[control.name];
  const cells = moments.map((moment) => cell(row[moment]));
  process.stdout.write(
    `| ${control.name} | ${cells.join(" | ")} | ${row.feedbackP50 ?? "–"}/${row.feedbackP95 ?? "–"} |\n`,
  );
}

const out = process.env.BENCH_OUT ?? "benchmarks/interaction.json";
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify(
    {
      // The first and the last try's times (a run in parts spans them).
      measuredAt: [sampleTimes.sort()[0], sampleTimes.at(-1)],
      commits: [...sampleCommits],
      throttling: { cpuSlowdown: 4, roundTripMs: 150, downloadMbps: 1.6, uploadKbps: 750 },
      triesPerCell: tries,
      parallelBrowsers: parallel,
      lostAfterMs,
      summary,
      samples,
    },
    null,
    2,
  )}\n`,
);
