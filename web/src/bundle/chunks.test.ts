import { describe, expect, it } from "vitest";
import { appChunk, COMMON_SHARE, commonChunk, type ModuleGraphInfo, startingPoints } from "./chunks.ts";

/** A module graph: each module with its static importers; entries and `import()` targets marked. */
function graph(modules: Record<string, Partial<ModuleGraphInfo>>) {
  return (id: string): ModuleGraphInfo | null =>
    modules[id] ? { importers: [], dynamicImporters: [], isEntry: false, exports: [], code: "", ...modules[id] } : null;
}

const ROOT = "/app/web/src/root.tsx";
const HOME = "/app/web/src/routes/home.tsx";
const PROFILE = "/app/web/src/routes/profile/public.tsx";
const LIB = "/app/node_modules/@mantine/core/esm";

const modules: Record<string, Partial<ModuleGraphInfo>> = {
  [ROOT]: { isEntry: true, code: "jsx(Button, {})" },
  [HOME]: { isEntry: true, code: "jsx(Avatar, {})" },
  [PROFILE]: { isEntry: true, code: "jsx(Heading, {})" },
  "/app/web/src/app/layout/AppLayout.tsx": { importers: [ROOT] },
  "/app/web/src/app/layout/AppLayout.module.css": { importers: ["/app/web/src/app/layout/AppLayout.tsx"] },
  "/app/web/src/app/ui/Heading.tsx": { importers: [HOME, PROFILE] },
  "/app/web/src/app/ui/Heading.module.css": { importers: ["/app/web/src/app/ui/Heading.tsx"] },
  "/app/web/src/routes/home.module.css": { importers: [HOME] },
  "/app/web/src/features/profiles/ImageEditor.tsx": { dynamicImporters: [PROFILE] },
  "/app/web/src/features/profiles/ImageEditor.module.css": {
    importers: ["/app/web/src/features/profiles/ImageEditor.tsx"],
  },
  // The library's index re-exports every component and is dropped from the build.
  [`${LIB}/index.mjs`]: { importers: [ROOT, HOME, PROFILE] },
  [`${LIB}/Button.mjs`]: { importers: [`${LIB}/index.mjs`], exports: ["Button"] },
  [`${LIB}/Avatar.mjs`]: { importers: [`${LIB}/index.mjs`], exports: ["Avatar"] },
  [`${LIB}/Combobox.mjs`]: { importers: [`${LIB}/index.mjs`], exports: ["Combobox"] },
  // A cycle does not keep the walk from its starting points.
  "/app/web/src/a.ts": { importers: [PROFILE, "/app/web/src/b.ts"] },
  "/app/web/src/b.ts": { importers: ["/app/web/src/a.ts"] },
};
const lookup = graph(modules);

describe("client chunks", () => {
  const points = startingPoints(lookup, (id) => id !== `${LIB}/index.mjs`);
  const isEntry = (id: string) => lookup(id)?.isEntry === true;
  const chunkOf = (id: string) => appChunk(id, points(id), isEntry);
  const sorted = (set: ReadonlySet<string>) => [...set].sort();

  it("finds the routes and lazy parts that load a module through static imports", () => {
    expect(sorted(points("/app/web/src/app/ui/Heading.module.css"))).toEqual([PROFILE, HOME].sort());
    expect(sorted(points("/app/web/src/features/profiles/ImageEditor.module.css"))).toEqual([
      "/app/web/src/features/profiles/ImageEditor.tsx",
    ]);
    expect(sorted(points("/app/web/src/b.ts"))).toEqual([PROFILE]);
    expect(sorted(points("/app/web/src/unknown.ts"))).toEqual([]);
  });

  it("reaches a library's component through its index only from the modules that name it", () => {
    expect(sorted(points(`${LIB}/Button.mjs`))).toEqual([ROOT]);
    expect(sorted(points(`${LIB}/Avatar.mjs`))).toEqual([HOME]);
    expect(sorted(points(`${LIB}/Combobox.mjs`))).toEqual([]);
  });

  it("puts what the root needs into the app chunk, and no component it does not use", () => {
    expect(chunkOf(ROOT)).toBe("app");
    expect(chunkOf("/app/web/src/app/layout/AppLayout.tsx")).toBe("app");
    expect(chunkOf("/app/web/src/app/layout/AppLayout.module.css")).toBe("app");
    expect(chunkOf(`${LIB}/Button.mjs`)).toBe("app");
    expect(chunkOf(`${LIB}/Avatar.mjs`)).toBeNull();
  });

  it("puts every route's stylesheets into the app chunk, the code that uses them not", () => {
    expect(chunkOf("/app/web/src/app/ui/Heading.module.css")).toBe("app");
    expect(chunkOf("/app/web/src/routes/home.module.css")).toBe("app");
    expect(chunkOf("/app/web/src/app/ui/Heading.tsx")).toBeNull();
    expect(chunkOf(HOME)).toBeNull();
  });

  it("leaves the stylesheet of a lazy part alone with it", () => {
    expect(chunkOf("/app/web/src/features/profiles/ImageEditor.module.css")).toBeNull();
  });

  it("puts the code that enough routes and lazy parts load into the common chunk, never a stylesheet", () => {
    const routes = (n: number) => new Set(Array.from({ length: n }, (_, i) => `/app/web/src/routes/r${i}.tsx`));
    expect(commonChunk("/app/web/src/app/ui/Menu.tsx", routes(COMMON_SHARE))).toBe("common");
    expect(commonChunk("/app/web/src/app/ui/Menu.tsx", routes(COMMON_SHARE - 1))).toBeNull();
    expect(commonChunk("/app/web/src/app/ui/Menu.module.css", routes(COMMON_SHARE + 2))).toBeNull();
    expect(commonChunk("/app/web/src/app/ui/Heading.tsx", points("/app/web/src/app/ui/Heading.tsx"))).toBeNull();
  });
});
