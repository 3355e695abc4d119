import { describe, expect, it } from "vitest";
import { ANONYMOUS } from "../../../app/session/guards.ts";
import { requireAnonymousOrUnconfirmed } from "./requireAnonymousOrUnconfirmed.ts";

const at = { pathname: "/signup/confirm/12", search: "?checksum=abc" };

describe("requireAnonymousOrUnconfirmed", () => {
  it("lets visitors through", () => {
    expect(requireAnonymousOrUnconfirmed(ANONYMOUS, at)).toBeNull();
  });

  it("lets a freshly signed-up user confirm in the same browser", () => {
    expect(requireAnonymousOrUnconfirmed({ signedIn: true, complete: false, confirmed: false }, at)).toBeNull();
  });

  it("sends a confirmed user to the own profile", () => {
    expect(requireAnonymousOrUnconfirmed({ signedIn: true, complete: true, confirmed: true }, at)).toEqual({
      to: "/profile",
    });
    expect(requireAnonymousOrUnconfirmed({ signedIn: true, complete: false, confirmed: true }, at)).toEqual({
      to: "/profile",
    });
  });
});
