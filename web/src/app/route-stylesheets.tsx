import { useContext } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * The stylesheets of the routes on screen, with a precedence, so that React writes them at the top
 * of the head, before the dozens of script preloads: on a phone's six connections they are then
 * asked for first, and the page paints without waiting for its scripts. `Links` writes the same
 * addresses again further down, which the browser answers from what it already has.
 */
export function RouteStylesheets() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const hrefs = new Set(matches.flatMap((m) => framework?.manifest.routes[m.id]?.css ?? []));
  return [...hrefs].map((href) => <link key={href} rel="stylesheet" href={href} precedence="routes" />);
}
