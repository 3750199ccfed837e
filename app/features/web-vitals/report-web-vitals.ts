import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { type MetricName, type VitalsReport, vitalsEndpoint } from "./vitals-report";

/**
 * The optional measurement of real visitors' page speed, started only after they allowed it.
 * Each metric of the page load is sent once, by `navigator.sendBeacon` to our own server, when
 * the page is hidden or left. This module, with `web-vitals`, is loaded only then (consent-context.tsx).
 */
let enabled = false;
let started = false;

export function startWebVitals() {
  enabled = true;
  if (started) return;
  started = true;
  const page = window.location.pathname;
  const device = window.matchMedia("(max-width: 767px)").matches ? "phone" : "desktop";
  const pending = new Map<MetricName, number>();
  const sent = new Set<MetricName>();

  const flush = () => {
    if (!enabled || pending.size === 0) return;
    const report: VitalsReport = { page, device, metrics: [...pending].map(([name, value]) => ({ name, value })) };
    for (const name of pending.keys()) sent.add(name);
    pending.clear();
    navigator.sendBeacon(vitalsEndpoint, JSON.stringify(report));
  };
  const record = (metric: Metric) => {
    if (!sent.has(metric.name)) pending.set(metric.name, metric.value);
  };

  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(record);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  window.addEventListener("pagehide", flush);
  // A mark on the page that measuring runs (tests wait for it before leaving the page).
  document.documentElement.dataset.webVitals = "measuring";
}

/** After a visitor withdraws their consent, nothing more is sent. */
export function stopWebVitals() {
  enabled = false;
  delete document.documentElement.dataset.webVitals;
}
