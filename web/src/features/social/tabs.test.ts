import { CONNECTION_TABS } from "@atelier/common/enums";
import { paths } from "@atelier/common/paths";
import { describe, expect, it } from "vitest";
import { tabOfParam } from "./tabs.ts";

describe("connection tabs in the URL", () => {
  it("reads every tab back from its own path", () => {
    for (const tab of CONNECTION_TABS) {
      const param = paths.connections(tab).split("/")[2];
      expect(tabOfParam(param)).toBe(tab);
    }
  });

  it("opens the connections tab at /connections and refuses unknown names", () => {
    expect(paths.connections("connections")).toBe("/connections");
    expect(tabOfParam(undefined)).toBe("connections");
    expect(tabOfParam("friends")).toBeNull();
    expect(tabOfParam("Received")).toBeNull();
  });
});
