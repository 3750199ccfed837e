import { describe, expect, it } from "vitest";
import { clockTime } from "./clock-time";

describe("clockTime", () => {
  it("writes opening times as each language does", () => {
    expect(["08:00", "20:00", "12:30", "00:15"].map((time) => clockTime(time, "en"))).toEqual([
      "8 AM",
      "8 PM",
      "12:30 PM",
      "12:15 AM",
    ]);
    expect(clockTime("08:00", "pt")).toBe("8h");
    expect(clockTime("20:30", "pt")).toBe("20h30");
    expect(clockTime("20:30", "fr")).toBe("20 h 30");
    expect(clockTime("08:00", "es")).toBe("8:00");
    expect(clockTime("20:00", "it")).toBe("20:00");
  });
});
