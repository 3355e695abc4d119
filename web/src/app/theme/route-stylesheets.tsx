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
  // React Router marks a stylesheet that a lazy part imports too with a "#", so that Vite, loading
  // that part, does not find it in the page and links it again; React never takes these links
  // out, so here it may find them: linked again, the sheet would restyle the whole page at once.
  const hrefs = new Set(
    matches.flatMap((m) => framework?.manifest.routes[m.id]?.css ?? []).map((href) => href.replace(/#$/, "")),
  );
  return [...hrefs].map((href) => <link key={href} rel="stylesheet" href={href} precedence="routes" />);
}
