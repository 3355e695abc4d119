import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  type MantineThemeOverride,
  mergeMantineTheme,
  px,
} from "@mantine/core";
import { expect, it } from "vitest";
import { theme } from "./theme.ts";

type Variables = Record<string, string>;

/**
 * The CSS variables Mantine would otherwise inline into every page for the theme, less the
 * defaults its own stylesheet already declares (Mantine's deduplication).
 */
function themeVariablesCss(override: MantineThemeOverride): string {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const ours = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, override));
  const changed = (mine: Variables, base: Variables) =>
    Object.fromEntries(Object.entries(mine).filter(([key, value]) => base[key] !== value));
  return convertCssVariables({
    variables: changed(ours.variables, defaults.variables),
    light: changed(ours.light, defaults.light),
    dark: changed(ours.dark, defaults.dark),
  });
}

/**
 * The classes behind `hiddenFrom` and `visibleFrom`, one pair per breakpoint, as MantineProvider
 * would inline them into every page (see AppMantineProvider).
 */
function visibilityClassesCss(override: MantineThemeOverride): string {
  const { breakpoints } = mergeMantineTheme(DEFAULT_THEME, override);
  return Object.entries(breakpoints)
    .map(([name, value]) => {
      const width = Number(px(value));
      const [below, from] = value.includes("px") ? [`${width - 0.1}px`, `${width}px`] : [em(width - 0.1), em(width)];
      return (
        `@media (max-width: ${below}) {.mantine-visible-from-${name} {display: none !important;}}` +
        `@media (min-width: ${from}) {.mantine-hidden-from-${name} {display: none !important;}}`
      );
    })
    .join("\n");
}

// After a change to theme.ts, regenerate the stylesheets with:
//   npx vitest run --project unit web/src/app/theme-variables.test.ts -u
it("keeps theme-variables.css in step with the theme", async () => {
  const header = "/* biome-ignore-all format: generated from theme.ts by theme-variables.test.ts */";
  await expect(`${header}\n${themeVariablesCss(theme)}\n`).toMatchFileSnapshot("./theme-variables.css");
});

it("keeps theme-classes.css in step with the theme's breakpoints", async () => {
  const header = [
    "/* biome-ignore-all format: generated from theme.ts by theme-variables.test.ts */",
    "/* biome-ignore-all lint/complexity/noImportantStyles: Mantine's own rules, which must beat any component's display */",
  ].join("\n");
  await expect(`${header}\n${visibilityClassesCss(theme)}\n`).toMatchFileSnapshot("./theme-classes.css");
});
