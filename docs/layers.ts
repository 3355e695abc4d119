/**
 * The floors of the house, top first: a file may import from its own floor or any floor below,
 * never from one above (layers.test.ts holds every import to it). A floor lists path prefixes; the
 * longest prefix that names a file places it.
 */
export type Floors = readonly (readonly string[])[];

export const SERVER_FLOORS: Floors = [
  // The composition root: start, the app, the services it wires, the reference data and demo world it seeds.
  [
    "server/src/main.ts",
    "server/src/shutdown.ts",
    "server/src/app.ts",
    "server/src/create-deps.ts",
    "server/src/seed/",
  ],
  ["server/src/features/"],
  ["server/src/platform/"],
  ["server/src/jsonapi/"],
  ["server/src/db/", "server/src/config.ts"],
];

export const WEB_FLOORS: Floors = [
  // The shell: entries, the route table and its modules, the root and the layout around every page.
  ["web/src/entry.client.tsx", "web/src/entry.server.tsx", "web/src/root.tsx", "web/src/routes.ts", "web/src/routes/"],
  ["web/src/app/shell/"],
  ["web/src/features/"],
  // What every feature shares: runtime, session, theme, forms, alerts and components.
  ["web/src/app/"],
  ["web/src/api/", "web/src/i18n/", "web/src/bundle/"],
];

/** The floor of a file, counted from the ground (0); -1 when no floor names it. */
export function floorOf(floors: Floors, file: string): number {
  let best = { length: -1, floor: -1 };
  floors.forEach((prefixes, i) => {
    for (const prefix of prefixes) {
      const matches = prefix.endsWith("/") ? file.startsWith(prefix) : file === prefix;
      if (matches && prefix.length > best.length) best = { length: prefix.length, floor: floors.length - 1 - i };
    }
  });
  return best.floor;
}
