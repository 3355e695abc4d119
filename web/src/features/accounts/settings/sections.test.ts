import { describe, expect, it } from "vitest";
import { sectionOfPath, settingsPath } from "./sections.ts";

describe("sectionOfPath", () => {
  it("finds the section of a settings page and of its steps", () => {
    expect(sectionOfPath(settingsPath("info"))).toBe("info");
    expect(sectionOfPath("/settings/privacy/delete-confirmation")).toBe("privacy");
    expect(sectionOfPath("/settings/notifications")).toBe("notifications");
  });

  it("finds nothing outside the settings", () => {
    expect(sectionOfPath("/settings")).toBeNull();
    expect(sectionOfPath("/settings/unknown")).toBeNull();
    expect(sectionOfPath("/profile/info")).toBeNull();
  });
});
