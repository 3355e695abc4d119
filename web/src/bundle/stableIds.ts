import type { Plugin } from "vite";

/** Mantine's own id hook, which every input, menu and popover of Mantine's calls. */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/** The hook in its place: a given id, or React's, named as Mantine names it on the server. */
const STABLE_USE_ID = `import { useId as useReactId } from "react";
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === "string" ? staticId : \`mantine-\${reactId.replace(/:/g, "")}\`;
}
`;

/**
 * Mantine's `useId` swaps the id the server rendered for a random one in a layout effect, right
 * after hydrating: a synchronous re-render of every input, menu and popover on the page, which also
 * runs every effect of the hydrated page in the same long task. React's own `useId` already matches
 * between server and browser, so the browser keeps the server's id.
 */
export function stableMantineIds(): Plugin {
  return {
    name: "atelier:stable-mantine-ids",
    enforce: "pre",
    load: (id) => (MANTINE_USE_ID.test(id) ? STABLE_USE_ID : null),
  };
}
