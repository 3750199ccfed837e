import { describe, expect, it } from "vitest";
import { hashPassword, parseHash, verifyPassword } from "./password.server";

// A lower cost than the default keeps the test quick; the format and the comparison are the same.
const cost = { log2N: 14 };

describe("the staff password", () => {
  it("is kept as a salted scrypt hash that only the same password matches", async () => {
    const stored = await hashPassword("correct horse battery staple", cost);
    expect(stored).toMatch(/^scrypt:14:8:1:[\w-]+:[\w-]+$/);
    expect(stored).not.toContain("correct horse");
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
    // Two hashes of one password differ (a salt each), and both verify.
    const again = await hashPassword("correct horse battery staple", cost);
    expect(again).not.toBe(stored);
    expect(await verifyPassword("correct horse battery staple", again)).toBe(true);
  });

  it("reads the same whichever way a composed letter was typed (Unicode normalization)", async () => {
    const stored = await hashPassword("Sen\u0303ha", cost);
    expect(await verifyPassword("Señha", stored)).toBe(true);
  });

  it("refuses a hash it did not write, and parameters out of bounds", async () => {
    expect(parseHash("plaintext")).toBeNull();
    expect(parseHash("scrypt:30:8:1:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).toBeNull();
    expect(await verifyPassword("anything", "$2b$10$abcdefghijklmnopqrstuv")).toBe(false);
  });
});
