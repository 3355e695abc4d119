import { describe, expect, it } from "vitest";
import { scrollTarget } from "./scroll-target.ts";

describe("scrollTarget", () => {
  it("restores the saved position on back and forward", () => {
    expect(scrollTarget({ navigationType: "POP", saved: 840, hash: "#cv" })).toEqual({ kind: "position", top: 840 });
    expect(scrollTarget({ navigationType: "POP", saved: 0, hash: "" })).toEqual({ kind: "position", top: 0 });
  });

  it("goes to the hash target when nothing was saved or the navigation is new", () => {
    expect(scrollTarget({ navigationType: "POP", saved: undefined, hash: "#cv" })).toEqual({ kind: "hash", id: "cv" });
    expect(scrollTarget({ navigationType: "PUSH", saved: 840, hash: "#caf%C3%A9" })).toEqual({
      kind: "hash",
      id: "café",
    });
  });

  it("goes to the top otherwise", () => {
    expect(scrollTarget({ navigationType: "PUSH", saved: 840, hash: "" })).toEqual({ kind: "top" });
    expect(scrollTarget({ navigationType: "REPLACE", saved: undefined, hash: "#" })).toEqual({ kind: "top" });
  });
});
