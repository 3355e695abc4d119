import { describe, expect, it } from "vitest";
import { formatWait } from "./formatWait.ts";

describe("formatWait", () => {
  it("says seconds below a minute", () => {
    expect(formatWait(45, "en")).toBe("in 45 seconds");
    expect(formatWait(0, "en")).toBe("in 1 second");
    expect(formatWait(45, "de")).toBe("in 45 Sekunden");
  });

  it("rounds minutes up", () => {
    expect(formatWait(61, "en")).toBe("in 2 minutes");
    expect(formatWait(300, "de")).toBe("in 5 Minuten");
  });

  it("says hours for long waits", () => {
    expect(formatWait(3 * 3600, "en")).toBe("in 3 hours");
    expect(formatWait(3600 * 2 - 10, "de")).toBe("in 2 Stunden");
  });
});
