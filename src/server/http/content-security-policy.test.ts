import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "@/server/http/content-security-policy";

describe("content security policy", () => {
  it("hashes inline scripts only, as browsers hash them", () => {
    const html = `<script>alert(1)</script><script type="module" src="/a.js"></script><script type="module">import "x";</script><script></script>`;
    // sha256 of the exact bytes between the tags, computed independently with openssl.
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      "'sha256-j0LhJtlJ0yX7jx90lb4t5va47Tx5qNgVtITyqKzUNPM='",
    ]);
  });

  it("allows only the given hashes, no inline or eval", () => {
    const csp = contentSecurityPolicy(["'sha256-abc'"]);
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
