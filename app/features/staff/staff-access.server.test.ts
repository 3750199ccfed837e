import { describe, expect, it } from "vitest";
import { deviceCookie, knownStaffDevice, sessionCookie, signInCookie, usedSignInCookie } from "./staff-access.server";

const account = { id: "acc_maria", passwordHash: "scrypt:17:8:1:c2FsdA:a2V5" };
const token = "t".repeat(32);
/** A request to `url` sending `cookie` (a `name=value` pair). */
const sending = (url: string, cookie = "") => new Request(url, { headers: cookie ? { cookie } : {} });
const pairOf = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("the staff's cookies", () => {
  it("over HTTPS carry the __Host- prefix, every one of them, and are read back only by that name", () => {
    const https = sending("https://clinic.example/admin/login");
    const attributes = "Path=/; HttpOnly; Secure; SameSite=Strict";
    expect(sessionCookie(token, https)).toBe(`__Host-staff_session=${token}; ${attributes}`);
    expect(signInCookie(token, https)).toBe(`__Host-staff_sign_in=${token}; Max-Age=3600; ${attributes}`);
    expect(usedSignInCookie(https)).toBe(`__Host-staff_sign_in=; Max-Age=0; ${attributes}`);
    const mark = deviceCookie(https, account);
    expect(mark).toMatch(
      new RegExp(`^__Host-staff_device=acc_maria\\.[\\w-]+\\.[\\w-]+; Max-Age=\\d{8}; ${attributes}$`),
    );

    expect(knownStaffDevice(sending(https.url, pairOf(mark)), account)).toMatch(/^[\w-]{22}$/);
    // Under its plain name (which a page of another host of the domain, or over HTTP, could have set): no mark.
    expect(knownStaffDevice(sending(https.url, pairOf(mark).replace("__Host-", "")), account)).toBeUndefined();
  });

  it("over plain HTTP (local development) keep their plain names", () => {
    const http = sending("http://localhost:3000/admin/login");
    expect(sessionCookie(token, http)).toMatch(/^staff_session=/);
    expect(signInCookie(token, http)).toMatch(/^staff_sign_in=/);
    const mark = deviceCookie(http, account);
    expect(mark).toMatch(/^staff_device=acc_maria\./);
    expect(knownStaffDevice(sending(http.url, pairOf(mark)), account)).toBeDefined();
  });

  it("count a browser's mark for its own account only", () => {
    const http = sending("http://localhost:3000/admin/login");
    const mark = pairOf(deviceCookie(http, account));
    const other = { id: "acc_joana", passwordHash: "scrypt:17:8:1:c2FsdA:b3RoZXI" };
    expect(knownStaffDevice(sending(http.url, mark), other)).toBeUndefined();
    expect(knownStaffDevice(sending(http.url, mark), undefined)).toBeUndefined();
    // A new password voids it.
    expect(knownStaffDevice(sending(http.url, mark), { ...account, passwordHash: "scrypt:new" })).toBeUndefined();
  });
});
