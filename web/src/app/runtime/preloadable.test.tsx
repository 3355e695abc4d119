import { Suspense } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { preloadable } from "./preloadable.tsx";

const Greeting = ({ name }: { name: string }) => <p>{`Hello ${name}`}</p>;

const drawn = (Part: (props: { name: string }) => React.JSX.Element) =>
  renderToStaticMarkup(
    <Suspense fallback={<i>waiting</i>}>
      <Part name="Mara" />
    </Suspense>,
  );

describe("a preloadable part", () => {
  it("suspends until its code is here, then renders at once, having loaded it once", async () => {
    let loads = 0;
    const Part = preloadable(async () => {
      loads += 1;
      return Greeting;
    });
    expect(Part.isLoaded()).toBe(false);
    expect(drawn(Part)).toBe("<i>waiting</i>");

    await Promise.all([Part.preload(), Part.preload()]);
    expect(Part.isLoaded()).toBe(true);
    expect(drawn(Part)).toBe("<p>Hello Mara</p>");
    expect(loads).toBe(1);
  });

  it("asks for its code again after a failed load", async () => {
    let attempts = 0;
    const Part = preloadable(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("chunk missing");
      return Greeting;
    });
    await expect(Part.preload()).rejects.toThrow("chunk missing");
    expect(Part.isLoaded()).toBe(false);

    await Part.preload();
    expect(drawn(Part)).toBe("<p>Hello Mara</p>");
    expect(attempts).toBe(2);
  });
});
