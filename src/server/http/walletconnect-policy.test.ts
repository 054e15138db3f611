import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { loadConfig } from "@/server/config";
import { contentSecurityPolicy, WALLETCONNECT_ORIGINS } from "@/server/http/content-security-policy";
import { documentSecurityHeaders } from "@/server/http/security-headers";

const PROJECT_ID = "0123456789abcdef0123456789abcdef";
const connectSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("connect-src"));

describe("WALLETCONNECT_PROJECT_ID", () => {
  it("is off unless set, and a project id when it is", () => {
    expect(loadConfig({}).walletConnectProjectId).toBeNull();
    expect(loadConfig({ WALLETCONNECT_PROJECT_ID: PROJECT_ID }).walletConnectProjectId).toBe(PROJECT_ID);
  });

  it("refuses a value that is not a project id, naming the variable", () => {
    expect(() => loadConfig({ WALLETCONNECT_PROJECT_ID: "https://relay.example" })).toThrow(
      /WALLETCONNECT_PROJECT_ID: must be a WalletConnect project id/,
    );
  });
});

describe("the pages' CSP and WalletConnect", () => {
  it("allows our origin only, unless WalletConnect is on; then exactly its relay and Verify API", () => {
    expect(connectSrc(contentSecurityPolicy())).toBe("connect-src 'self'");
    expect(connectSrc(contentSecurityPolicy([], { walletConnect: true }))).toBe(
      "connect-src 'self' wss://relay.walletconnect.org https://verify.walletconnect.org",
    );
    // Nothing else opens up: no frames, images, fonts or scripts from WalletConnect or its modal.
    const on = contentSecurityPolicy(["'sha256-x'"], { walletConnect: true });
    expect(on.replace(connectSrc(on) ?? "", "")).toBe(
      contentSecurityPolicy(["'sha256-x'"]).replace("connect-src 'self'", ""),
    );
    expect(WALLETCONNECT_ORIGINS).toHaveLength(2);
  });

  it("is what documents are served with", async () => {
    for (const walletConnect of [false, true]) {
      const app = new Hono();
      app.use("*", ...documentSecurityHeaders({ production: false, walletConnect }));
      app.get("/", (c) => c.text("page"));
      const policy = (await app.request("/")).headers.get("content-security-policy") ?? "";
      expect(policy.includes("relay.walletconnect.org"), String(walletConnect)).toBe(walletConnect);
    }
  });
});
