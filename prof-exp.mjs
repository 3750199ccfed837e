import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
const flags = ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync", ...(process.env.EXTRA ? process.env.EXTRA.split(" ") : [])];
const browser = await chromium.launch({ executablePath: "/usr/lib/chromium/chromium-headless-shell", args: flags });
const pids = () => {
  const out = {};
  for (const pid of require_fs().readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (!cmd.includes("headless-shell")) continue;
      const st = readFileSync(`/proc/${pid}/stat`, "utf8");
      const f = st.slice(st.lastIndexOf(")") + 2).split(" ");
      const type = /--type=(\w+)/.exec(cmd)?.[1] ?? "browser";
      out[type] = (out[type] ?? 0) + (Number(f[11]) + Number(f[12])) / 100;
    } catch {}
  }
  return out;
};
function require_fs() { return globalThis.__fs; }
globalThis.__fs = await import("node:fs");
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await page.goto(process.env.URL ?? "http://127.0.0.1:4990/");
await page.waitForTimeout(3000);
if (process.env.PAUSE) await page.evaluate(() => document.querySelectorAll("video").forEach((v) => v.pause()));
const a = pids();
await page.waitForTimeout(15000);
const b = pids();
console.log(Object.fromEntries(Object.keys(b).map((k) => [k, +(b[k] - (a[k] ?? 0)).toFixed(2)])));
await browser.close();
