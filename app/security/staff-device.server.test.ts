import { describe, expect, it } from "vitest";
import { knownDevice, markedAccount, newDeviceMark } from "./staff-device.server";

const passwordHash = "scrypt:17:8:1:c2FsdA:a2V5";
const account = "acc_maria";

describe("staff device marks", () => {
  it("recognise a browser that passed this account's password, each by its own id", () => {
    const first = newDeviceMark(account, passwordHash);
    const second = newDeviceMark(account, passwordHash);
    expect(markedAccount(first)).toBe(account);
    expect(knownDevice(first, passwordHash)).toMatch(/^[\w-]{22}$/);
    expect(knownDevice(first, passwordHash)).toBe(first.split(".")[1]);
    expect(knownDevice(second, passwordHash)).not.toBe(knownDevice(first, passwordHash));
  });

  it("cannot be forged, moved to another account or carried over to a new password", () => {
    const mark = newDeviceMark(account, passwordHash);
    const [, id, signature] = mark.split(".");
    expect(knownDevice(`${account}.${id}x.${signature}`, passwordHash)).toBeUndefined();
    expect(knownDevice(`acc_other.${id}.${signature}`, passwordHash)).toBeUndefined();
    expect(knownDevice(`${account}.${id}.${signature?.slice(1)}`, passwordHash)).toBeUndefined();
    expect(knownDevice(`${account}.${id}.`, passwordHash)).toBeUndefined();
    expect(knownDevice(`${mark}.extra`, passwordHash)).toBeUndefined();
    expect(knownDevice(mark, "scrypt:17:8:1:c2FsdA:bmV3")).toBeUndefined();
    expect(knownDevice(mark, null)).toBeUndefined();
    expect(knownDevice(undefined, passwordHash)).toBeUndefined();
    expect(markedAccount("no-dots")).toBeUndefined();
  });
});
