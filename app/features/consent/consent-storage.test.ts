// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { consentKeys, readConsent, saveConsent } from "./consent-storage";

beforeEach(() => localStorage.clear());

describe("the stored cookie choice", () => {
  it("is absent on a first visit", () => {
    expect(readConsent("v2")).toEqual({ status: "none" });
  });

  it("keeps the product's flag, with the policy version and the date beside it", () => {
    const now = new Date("2026-11-20T09:30:00Z");
    saveConsent(false, "v2", now);
    expect(localStorage.getItem(consentKeys.allowed)).toBe("false");
    expect(JSON.parse(localStorage.getItem(consentKeys.record) ?? "")).toEqual({
      version: "v2",
      date: "2026-11-20T09:30:00.000Z",
    });
    expect(readConsent("v2")).toMatchObject({ status: "current", allowed: false });
    saveConsent(true, "v2", now);
    expect(readConsent("v2")).toMatchObject({ status: "current", allowed: true });
  });

  it("is outdated once the policy version changes", () => {
    saveConsent(true, "v1");
    expect(readConsent("v2")).toMatchObject({ status: "outdated", allowed: true });
  });

  it("counts a bare flag, or an unreadable record, as a choice under the current version", () => {
    localStorage.setItem(consentKeys.allowed, "true");
    expect(readConsent("v2")).toEqual({ status: "current", allowed: true, record: undefined });
    localStorage.setItem(consentKeys.record, "{not json");
    expect(readConsent("v2")).toMatchObject({ status: "current", allowed: true });
  });

  it('reads anything but "true" as a refusal', () => {
    localStorage.setItem(consentKeys.allowed, "yes");
    expect(readConsent("v2")).toMatchObject({ allowed: false });
  });
});
