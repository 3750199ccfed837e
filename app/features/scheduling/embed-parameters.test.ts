import { describe, expect, it } from "vitest";
import { embedPrimaryColor, pageSettings, prefillFrom, utmFrom } from "./embed-parameters";

describe("pageSettings", () => {
  it("carries the brand colour and the colours of each mode", () => {
    expect(pageSettings("dark")).toMatchObject({
      primaryColor: "e59e34",
      textColor: "f4efe8",
      backgroundColor: "17171a",
    });
    expect(pageSettings("light")).toMatchObject({
      primaryColor: embedPrimaryColor,
      textColor: "1d1a16",
      backgroundColor: "ffffff",
    });
  });
});

describe("utmFrom", () => {
  it("passes the page's utm parameters on, and nothing else", () => {
    expect(utmFrom("?utm_source=newsletter&utm_campaign=autumn&lng=pt&gclid=x")).toEqual({
      utmSource: "newsletter",
      utmCampaign: "autumn",
    });
    expect(utmFrom("")).toEqual({});
  });
});

describe("prefillFrom", () => {
  it("takes the name and e-mail the visitor typed, trimmed", () => {
    expect(prefillFrom({ name: " Ana Lima ", email: "ana@example.com" })).toEqual({
      name: "Ana Lima",
      email: "ana@example.com",
    });
  });
  it("passes the treatment of the page booked from as the answer to the booking page's first question (a1)", () => {
    expect(prefillFrom({ name: "Ana" }, "PRP capilar")).toEqual({ name: "Ana", customAnswers: { a1: "PRP capilar" } });
    expect(prefillFrom({}, undefined)).toEqual({});
  });
  it("gives nothing when nothing was typed", () => {
    expect(prefillFrom({ name: "  ", email: "" })).toEqual({});
    expect(prefillFrom({})).toEqual({});
  });
});
