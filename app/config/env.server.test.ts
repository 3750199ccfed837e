import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, settingWarnings, siteUrl } from "./env.server";

describe("parseEnv", () => {
  it("gives the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      RETENTION_DAYS: 365,
    });
    expect(env.SITE_URL).toBeUndefined();
    expect(env.HOST).toBeUndefined();
    expect(env.SCHEDULING_URL).toBeUndefined();
    expect(env.ADMIN_TOKEN).toBeUndefined();
  });

  it("reads numbers and strips a trailing slash from URLs", () => {
    const env = parseEnv({
      PORT: "8080",
      SITE_URL: "https://clinic.example/",
      CONTACT_FORWARD_URL: "http://backend:9000/",
    });
    expect(env.PORT).toBe(8080);
    expect(env.SITE_URL).toBe("https://clinic.example");
    expect(env.CONTACT_FORWARD_URL).toBe("http://backend:9000");
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ SCHEDULING_URL: "", ADMIN_TOKEN: "" }).SCHEDULING_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ SITE_URL: "not a url" }, "SITE_URL"],
    [{ SCHEDULING_URL: "http://calendly.com/clinic" }, "SCHEDULING_URL"],
    [{ ADMIN_TOKEN: "short" }, "ADMIN_TOKEN"],
    [{ STAFF_IDLE_MINUTES: "0" }, "STAFF_IDLE_MINUTES"],
    [{ STAFF_SESSION_HOURS: "13" }, "STAFF_SESSION_HOURS"],
    [{ STAFF_IDLE_MINUTES: "61" }, "STAFF_IDLE_MINUTES"],
    [{ SMTP_URL: "smtp://mail.example:587/?requireTLS=false" }, "SMTP_URL"],
    [{ SMTP_URL: "smtps://mail.example/?tls.rejectUnauthorized=false" }, "SMTP_URL"],
    [{ SMTP_ALLOW_PLAINTEXT: "perhaps" }, "SMTP_ALLOW_PLAINTEXT"],
  ])("rejects %j, naming %s", (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(name);
  });

  it("requires STARTTLS of an smtp:// server unless SMTP_ALLOW_PLAINTEXT says otherwise", () => {
    expect(parseEnv({ SMTP_URL: "smtp://u:p@mail.example:587" }).SMTP_ALLOW_PLAINTEXT).toBe(false);
    expect(parseEnv({ SMTP_ALLOW_PLAINTEXT: "" }).SMTP_ALLOW_PLAINTEXT).toBe(false);
    expect(parseEnv({ SMTP_ALLOW_PLAINTEXT: "false" }).SMTP_ALLOW_PLAINTEXT).toBe(false);
    expect(parseEnv({ SMTP_ALLOW_PLAINTEXT: "true" }).SMTP_ALLOW_PLAINTEXT).toBe(true);
  });

  it("ends a staff session after 30 minutes without use and 8 hours in all, unless set otherwise", () => {
    expect(parseEnv({})).toMatchObject({ STAFF_IDLE_MINUTES: 30, STAFF_SESSION_HOURS: 8 });
    expect(parseEnv({ STAFF_IDLE_MINUTES: "15", STAFF_SESSION_HOURS: "10" })).toMatchObject({
      STAFF_IDLE_MINUTES: 15,
      STAFF_SESSION_HOURS: 10,
    });
  });

  it("never echoes a secret's value in its message", () => {
    try {
      parseEnv({ ADMIN_TOKEN: "secret-value" });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain("secret-value");
    }
  });
});

describe("the site's public address", () => {
  it("is SITE_URL; unset, none in production (relative links) and the development server's in development", () => {
    expect(siteUrl(parseEnv({ SITE_URL: "https://www.aurea-clinic.com/" }))).toBe("https://www.aurea-clinic.com");
    expect(siteUrl(parseEnv({}))).toBe("");
    expect(siteUrl(parseEnv({ NODE_ENV: "development" }))).toBe("http://localhost:3000");
  });

  it("is warned about at start-up in production when unset or this machine's, as is a time zone left to UTC", () => {
    const warnings = (source: Record<string, string>) => settingWarnings(parseEnv(source), source);
    const both = warnings({});
    expect(both).toHaveLength(2);
    expect(both[0]).toMatch(/^SITE_URL is not set/);
    expect(both[1]).toMatch(/^STAFF_TIME_ZONE is not set/);
    for (const local of ["http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]"])
      expect(warnings({ SITE_URL: local, STAFF_TIME_ZONE: "Europe/Lisbon" })).toEqual([
        expect.stringContaining("points at this machine"),
      ]);
    expect(warnings({ SITE_URL: "https://www.aurea-clinic.com", STAFF_TIME_ZONE: "UTC" })).toEqual([]);
    expect(warnings({ NODE_ENV: "development" })).toEqual([]);
  });
});
