import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Button, MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "../theme/theme.ts";
import { PLAIN_BUTTON_VARIANTS } from "./PlainButton.tsx";

/** The custom properties declared in each rule of a stylesheet, by selector. */
function declarations(css: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  const code = css.replace(/\/\*[\s\S]*?\*\//g, "");
  for (const [, selector, body] of code.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const properties: Record<string, string> = {};
    for (const [, name, value] of (body ?? "").matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
      if (name && value) properties[name] = value.trim();
    }
    rules.set((selector ?? "").trim(), properties);
  }
  return rules;
}

const ours = declarations(readFileSync(new URL("./PlainButton.module.css", import.meta.url), "utf8"));
const mantineCss = readFileSync(createRequire(import.meta.url).resolve("@mantine/core/styles/Button.css"), "utf8");
const mantineSizes = Object.assign({}, ...declarations(mantineCss).values()) as Record<string, string>;

/** The colours a Mantine Button of this theme gets, with the stylesheet's fallbacks filled in. */
function mantineColours(props: { variant?: string; color?: string }): Record<string, string> {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} withCssVariables={false}>
      <Button {...props}>x</Button>
    </MantineProvider>,
  );
  const style = /style="([^"]*)"/.exec(html)?.[1] ?? "";
  const inline = Object.fromEntries(
    style.split(";").flatMap((d) => (d.startsWith("--") ? [d.split(/:(.*)/s).slice(0, 2)] : [])),
  ) as Record<string, string>;
  return {
    "--button-bg": inline["--button-bg"] ?? "var(--mantine-primary-color-filled)",
    "--button-hover": inline["--button-hover"] ?? "var(--mantine-primary-color-filled-hover)",
    "--button-color": inline["--button-color"] ?? "var(--mantine-color-white)",
    "--button-bd": inline["--button-bd"] ?? "calc(0.0625rem * var(--mantine-scale)) solid transparent",
  };
}

describe("PlainButton", () => {
  it.each(Object.entries(PLAIN_BUTTON_VARIANTS))("has Mantine's colours for the %s variant", (name, spec) => {
    const base = ours.get(":where(.button)") ?? {};
    const mine = { "--button-bd": base["--button-bd"], ...ours.get(`:where(.${name})`) };
    expect(mine).toEqual(mantineColours(spec.mantine));
  });

  it.each(["sm", "md", "lg"])("has Mantine's %s size", (size) => {
    expect(ours.get(`:where(.${size})`)).toEqual({
      "--button-height": mantineSizes[`--button-height-${size}`],
      "--button-padding-x": mantineSizes[`--button-padding-x-${size}`],
      "--button-fz": `var(--mantine-font-size-${size})`,
    });
  });
});
