import {
  localStorageColorSchemeManager,
  type MantineColorScheme,
  MantineContext,
  MantineThemeProvider,
  useProviderColorScheme,
} from "@mantine/core";
import { type ReactNode, useMemo } from "react";
import { theme } from "./theme.ts";

export const DEFAULT_COLOR_SCHEME: MantineColorScheme = "auto";

const colorSchemeManager = localStorageColorSchemeManager();
const getRootElement = () => document.documentElement;

/**
 * MantineProvider less what this app moved out of its JavaScript: the theme's CSS variables
 * (theme-variables.css), the responsive visibility classes (theme-classes.css) and the
 * reduced-motion switch (an attribute of <html>, see root.tsx) are static, so the code that builds
 * them on every render, about 2.5 KB gzip of every first page, is not shipped. The colour scheme
 * (system preference by default, the user's choice kept in local storage) works as in Mantine.
 */
export function AppMantineProvider({ children }: { children: ReactNode }) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    defaultColorScheme: DEFAULT_COLOR_SCHEME,
    manager: colorSchemeManager,
    getRootElement,
    forceColorScheme: undefined,
  });
  const value = useMemo(
    () => ({
      colorScheme,
      setColorScheme,
      clearColorScheme,
      getRootElement,
      classNamesPrefix: "mantine",
      cssVariablesSelector: ":root",
      withStaticClasses: true,
    }),
    [colorScheme, setColorScheme, clearColorScheme],
  );
  return (
    <MantineContext value={value}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
