/**
 * Debian's Chromium, as the benchmarks start it (the browser visitors run, headless). Without the
 * background-networking flags it floods this machine's closed network with requests of its own.
 */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The browser tests run Debian's headless shell of the same Chromium (package `chromium-headless-shell`), as
 * Playwright does by default: the same engine without the browser's window machinery, it starts a context in a
 * third of the time and makes the whole browser suite about 40 % shorter on 2 cores.
 */
export const testChromiumPath = process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium-headless-shell";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Lighthouse's mobile link (150 ms, 1.6 Mbit/s down, 750 kbit/s up) for a page, through the DevTools protocol: its
 * HTML and files arrive in parts, as on a phone. Returns the protocol session (for a slower CPU too).
 */
export async function phoneLink(page: import("@playwright/test").Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return cdp;
}
