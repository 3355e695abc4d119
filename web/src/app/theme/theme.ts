// The font is bundled and served from our own origin; nothing is loaded from a third-party host.
import "@fontsource-variable/inter/wght.css";
import { createTheme, type MantineColorsTuple } from "@mantine/core";
import "./theme.css";
import classes from "./theme.module.css";

/** The one accent: a deep ink blue; white text keeps AA contrast from shade 6 up. */
const ink: MantineColorsTuple = [
  "#eef2fb",
  "#dbe3f5",
  "#b5c4ea",
  "#8ba2de",
  "#6884d3",
  "#5270cd",
  "#4565c9",
  "#3654b2",
  "#2d4a9f",
  "#1f3b84",
];

/** A cool neutral grey; shade 6 (secondary text) keeps AA contrast on white and on shade 0. */
const gray: MantineColorsTuple = [
  "#f7f8fa",
  "#f0f1f4",
  "#e6e8ec",
  "#d9dce2",
  "#c3c7cf",
  "#a1a6b0",
  "#656c78",
  "#484e58",
  "#30343c",
  "#1c1f24",
];

/** Dark surfaces with a faint ink tint, so dark mode reads as the same brand rather than plain grey. */
const dark: MantineColorsTuple = [
  "#d7d9df",
  "#b8bbc4",
  "#8d919c",
  "#6c707c",
  "#494d58",
  "#383b45",
  "#2b2e36",
  "#1e2026",
  "#17191e",
  "#101115",
];

/** The widest the content grows; wider screens get calm margins instead of longer lines. */
export const CONTENT_WIDTH = 1280;

const fontFamily =
  "'Inter Variable', 'Inter Fallback', Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: "ink",
  primaryShade: { light: 8, dark: 6 },
  colors: { ink, gray, dark },
  defaultRadius: "md",
  fontFamily,
  fontSmoothing: true,
  focusRing: "auto",
  respectReducedMotion: true,
  cursorType: "pointer",
  autoContrast: true,
  black: "#14161b",
  fontWeights: { regular: "400", medium: "560", bold: "680" },
  headings: {
    fontFamily,
    fontWeight: "680",
    textWrap: "balance",
    sizes: {
      h1: { fontSize: "clamp(2rem, 1.4rem + 2.6vw, 3.5rem)", lineHeight: "1.06" },
      h2: { fontSize: "clamp(1.5rem, 1.2rem + 1.2vw, 2.125rem)", lineHeight: "1.15" },
      h3: { fontSize: "1.375rem", lineHeight: "1.25" },
      h4: { fontSize: "1.125rem", lineHeight: "1.3" },
      h5: { fontSize: "1rem", lineHeight: "1.4" },
      h6: { fontSize: "0.875rem", lineHeight: "1.4" },
    },
  },
  shadows: {
    xs: "0 1px 2px rgb(16 17 21 / 6%)",
    sm: "0 2px 6px rgb(16 17 21 / 7%), 0 1px 2px rgb(16 17 21 / 5%)",
    md: "0 8px 24px rgb(16 17 21 / 9%), 0 2px 6px rgb(16 17 21 / 5%)",
    lg: "0 16px 40px rgb(16 17 21 / 12%), 0 4px 10px rgb(16 17 21 / 6%)",
    xl: "0 24px 64px rgb(16 17 21 / 16%)",
  },
  components: {
    Container: { defaultProps: { size: CONTENT_WIDTH }, classNames: { root: classes.container } },
    Title: { classNames: { root: classes.title } },
    Button: { defaultProps: { fw: 560 } },
  },
});

/**
 * Container's width and gutters, and Title's letter-spacing, as plain classes: for the layout and
 * the home page, which every visit renders, where a Mantine component costs tens of microseconds of
 * server time each and an element with a class next to nothing.
 */
export const contentClass = classes.content;
export const titleClass = classes.title;

/** Every Tabler icon uses this one stroke width. */
export const ICON_STROKE = 1.75;
