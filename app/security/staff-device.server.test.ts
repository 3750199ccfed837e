import { describe, expect, it } from "vitest";
import { knownDevice, newDeviceMark } from "./staff-device.server";

const passwordHash = "scrypt:17:8:1:c2FsdA:a2V5";

describe("staff device marks", () => {
  it("recognise a browser that signed in with this password, each by its own id", () => {
    const first = newDeviceMark(passwordHash);
    const second = newDeviceMark(passwordHash);
    expect(knownDevice(first, passwordHash)).toMatch(/^[\w-]{22}$/);
    expect(knownDevice(first, passwordHash)).toBe(first.split(".")[0]);
    expect(knownDevice(second, passwordHash)).not.toBe(knownDevice(first, passwordHash));
  });

  it("cannot be forged or carried over to a new password", () => {
    const mark = newDeviceMark(passwordHash);
    const [id, signature] = mark.split(".");
    expect(knownDevice(`${id}x.${signature}`, passwordHash)).toBeUndefined();
    expect(knownDevice(`${id}.${signature?.slice(1)}`, passwordHash)).toBeUndefined();
    expect(knownDevice(`${id}.`, passwordHash)).toBeUndefined();
    expect(knownDevice(`${mark}.extra`, passwordHash)).toBeUndefined();
    expect(knownDevice(mark, "scrypt:17:8:1:c2FsdA:bmV3")).toBeUndefined();
    expect(knownDevice(mark, "")).toBeUndefined();
    expect(knownDevice(undefined, passwordHash)).toBeUndefined();
  });
});
