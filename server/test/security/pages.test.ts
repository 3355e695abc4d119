import { EMBED_FRAME_HOSTS } from "@atelier/common";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../src/platform/web/csp.ts";
import { buildSignedInUser } from "../factories.ts";
import { createWebTestContext } from "./web-context.ts";

const ctx = await createWebTestContext();

const PAYLOAD = "</script><script>alert(1)</script>\u2028\u2029";

/** Public, guarded, auth-form and unknown pages: each renders through a different layout or guard. */
const PAGES = ["/", "/about", "/login", "/signup", "/jobs", "/404", "/no-such-page", "/settings", "/messages"];

function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0] !== "")
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}

/** Every `<script …>…</script>` of a page, with its attributes and its inline text. */
function scripts(html: string): { attrs: string; body: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((m) => ({ attrs: m[1], body: m[2] }));
}

describe("K1 content security policy of server-rendered pages", () => {
  for (const url of PAGES) {
    it(`${url} carries a nonce-based policy that every script honours`, async () => {
      const res = await ctx.app.inject({ url, headers: { accept: "text/html" } });
      if (res.statusCode >= 300 && res.statusCode < 400) {
        expect(res.headers.location).toBeTruthy();
        return;
      }
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      const csp = parseCsp(String(res.headers["content-security-policy"] ?? ""));
      const scriptSrc = csp.get("script-src") ?? csp.get("default-src") ?? [];
      const nonce = scriptSrc.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce, "script-src has a nonce").toBeTruthy();
      expect(Buffer.from(nonce!, "base64").length).toBeGreaterThanOrEqual(16);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("form-action")?.length).toBeGreaterThan(0);

      // A nonce the inline scripts do not carry would leave the page un-hydrated under this policy.
      for (const script of scripts(res.body)) {
        if (/\bsrc=/.test(script.attrs)) continue;
        expect(script.attrs, `inline script ${script.body.slice(0, 60)}`).toContain(`nonce="${nonce}"`);
      }
    });
  }

  it("frames exactly the players of showroom media (YouTube's privacy-enhanced one) besides sign-in", async () => {
    const res = await ctx.app.inject({ url: "/", headers: { accept: "text/html" } });
    const frames = parseCsp(String(res.headers["content-security-policy"])).get("frame-src") ?? [];
    const signIn = ["https://accounts.google.com", "https://www.facebook.com"];
    expect(frames.filter((source) => !signIn.includes(source)).sort()).toEqual([...EMBED_FRAME_HOSTS].sort());
    expect(frames).not.toContain("https://www.youtube.com");
  });

  it("lets Stripe's card form load, frame and call Stripe only when Stripe takes the cards", () => {
    const without = parseCsp(contentSecurityPolicy("n", "http://localhost:3000"));
    const withStripe = parseCsp(contentSecurityPolicy("n", "http://localhost:3000", true));
    for (const directive of ["script-src", "frame-src", "connect-src"]) {
      expect((without.get(directive) ?? []).filter((s) => s.includes("stripe"))).toEqual([]);
    }
    expect(withStripe.get("script-src")).toContain("https://js.stripe.com");
    expect(withStripe.get("frame-src")).toEqual(
      expect.arrayContaining(["https://js.stripe.com", "https://hooks.stripe.com"]),
    );
    expect(withStripe.get("connect-src")).toContain("https://api.stripe.com");
  });

  it("lets pages show YouTube's stills from i.ytimg.com", async () => {
    const res = await ctx.app.inject({ url: "/", headers: { accept: "text/html" } });
    const images = parseCsp(String(res.headers["content-security-policy"])).get("img-src") ?? [];
    expect(images.includes("https://i.ytimg.com") || images.includes("https:")).toBe(true);
  });

  it("uses a fresh nonce for every response", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({ url: "/" });
      nonces.add(/'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1] ?? "");
    }
    expect(nonces.size).toBe(5);
  });
});

describe("D6 echoed text in server-rendered HTML", () => {
  it("renders a script-shaped unknown path as the 404 page without executing it", async () => {
    const res = await ctx.app.inject({ url: "/%3Cscript%3Ealert(1)%3C/script%3E" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).not.toMatch(/<script>alert\(1\)/i);
  });

  it("never echoes a payload from the path, the query or the signed-in user's name unescaped", async () => {
    const { token } = await buildSignedInUser(ctx.deps.db, { name: PAYLOAD });

    // The signed-in user travels in the serialised state of a page rendered for them (a page kept for
    // all members names no one): the payload is there, as inert escapes.
    const own = await ctx.app.inject({ url: "/notifications", cookies: { authToken: token } });
    const state = scripts(own.body)
      .filter((s) => s.body.includes("streamController.enqueue"))
      .map((s) => s.body)
      .join("");
    expect(state).toContain("\\u003cscript\\u003ealert(1)\\u003c/script\\u003e");
    expect(state).toContain("\\u2028");

    const q = encodeURIComponent(PAYLOAD);
    for (const url of [`/?q=${q}`, `/jobs?q=${q}`, `/login?returnTo=${q}`, `/${q}`, "/settings", "/profile", "/"]) {
      const res = await ctx.app.inject({ url, cookies: { authToken: token } });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain("<script>alert(1)");
      for (const script of scripts(res.body)) {
        // Serialised state is data inside a script: nothing in it may open a comment or a nested script.
        expect(script.body, url).not.toMatch(/<!--|<script/i);
        if (script.body.includes("streamController.enqueue")) {
          expect(script.body, url).not.toMatch(/[<\u2028\u2029]/);
        }
      }
    }
  });
});

describe("pages whose address carries a secret", () => {
  for (const url of [
    "/password-reset/abcdefghijklmnopqrstuvwxyz0123456789",
    "/signup/confirm/00000000-0000-4000-8000-000000000000?checksum=abcdefghijklmnopqrstuvwxyz",
    "/confirm/email?checksum=abcdefghijklmnopqrstuvwxyz",
    "/settings/notifications?token=abcdefghijklmnopqrstuvwxyz",
  ]) {
    it(`${url.split("?")[0]} tells the browser to send no Referer (I4)`, async () => {
      const res = await ctx.app.inject({ url, headers: { accept: "text/html" } });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
    });
  }

  it("other pages keep the default policy, and every page lets sign-in popups report back", async () => {
    const res = await ctx.app.inject({ url: "/login", headers: { accept: "text/html" } });
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  });
});
