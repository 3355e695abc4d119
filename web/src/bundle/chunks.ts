/**
 * How the client build groups modules into files, so that a first visit costs few requests: the
 * HTML links every stylesheet and preloads every chunk of the current route, and on a phone's
 * network (six connections per host over HTTP/1.1) each one beyond a handful delays the first paint.
 *
 * - `framework`: React, React Router and TanStack Query, the same on every page and rarely changed.
 * - `app`: every module the document's shell needs on every page (the client entry and the root
 *   route's static imports), and every stylesheet that a route uses: one stylesheet for every page,
 *   cached from the first, instead of one per component a page shows. Only a stylesheet of a lazy
 *   part alone (an editor) loads with it.
 * - `common`: every module that four or more routes and lazy parts load (cards, menus, icons, the
 *   pieces of forms): one file, cached from the first page on. Split by the sets of routes that use
 *   them, they were some sixty files a member's home fetched while it hydrated, level by level, each
 *   costing the main thread its request. One file is more bytes for the first page (the home route's
 *   initial script grew by 113 KB gzip) and measured faster: Lighthouse's mobile run of a member's
 *   home 40 -> 49 (its largest paint 6.2 -> 4.8 s), a visitor's 74 -> 76; script at 1x unchanged.
 * - everything else is split by the bundler, by the routes that use it.
 */

/** What the bundler tells of a module. */
export interface ModuleGraphInfo {
  importers: readonly string[];
  dynamicImporters: readonly string[];
  isEntry: boolean;
  exports: readonly string[];
  code: string | null;
}

export type ModuleLookup = (id: string) => ModuleGraphInfo | null;

const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack[\\/](react-)?query-core|@tanstack[\\/]react-query)[\\/]/;
const SHELL = /[\\/]src[\\/](entry\.client|root)\.tsx(\?|$)/;
const LIBRARY = /[\\/]node_modules[\\/]/;
const STYLESHEET = /\.css(\?|$)/;

/** The names a module offers through an index that re-exports it: its own, or its file's name. */
function offeredNames(id: string, info: ModuleGraphInfo): string[] {
  const file = /([^\\/?]+?)(\.[a-z]+)?(\?.*)?$/.exec(id)?.[1];
  return [...info.exports.filter((name) => name !== "default"), ...(file ? [file] : [])];
}

const mentions = (code: string | null, names: readonly string[]) =>
  code !== null && names.some((name) => new RegExp(`\\b${name.replace(/[^\w$]/g, "")}\\b`).test(code));

/**
 * The modules a module is loaded with: each route module, the client entry and each module loaded
 * by `import()` is a starting point; a module belongs to every starting point that reaches it
 * through static imports of modules in the build. A library's index that only re-exports is not in
 * the build: a module that imports from it reaches what the index re-exports only where it names it,
 * or one Mantine component would seem to bring all of them.
 */
export function startingPoints(
  lookup: ModuleLookup,
  inBuild: (id: string) => boolean,
): (id: string) => ReadonlySet<string> {
  const known = new Map<string, ReadonlySet<string>>();
  return (id) => {
    const cached = known.get(id);
    if (cached) return cached;
    const points = new Set<string>();
    // Walked in full, never from a cached part: imports form cycles.
    const seen = new Set<string>();
    const queue: [string, readonly string[] | null][] = [[id, null]];
    const visit = (module: string, names: readonly string[] | null) => {
      const key = names ? `${module}|${names.join(",")}` : module;
      if (seen.has(key)) return;
      seen.add(key);
      queue.push([module, names]);
    };
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      const [module, names] = next;
      const info = lookup(module);
      if (!info) continue;
      if (names === null && (info.isEntry || info.dynamicImporters.length > 0)) points.add(module);
      const through = names ?? offeredNames(module, info);
      for (const importer of info.importers) {
        if (!inBuild(importer)) visit(importer, through);
        else if (names === null || mentions(lookup(importer)?.code ?? null, names)) visit(importer, null);
      }
    }
    known.set(id, points);
    return points;
  };
}

/**
 * The `app` chunk takes what the document's shell needs on every page, and every stylesheet but
 * those only one lazy part uses; null leaves a module to the common chunk or the bundler.
 */
export function appChunk(id: string, points: ReadonlySet<string>, isEntry: (id: string) => boolean): "app" | null {
  if ([...points].some((p) => SHELL.test(p))) return "app";
  return STYLESHEET.test(id) && (points.size > 1 || [...points].some(isEntry)) ? "app" : null;
}

/** How many routes and lazy parts must load a module for it to go into the common chunk. */
export const COMMON_SHARE = 4;

/** The common chunk takes the code (not the stylesheets) that COMMON_SHARE starting points or more load. */
export function commonChunk(id: string, points: ReadonlySet<string>): "common" | null {
  return !STYLESHEET.test(id) && points.size >= COMMON_SHARE ? "common" : null;
}

/** Rolldown's code splitting groups for the client build (`build.rolldownOptions.output.codeSplitting`). */
export function codeSplittingGroups() {
  // The modules that end up in the build: a library's index that only re-exports is dropped, so
  // walking through it would count every component of the library as used wherever one is.
  const included = new Set<string>();
  let points: ((id: string) => ReadonlySet<string>) | undefined;
  return [
    { name: "framework", test: FRAMEWORK, priority: 2 },
    {
      // Rolldown asks a group's test of every module before it names the first one.
      test: (id: string) => {
        included.add(id);
        return true;
      },
      name: (id: string, ctx: { getModuleInfo: ModuleLookup }) => {
        points ??= startingPoints(
          (m) => ctx.getModuleInfo(m),
          (m) => included.has(m) || !LIBRARY.test(m),
        );
        const from = points(id);
        return appChunk(id, from, (m) => ctx.getModuleInfo(m)?.isEntry === true) ?? commonChunk(id, from);
      },
      priority: 1,
    },
  ];
}
