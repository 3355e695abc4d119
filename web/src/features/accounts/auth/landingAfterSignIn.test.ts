import { describe, expect, it } from "vitest";
import { landingAfterSignIn } from "./landingAfterSignIn.ts";

describe("landingAfterSignIn", () => {
  it("returns to the page that asked for the login", () => {
    expect(landingAfterSignIn({ complete: true }, "/messages?tab=2")).toBe("/messages?tab=2");
  });

  it("goes to the own profile, or to the profile step while it is incomplete", () => {
    expect(landingAfterSignIn({ complete: true }, null)).toBe("/profile");
    expect(landingAfterSignIn({ complete: false }, null)).toBe("/signup-info");
  });

  it("never follows a returnTo to another site", () => {
    expect(landingAfterSignIn({ complete: true }, "//evil.example/x")).toBe("/profile");
    expect(landingAfterSignIn({ complete: true }, "https://evil.example")).toBe("/profile");
  });
});
