import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "@/server/config";

describe("loadConfig", () => {
  it("needs nothing for a demo: embedded database in ./data, port 3000", () => {
    const config = loadConfig({});
    expect(config.production).toBe(false);
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe("http://localhost:3000");
    expect(config.database).toEqual({ kind: "pglite", dir: path.resolve("data/pglite") });
  });

  it("uses PostgreSQL when DATABASE_URL is set, and the given port, host and data folder", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://u@db:5432/pxl",
      PORT: "8080",
      HOST: "0.0.0.0",
      DATA_DIR: "/tmp/x",
    });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u@db:5432/pxl" });
    expect(config.port).toBe(8080);
    expect(config.host).toBe("0.0.0.0");
    expect(config.dataDir).toBe("/tmp/x");
    expect(config.baseUrl).toBe("http://localhost:8080");
  });

  it("refuses a production start without DATABASE_URL, BASE_URL, AUTH_SECRET and SMTP_URL, naming each", () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: "production" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(/DATABASE_URL is required/);
    expect((error as ConfigError).message).toMatch(/BASE_URL is required/);
    expect((error as ConfigError).message).toMatch(/AUTH_SECRET is required/);
    expect((error as ConfigError).message).toMatch(/SMTP_URL is required/);
  });

  it("starts in production with all four set, dropping a trailing slash from BASE_URL", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      DATABASE_URL: "postgresql://db/pxl",
      BASE_URL: "https://pxl.example/",
      AUTH_SECRET: "x".repeat(32),
      SMTP_URL: "smtp://mail.example:587",
    });
    expect(config.production).toBe(true);
    expect(config.baseUrl).toBe("https://pxl.example");
  });

  it("names the variable that has a bad value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x/y" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ BASE_URL: "ftp://x" })).toThrow(/BASE_URL/);
    expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
  });
});
