import { describe, expect, it } from "vitest";
import {
  ANONYMOUS,
  type GuardSession,
  loginPath,
  requireAnonymous,
  requireComplete,
  requireConfirmedEmail,
  requireIncomplete,
  requireSignedIn,
  requireSignedInOrSettingsToken,
  returnToFor,
} from "./guards.ts";

const incomplete: GuardSession = { signedIn: true, complete: false, confirmed: false };
const member: GuardSession = { signedIn: true, complete: true, confirmed: true };
const at = (path: string) => {
  const url = new URL(path, "http://app.test");
  return { pathname: url.pathname, search: url.search };
};

describe("returnTo", () => {
  it("is the current path with its query", () => {
    expect(returnToFor(at("/messages/4?x=1"))).toBe("/messages/4?x=1");
    expect(loginPath(at("/profile"))).toBe("/login?returnTo=%2Fprofile");
  });

  it("keeps a returnTo already in the address", () => {
    expect(returnToFor(at("/signup-info?returnTo=%2Fjobs%2Fnew"))).toBe("/jobs/new");
  });

  it("ignores a returnTo that leaves the site", () => {
    expect(returnToFor(at("/profile?returnTo=%2F%2Fevil.tld"))).toBe("/profile?returnTo=%2F%2Fevil.tld");
  });
});

describe("requireSignedIn", () => {
  it("sends visitors to login and lets users through", () => {
    expect(requireSignedIn(ANONYMOUS, at("/cart"))).toEqual({ to: "/login?returnTo=%2Fcart" });
    expect(requireSignedIn(incomplete, at("/cart"))).toBeNull();
  });
});

describe("requireAnonymous (password reset, sign-up, account deletion confirmation)", () => {
  it("sends a signed-in user to the own profile", () => {
    expect(requireAnonymous(incomplete, at("/signup"))).toEqual({ to: "/profile" });
    expect(requireAnonymous(member, at("/password-reset/abc"))).toEqual({ to: "/profile" });
  });

  it("lets visitors through", () => {
    expect(requireAnonymous(ANONYMOUS, at("/signup"))).toBeNull();
  });
});

describe("requireComplete (member pages)", () => {
  it("sends visitors to login with returnTo", () => {
    expect(requireComplete(ANONYMOUS, at("/jobs/new?draft=1"))).toEqual({
      to: "/login?returnTo=%2Fjobs%2Fnew%3Fdraft%3D1",
    });
  });

  it("sends an incomplete profile to /signup-info with the not-complete warning", () => {
    expect(requireComplete(incomplete, at("/messages"))).toEqual({
      to: "/signup-info",
      alert: { type: "warning", text: "guards.notComplete" },
    });
  });

  it("lets a complete profile through", () => {
    expect(requireComplete(member, at("/messages"))).toBeNull();
  });
});

describe("requireIncomplete (/signup-info)", () => {
  it("sends visitors to login, complete profiles to the own profile", () => {
    expect(requireIncomplete(ANONYMOUS, at("/signup-info"))).toEqual({ to: "/login?returnTo=%2Fsignup-info" });
    expect(requireIncomplete(member, at("/signup-info"))).toEqual({ to: "/profile" });
  });

  it("lets an incomplete profile through", () => {
    expect(requireIncomplete(incomplete, at("/signup-info"))).toBeNull();
  });
});

describe("requireConfirmedEmail", () => {
  it("sends an unconfirmed user to the own profile with the not-confirmed warning", () => {
    expect(requireConfirmedEmail({ ...member, confirmed: false }, at("/jobs/new"))).toEqual({
      to: "/profile",
      alert: { type: "warning", text: "guards.notConfirmed" },
    });
  });

  it("sends visitors to login and lets confirmed users through", () => {
    expect(requireConfirmedEmail(ANONYMOUS, at("/jobs/new"))).toEqual({ to: "/login?returnTo=%2Fjobs%2Fnew" });
    expect(requireConfirmedEmail(member, at("/jobs/new"))).toBeNull();
  });
});

describe("requireSignedInOrSettingsToken (/settings/notifications)", () => {
  it("lets a settings token from an e-mail replace login", () => {
    expect(requireSignedInOrSettingsToken(ANONYMOUS, at("/settings/notifications?token=abc"))).toBeNull();
  });

  it("lets signed-in users through and sends other visitors to login", () => {
    expect(requireSignedInOrSettingsToken(incomplete, at("/settings/notifications"))).toBeNull();
    expect(requireSignedInOrSettingsToken(ANONYMOUS, at("/settings/notifications?token="))).toEqual({
      to: "/login?returnTo=%2Fsettings%2Fnotifications%3Ftoken%3D",
    });
  });
});
