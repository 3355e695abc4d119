import { type CreationType, type EmbedType, embedCode, type NotificationKey } from "@atelier/common";
import { eq, inArray, like, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/connect.ts";
import {
  creationCoCreators,
  creationFields,
  creationMedia,
  creationSkills,
  creations,
  creationWeblinks,
  featuredEntries,
  featuredPeriods,
  likes,
  notifications,
} from "../../db/schema/index.ts";
import { slugify } from "../../features/discovery/users/slugs.ts";
import { MEDIA_WIDTHS } from "../../features/showroom/media/present.ts";
import { CREATION_RESOURCE_TYPES } from "../../features/showroom/policy.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { newStorageKey } from "../../platform/storage/storage.ts";
import {
  IMAGE_KINDS,
  IMAGE_LIMITS,
  inspectImage,
  normalizeImage,
  renderWidths,
} from "../../platform/uploads/images.ts";
import { insertStoredFile, type NewObject, storeThenRecord } from "../../platform/uploads/store.ts";
import { demoUserIds } from "./accounts.ts";
import { drawPng, type Palette, seededRandom } from "./art-kit.ts";
import { forEachConcurrently } from "./concurrently.ts";
import { DEMO_PEOPLE, type DemoPerson } from "./people.ts";
import { type Lookup, vocabulary } from "./sections.ts";
import { FOLLOWS } from "./social.ts";
import { type WorkPicture, workSvg } from "./work-art.ts";
import { DEMO_WORKS, type DemoWork } from "./works.ts";

type ShowroomDeps = Pick<AppDeps, "db" | "storage" | "log">;

const DAY = 24 * 60 * 60 * 1000;
const WEBP = "image/webp";

/** The creative field featured now, and the one featured the week before. */
export const DEMO_FEATURED_FIELDS = { current: "illustration", previous: "film-video" } as const;

/** A demo work placed in time and order, before it is stored. */
interface PlannedWork {
  person: DemoPerson;
  ownerId: number;
  work: DemoWork;
  slug: string;
  position: number;
  createdAt: Date;
  publishedAt: Date | null;
}

/** A stored demo work with what its pictures and likes need. */
interface StoredWork extends PlannedWork {
  id: number;
}

const idOf = (ids: Map<string, number>, handle: string) => {
  const id = ids.get(handle);
  if (id === undefined) throw new Error(`The demo person ${handle} is missing`);
  return id;
};

/** The provider and code of a pasted player link, found as the embed endpoints find them. */
function embedOf(url: string): { type: EmbedType; code: string } {
  const host = new URL(url).hostname;
  const type: EmbedType = host.endsWith("soundcloud.com")
    ? "soundcloud"
    : host.endsWith("vimeo.com")
      ? "vimeo"
      : "youtube";
  const code = embedCode(type, url);
  if (!code) throw new Error(`The demo data has a ${type} link that is none: ${url}`);
  return { type, code };
}

/** Refuses demo data that names fields or skills its owner does not have, or too few or many pictures. */
function checkWork(person: DemoPerson, work: DemoWork): void {
  const fields = new Set(person.fields.map((f) => f.field));
  const skills = new Set(person.fields.flatMap((f) => f.skills));
  const strange = [
    ...(work.fields ?? []).filter((f) => !fields.has(f)),
    ...(work.skills ?? []).filter((s) => !skills.has(s)),
  ];
  if (strange.length > 0) throw new Error(`${person.handle}'s "${work.title}" names what they lack: ${strange}`);
  if (work.pictures.length < 1 || work.pictures.length > 4) {
    throw new Error(`${person.handle}'s "${work.title}" needs one to four pictures`);
  }
  if (work.embed) embedOf(work.embed);
}

/**
 * Slugs from the titles, each free among the creations already stored and the others of the batch:
 * the title's slug, else the lowest free numeric suffix from 2.
 */
async function freeSlugs(db: Database, titles: readonly string[]): Promise<string[]> {
  const bases = titles.map((title) => slugify(title));
  const lower = sql`lower(${creations.slug})`;
  const rows = await db
    .select({ slug: lower.mapWith(String) })
    .from(creations)
    .where(or(...[...new Set(bases)].flatMap((b) => [eq(lower, b), like(lower, `${b}-%`)])));
  const taken = new Set(rows.map((r) => r.slug));
  return bases.map((base) => {
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}

/**
 * Every demo work placed in time: each person's newest a day or a week ago, the older ones about
 * three weeks apart; drafts were started in the last days and never published.
 */
async function planWorks(db: Database, ids: Map<string, number>): Promise<PlannedWork[]> {
  const now = Date.now();
  const placed = DEMO_PEOPLE.flatMap((person, p) => {
    const works = DEMO_WORKS[person.handle] ?? [];
    const random = seededRandom(`works:${person.handle}`);
    const positions: Record<CreationType, number> = { showroom: 0, gallery: 0 };
    let shown = 0;
    return works.map((work) => {
      checkWork(person, work);
      const daysAgo = work.draft ? random.between(0.5, 4) : 1 + (p % 7) + shown++ * 21 + random.between(0, 6);
      const createdAt = new Date(now - daysAgo * DAY);
      return {
        person,
        ownerId: idOf(ids, person.handle),
        work,
        position: positions[work.type]++,
        createdAt,
        publishedAt: work.draft ? null : new Date(createdAt.getTime() + random.between(1, 20) * 60 * 60 * 1000),
      };
    });
  });
  const slugs = await freeSlugs(
    db,
    placed.map((w) => w.work.title),
  );
  return placed.map((w, i) => ({ ...w, slug: slugs[i] }));
}

/**
 * Who liked a published work: most of the owner's followers and now and then someone else, never
 * the owner; the same people on every seeding.
 */
function likersOf(work: PlannedWork): { handle: string; at: number }[] {
  if (!work.publishedAt) return [];
  const random = seededRandom(`likes:${work.slug}`);
  const since = work.publishedAt.getTime();
  return DEMO_PEOPLE.flatMap(({ handle }) => {
    if (handle === work.person.handle) return [];
    const follows = FOLLOWS[handle]?.includes(work.person.handle) ?? false;
    if (random.next() >= (follows ? 0.6 : 0.12)) return [];
    return [{ handle, at: since + random.between(0.05, 0.9) * (Date.now() - since) }];
  });
}

type Told = typeof notifications.$inferInsert;

async function storeWorks(
  tx: Transaction,
  planned: readonly PlannedWork[],
  ids: Map<string, number>,
  named: Lookup,
): Promise<{ stored: StoredWork[]; told: Told[] }> {
  const likers = new Map(planned.map((w) => [w.slug, likersOf(w)]));
  const rows = await tx
    .insert(creations)
    .values(
      planned.map((w) => ({
        type: w.work.type,
        ownerId: w.ownerId,
        slug: w.slug,
        title: w.work.title,
        description: w.work.description,
        status: w.publishedAt ? ("published" as const) : ("draft" as const),
        position: w.position,
        seedRank: Math.floor(seededRandom(`rank:${w.slug}`).next() * 2 ** 31),
        likesCount: likers.get(w.slug)?.length ?? 0,
        publishedAt: w.publishedAt,
        createdAt: w.createdAt,
        updatedAt: w.publishedAt ?? w.createdAt,
      })),
    )
    .returning({ id: creations.id, slug: creations.slug });
  const idBySlug = new Map(rows.map((r) => [r.slug, r.id]));
  const stored = planned.map((w) => ({ ...w, id: idOf(idBySlug, w.slug) }));

  const fieldRows = stored.flatMap((w) =>
    (w.work.fields ?? []).map((field) => ({ creationId: w.id, creativeFieldId: named("field", field) })),
  );
  const skillRows = stored.flatMap((w) =>
    (w.work.skills ?? []).map((skill) => ({
      creationId: w.id,
      skillId: named("skill", skill),
      createdAt: w.createdAt,
    })),
  );
  const linkRows = stored.flatMap((w) =>
    (w.work.links ?? []).map((url, position) => ({ creationId: w.id, url, position })),
  );
  const coCreatorRows = stored.flatMap((w) =>
    (w.work.coCreators ?? []).map((c) => ({
      creationId: w.id,
      userId: idOf(ids, c.handle),
      role: c.role,
      createdAt: w.createdAt,
      confirmedAt: c.confirmed ? new Date(w.createdAt.getTime() + DAY) : null,
    })),
  );
  const likeRows = stored.flatMap((w) =>
    (likers.get(w.slug) ?? []).map((l) => ({
      creationId: w.id,
      userId: idOf(ids, l.handle),
      createdAt: new Date(l.at),
    })),
  );
  for (const [table, values] of [
    [creationFields, fieldRows],
    [creationSkills, skillRows],
    [creationWeblinks, linkRows],
    [creationCoCreators, coCreatorRows],
    [likes, likeRows],
  ] as const) {
    if (values.length > 0) await tx.insert(table).values(values as never);
  }

  const subject = (w: StoredWork) => ({ subjectType: CREATION_RESOURCE_TYPES[w.work.type], subjectId: w.id });
  const byId = new Map(stored.map((w) => [w.id, w]));
  const told: Told[] = [
    ...likeRows.map((l) => {
      const w = byId.get(l.creationId) as StoredWork;
      return {
        userId: w.ownerId,
        key: "new_like" as NotificationKey,
        actorId: l.userId,
        createdAt: l.createdAt,
        ...subject(w),
      };
    }),
    ...coCreatorRows.map((c) => {
      const w = byId.get(c.creationId) as StoredWork;
      return {
        userId: c.userId,
        key: "added_as_co_creator" as NotificationKey,
        actorId: w.ownerId,
        createdAt: c.createdAt,
        ...subject(w),
      };
    }),
  ];
  // Followers heard of the showroom items of the last two weeks; older news has scrolled away.
  const recent = Date.now() - 14 * DAY;
  for (const w of stored) {
    if (w.work.type !== "showroom" || !w.publishedAt || w.publishedAt.getTime() < recent) continue;
    for (const [follower, followees] of Object.entries(FOLLOWS)) {
      if (!followees.includes(w.person.handle)) continue;
      told.push({
        userId: idOf(ids, follower),
        key: "new_showroom_item",
        actorId: w.ownerId,
        createdAt: w.publishedAt,
        ...subject(w),
      });
    }
  }
  return { stored, told };
}

/**
 * A featured period of a creative field from `startsAt`, a week long: the field's demo creatives,
 * each with their most liked published showroom item in the field, the most liked first.
 */
async function featurePeriod(
  tx: Transaction,
  field: string,
  startsAt: Date,
  stored: readonly StoredWork[],
  ids: Map<string, number>,
  named: Lookup,
): Promise<Told[]> {
  const creationId = (handle: string) =>
    stored
      .filter((w) => w.person.handle === handle && w.publishedAt && w.work.fields?.includes(field))
      .map((w) => ({ id: w.id, likes: likersOf(w).length }))
      .sort((a, b) => b.likes - a.likes)[0];
  const creatives = DEMO_PEOPLE.filter((p) => p.roles.includes("creative") && p.fields.some((f) => f.field === field))
    .map((p) => ({ userId: idOf(ids, p.handle), best: creationId(p.handle) }))
    .sort((a, b) => (b.best?.likes ?? -1) - (a.best?.likes ?? -1));
  const [period] = await tx
    .insert(featuredPeriods)
    .values({
      creativeFieldId: named("field", field),
      startsAt,
      endsAt: new Date(startsAt.getTime() + 7 * DAY),
      createdAt: startsAt,
    })
    .returning({ id: featuredPeriods.id });
  await tx.insert(featuredEntries).values(
    creatives.map((c, position) => ({
      periodId: period.id,
      userId: c.userId,
      creationId: c.best?.id ?? null,
      position,
    })),
  );
  return creatives.map((c) => ({
    userId: c.userId,
    key: "me_featured" as NotificationKey,
    actorId: null,
    subjectType: "featured_periods",
    subjectId: period.id,
    createdAt: startsAt,
  }));
}

/**
 * Stores one picture of an item the way an image upload is stored: checked and cleaned by the
 * upload pipeline, WebP renditions at the media widths, the original as a stored file of the owner.
 */
async function storeImageMedium(deps: ShowroomDeps, work: StoredWork, position: number, bytes: Buffer): Promise<void> {
  await inspectImage(bytes, IMAGE_KINDS, { maxPixels: IMAGE_LIMITS.maxPixels });
  const original = await normalizeImage(bytes, IMAGE_LIMITS.maxPixels);
  const widths = await renderWidths(original, MEDIA_WIDTHS);
  const object = (b: Buffer): NewObject => ({
    key: newStorageKey({ folder: "showroom-media", extension: "webp" }),
    bytes: b,
    contentType: WEBP,
  });
  const originalObject = object(original.bytes);
  const renditions = widths.map((w) => ({ width: w.width, object: object(w.bytes) }));
  await storeThenRecord(deps, [originalObject, ...renditions.map((r) => r.object)], () =>
    deps.db.transaction(async (tx) => {
      const file = await insertStoredFile(tx, {
        object: originalObject,
        ownerId: work.ownerId,
        originalName: `${work.slug}-${position + 1}.webp`,
      });
      await tx.insert(creationMedia).values({
        creationId: work.id,
        type: "image",
        position,
        fileId: file.id,
        renditions: Object.fromEntries(renditions.map((r) => [String(r.width), r.object.key])),
        width: original.width,
        height: original.height,
        createdAt: work.createdAt,
      });
    }),
  );
}

/** The colours of a work's pictures: the owner's own, with the accents swapped on every other work. */
function paletteOf(work: StoredWork): Palette {
  const [deep, primary, secondary, light] = work.person.art.palette;
  return work.position % 2 === 0 ? [deep, primary, secondary, light] : [deep, secondary, primary, light];
}

/**
 * The showroom of the demo world: showroom and gallery items of the demo creatives with drawn
 * pictures stored as uploads, players, skills, links, co-creators (confirmed and pending), likes
 * between the demo people, drafts of the demo account, a featured field now and one the week
 * before, and the notifications all this would have caused. Runs once: when any demo person has an
 * item, the demo showroom is left as its users keep it.
 */
export async function seedDemoShowroom(deps: ShowroomDeps): Promise<void> {
  const { db } = deps;
  const ids = await demoUserIds(db);
  if (ids.size === 0) return;
  const [seeded] = await db
    .select({ id: creations.id })
    .from(creations)
    .where(inArray(creations.ownerId, [...ids.values()]))
    .limit(1);
  if (seeded) return;

  const [named, planned] = await Promise.all([vocabulary(db), planWorks(db, ids)]);
  const now = Date.now();
  const stored = await db.transaction(async (tx) => {
    const { stored, told } = await storeWorks(tx, planned, ids, named);
    told.push(
      ...(await featurePeriod(tx, DEMO_FEATURED_FIELDS.previous, new Date(now - 9 * DAY), stored, ids, named)),
      ...(await featurePeriod(tx, DEMO_FEATURED_FIELDS.current, new Date(now - 2 * DAY), stored, ids, named)),
    );
    // What happened more than a week ago has been seen.
    const seenBefore = now - 7 * DAY;
    await tx.insert(notifications).values(
      told.map((n) => {
        const at = (n.createdAt as Date).getTime();
        return { ...n, readAt: at < seenBefore ? new Date(at + DAY / 4) : null };
      }),
    );
    return stored;
  });

  const pictures = stored.flatMap((work) =>
    work.work.pictures.map((picture: WorkPicture, position) => ({ work, picture, position })),
  );
  // Drawing runs on sharp's threads and encoding on the image workers; a few at a time keep both busy.
  await forEachConcurrently(pictures, 4, async ({ work, picture, position }) => {
    const png = await drawPng(workSvg(picture, paletteOf(work), `${work.slug}:${position}`));
    await storeImageMedium(deps, work, position, png);
  });
  const players = stored.flatMap((w) => {
    if (!w.work.embed) return [];
    const { type, code } = embedOf(w.work.embed);
    return [{ creationId: w.id, type, code, position: w.work.pictures.length, createdAt: w.createdAt }];
  });
  if (players.length > 0) await db.insert(creationMedia).values(players);
}
