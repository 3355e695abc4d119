import { initialsOf } from "@atelier/common/seo";
import { profileImages } from "../../db/schema/index.ts";
import { type ImageKind, replaceImage } from "../../features/profiles/images/images.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { demoUserIdsToSeed } from "./accounts.ts";
import { drawPng } from "./art-kit.ts";
import { forEachConcurrently } from "./concurrently.ts";
import { DEMO_CROWD } from "./crowd.ts";
import { DEMO_PEOPLE, type DemoPerson } from "./people.ts";
import { PORTRAIT_PIXELS, type PortraitArt, portraitSvg } from "./portrait-art.ts";
import { TITLE_PIXELS, titleSvg } from "./title-art.ts";

type ImageDeps = Pick<AppDeps, "db" | "storage" | "log">;

function portraitArt(person: DemoPerson): PortraitArt {
  const { palette, portrait } = person.art;
  return portrait
    ? { style: "portrait", palette, ...portrait }
    : { style: "monogram", palette, initials: initialsOf(person.name) };
}

/**
 * The person's picture of that kind as a PNG, drawn from their art at the size of the largest
 * rendition, or at half of it for the crowd: their pictures are seen small, in lists, and drawing
 * fewer pixels keeps the start quick.
 */
async function drawDemoImage(person: DemoPerson, kind: ImageKind, small: boolean): Promise<Buffer> {
  const scale = small ? 0.5 : 1;
  const svg =
    kind === "profile"
      ? portraitSvg(portraitArt(person), person.handle, PORTRAIT_PIXELS * scale)
      : titleSvg({ ...person.art.title, palette: person.art.palette }, person.handle, TITLE_PIXELS * scale);
  return drawPng(svg);
}

/**
 * A profile and a title image for every hand-written demo person, and the crowd's pictures (most
 * have a profile picture, some a title image), drawn from SVG and stored by the upload path itself,
 * so renditions, files and rows are what an upload makes. Runs once: when any demo person has a
 * picture, the demo profiles are left as their users keep them.
 */
export async function seedDemoImages(deps: ImageDeps): Promise<void> {
  const ids = await demoUserIdsToSeed(deps.db, profileImages.userId);
  if (!ids) return;
  const planned = [
    ...DEMO_PEOPLE.map((person) => ({ person, kinds: ["profile", "title"] as ImageKind[], small: false })),
    ...DEMO_CROWD.map((person) => ({ person, kinds: person.pictures, small: true })),
  ];
  const todo = planned.flatMap(({ person, kinds, small }) => {
    const userId = ids.get(person.handle);
    return userId === undefined ? [] : kinds.map((kind) => ({ person, userId, kind, small }));
  });
  // Drawing and encoding run on sharp's worker threads; a few at a time keep them busy without a queue of big bitmaps.
  await forEachConcurrently(todo, 4, async ({ person, userId, kind, small }) => {
    const bytes = await drawDemoImage(person, kind, small);
    await replaceImage(deps, userId, kind, { bytes, fileName: `${person.handle}-${kind}.png` });
  });
}
