import { CONNECTION_TABS } from "@atelier/common/enums";
import { describe, expect, it } from "vitest";
import { connectionsPath, tabOfParam } from "./tabs.ts";

describe("connection tabs in the URL", () => {
  it("reads every tab back from its own path", () => {
    for (const tab of CONNECTION_TABS) {
      const param = connectionsPath(tab).split("/")[2];
      expect(tabOfParam(param)).toBe(tab);
    }
  });

  it("opens the connections tab at /connections and refuses unknown names", () => {
    expect(connectionsPath("connections")).toBe("/connections");
    expect(tabOfParam(undefined)).toBe("connections");
    expect(tabOfParam("friends")).toBeNull();
    expect(tabOfParam("Received")).toBeNull();
  });
});
