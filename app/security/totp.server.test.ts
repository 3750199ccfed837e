import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import {
  acceptedStep,
  newRecoveryCodes,
  newTotpSecret,
  normalRecoveryCode,
  qrCodeSvg,
  recoveryCodeDigest,
  totpAddress,
} from "./totp.server";

// RFC 6238's test secret ("12345678901234567890" in ASCII) and its SHA-1 vector at 59 s: 94287082 (8 digits).
const rfcSecret = Secret.fromUTF8("12345678901234567890").base32;

describe("the second factor's codes (RFC 6238)", () => {
  it("match the RFC's test vector", () => {
    const app = new TOTP({ secret: Secret.fromBase32(rfcSecret), digits: 8 });
    expect(app.generate({ timestamp: 59_000 })).toBe("94287082");
    // Six digits, as the apps show them: the last six of the same value.
    expect(acceptedStep(rfcSecret, "287082", 0, 59_000)).toBe(1);
  });

  it("take a code of now or one step either side, later than the last one taken, typed with spaces", () => {
    const secret = newTotpSecret();
    const app = new TOTP({ secret: Secret.fromBase32(secret) });
    const now = Date.parse("2026-11-24T08:00:10Z");
    const step = Math.floor(now / 30_000);
    expect(acceptedStep(secret, app.generate({ timestamp: now }), 0, now)).toBe(step);
    expect(acceptedStep(secret, app.generate({ timestamp: now - 30_000 }), 0, now)).toBe(step - 1);
    expect(acceptedStep(secret, app.generate({ timestamp: now + 30_000 }), 0, now)).toBe(step + 1);
    expect(acceptedStep(secret, app.generate({ timestamp: now - 90_000 }), 0, now)).toBeNull();
    const code = app.generate({ timestamp: now });
    expect(acceptedStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, 0, now)).toBe(step);
    // Once a step is taken, neither it nor an earlier one is taken again.
    expect(acceptedStep(secret, code, step, now)).toBeNull();
    expect(acceptedStep(secret, app.generate({ timestamp: now - 30_000 }), step, now)).toBeNull();
    for (const wrong of ["", "12345", "1234567", "abcdef", 123456, null])
      expect(acceptedStep(secret, wrong, 0, now)).toBeNull();
  });

  it("name the clinic and the account in the app's address, and draw it as a QR code", async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const address = totpAddress(secret, "Aurea Clinic", "ana@clinic.pt");
    const url = new URL(address);
    expect(url.protocol).toBe("otpauth:");
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("issuer")).toBe("Aurea Clinic");
    expect(url.searchParams.get("digits")).toBe("6");
    expect(url.searchParams.get("period")).toBe("30");
    expect(decodeURIComponent(url.pathname)).toContain("ana@clinic.pt");
    const svg = await qrCodeSvg(address);
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(svg).not.toMatch(/<script|href=/);
  });
});

describe("recovery codes", () => {
  it("are ten, different, of 120 random bits, read back however typed", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^([a-z2-7]{4}-){5}[a-z2-7]{4}$/);
    const code = codes[0] ?? "";
    const plain = code.replaceAll("-", "");
    expect(normalRecoveryCode(code.toUpperCase())).toBe(plain);
    expect(normalRecoveryCode(` ${code.replaceAll("-", " ")} `)).toBe(plain);
    expect(normalRecoveryCode("123456")).toBeNull();
    expect(normalRecoveryCode(plain.slice(1))).toBeNull();
    expect(recoveryCodeDigest(plain)).not.toContain(plain);
  });
});
