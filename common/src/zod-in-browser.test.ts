import { afterAll, describe, expect, it, vi } from "vitest";
import { config, z } from "zod";
import { parseWithoutEval } from "./zod-in-browser.ts";

describe("parseWithoutEval", () => {
  afterAll(() => {
    config({ jitless: false });
  });

  it("tells the zod the page loads not to compile parsers, which then still parse", () => {
    parseWithoutEval();
    expect(config().jitless).toBe(true);
    const evaluated = vi.spyOn(globalThis, "Function");
    expect(z.object({ name: z.string() }).parse({ name: "Mara" })).toEqual({ name: "Mara" });
    expect(evaluated).not.toHaveBeenCalled();
  });
});
