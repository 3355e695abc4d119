import { initialsOf } from "@atelier/common/seo";
import { inArray } from "drizzle-orm";
import { profileImages } from "../../db/schema/index.ts";
import { type ImageKind, replaceImage } from "../../features/profiles/images/images.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { demoUserIds } from "./accounts.ts";
import { drawPng } from "./art-kit.ts";
import { forEachConcurrently } from "./concurrently.ts";
import { DEMO_PEOPLE, type DemoPerson } from "./people.ts";
import { type PortraitArt, portraitSvg } from "./portrait-art.ts";
import { titleSvg } from "./title-art.ts";

type ImageDeps = Pick<AppDeps, "db" | "storage" | "log">;

function portraitArt(person: DemoPerson): PortraitArt {
  const { palette, portrait } = person.art;
  return portrait
    ? { style: "portrait", palette, ...portrait }
    : { style: "monogram", palette, initials: initialsOf(person.name) };
}

/** The person's picture of that kind as a PNG, drawn from their art at the size of the largest rendition. */
async function drawDemoImage(person: DemoPerson, kind: ImageKind): Promise<Buffer> {
  const svg =
    kind === "profile"
      ? portraitSvg(portraitArt(person), person.handle)
      : titleSvg({ ...person.art.title, palette: person.art.palette }, person.handle);
  return drawPng(svg);
}

/**
 * A profile and a title image for every demo person, drawn from SVG and stored by the upload
 * path itself, so renditions, files and rows are what an upload makes. Runs once: when any demo
 * person has a picture, the demo profiles are left as their users keep them.
 */
export async function seedDemoImages(deps: ImageDeps): Promise<void> {
  const ids = await demoUserIds(deps.db);
  if (ids.size === 0) return;
  const [seeded] = await deps.db
    .select({ userId: profileImages.userId })
    .from(profileImages)
    .where(inArray(profileImages.userId, [...ids.values()]))
    .limit(1);
  if (seeded) return;
  const todo = DEMO_PEOPLE.flatMap((person) => {
    const userId = ids.get(person.handle);
    return userId === undefined ? [] : (["profile", "title"] as const).map((kind) => ({ person, userId, kind }));
  });
  // Drawing and encoding run on sharp's worker threads; a few at a time keep them busy without a queue of big bitmaps.
  await forEachConcurrently(todo, 4, async ({ person, userId, kind }) => {
    const bytes = await drawDemoImage(person, kind);
    await replaceImage(deps, userId, kind, { bytes, fileName: `${person.handle}-${kind}.png` });
  });
}
