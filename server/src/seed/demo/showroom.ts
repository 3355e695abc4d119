import { type CreationType, type EmbedType, embedCode, type NotificationKey } from "@atelier/common";
import { inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/connect.ts";
import {
  creationCoCreators,
  creationFields,
  creationSkills,
  creations,
  creationWeblinks,
  likes,
  notifications,
} from "../../db/schema/index.ts";
import { freeSlug, slugify } from "../../features/discovery/users/slugs.ts";
import type { NotificationData } from "../../features/notifications/service.ts";
import { startFeaturedPeriod } from "../../features/showroom/featured/featured.ts";
import { addEmbed, addImage } from "../../features/showroom/media/service.ts";
import { itemPagePath } from "../../features/showroom/paths.ts";
import { CREATION_RESOURCE_TYPES } from "../../features/showroom/policy.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { demoIdOf, demoUserIdsToSeed } from "./accounts.ts";
import { drawPng, type Palette, seededRandom } from "./art-kit.ts";
import { forEachConcurrently } from "./concurrently.ts";
import { CROWD_WORK_PIXELS, DEMO_CROWD, DEMO_WORLD } from "./crowd.ts";
import { DEMO_PEOPLE, type DemoPerson } from "./people.ts";
import { type Lookup, vocabulary } from "./sections.ts";
import { WORLD_FOLLOWS } from "./social.ts";
import { WORK_PIXEL_WIDTH, workSvg } from "./work-art.ts";
import { DEMO_WORKS, type DemoWork } from "./works.ts";

type ShowroomDeps = Pick<AppDeps, "db" | "storage" | "log" | "config">;

const DAY = 24 * 60 * 60 * 1000;

/** A demo work placed in time and order, before it is stored. */
interface PlannedWork {
  person: DemoPerson;
  ownerId: number;
  work: DemoWork;
  slug: string;
  position: number;
  createdAt: Date;
  publishedAt: Date | null;
  /** How wide its pictures are drawn: the crowd's small, for cards and thumbnails. */
  pixels: number;
}

/** A stored demo work with what its pictures and likes need. */
interface StoredWork extends PlannedWork {
  id: number;
}

/** The provider of a pasted player link, by its host; refused unless the provider's endpoint would take it. */
function embedOf(url: string): EmbedType {
  const host = new URL(url).hostname;
  const type: EmbedType = host.endsWith("soundcloud.com")
    ? "soundcloud"
    : host.endsWith("vimeo.com")
      ? "vimeo"
      : "youtube";
  const code = embedCode(type, url);
  if (!code) throw new Error(`The demo data has a ${type} link that is none: ${url}`);
  return type;
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

const handwritten = new Set(DEMO_PEOPLE.map((p) => p.handle));
const crowdWorks = new Map(DEMO_CROWD.map((p) => [p.handle, p.works]));
const follows = new Set(WORLD_FOLLOWS.map(([follower, followee]) => `${follower}|${followee}`));

/**
 * Every demo work placed in time: each hand-written person's newest one to thirteen days ago, the
 * older ones about three weeks apart; drafts were started in the last days and never published.
 * The crowd's works are older, from three weeks to a year ago: the newest work stays the
 * hand-written people's, whose tour the README tells.
 */
async function planWorks(db: Database, ids: Map<string, number>): Promise<PlannedWork[]> {
  const now = Date.now();
  const placed = DEMO_WORLD.flatMap((person, p) => {
    const inCrowd = !handwritten.has(person.handle);
    const works = (inCrowd ? crowdWorks.get(person.handle) : DEMO_WORKS[person.handle]) ?? [];
    const random = seededRandom(`works:${person.handle}`);
    const positions: Record<CreationType, number> = { showroom: 0, gallery: 0 };
    let shown = 0;
    return works.map((work) => {
      checkWork(person, work);
      const daysAgo = inCrowd
        ? random.between(21, 365)
        : work.draft
          ? random.between(0.5, 4)
          : 1 + (p % 7) + shown++ * 21 + random.between(0, 6);
      const createdAt = new Date(now - daysAgo * DAY);
      return {
        person,
        ownerId: demoIdOf(ids, person.handle),
        work,
        position: positions[work.type]++,
        createdAt,
        publishedAt: work.draft ? null : new Date(createdAt.getTime() + random.between(1, 20) * 60 * 60 * 1000),
        pixels: inCrowd ? CROWD_WORK_PIXELS : WORK_PIXEL_WIDTH,
      };
    });
  });
  const planned: PlannedWork[] = [];
  // Slugs as new items take them, free of those stored; the demo titles differ, so none of the batch collide.
  for (const w of placed) {
    const slug = await freeSlug(db, creations.slug, slugify(w.work.title, "item"));
    if (planned.some((p) => p.slug === slug)) throw new Error(`Two demo works are called "${w.work.title}"`);
    planned.push({ ...w, slug });
  }
  return planned;
}

/**
 * Who liked a published work: most of the owner's followers and now and then someone else, never
 * the owner; the same people on every seeding. The hand-written people's works are liked among
 * themselves; the crowd's works by some who follow, and seldom by a passer-by, so the showroom's
 * most liked and the featured creatives stay mostly the hand-written people's.
 */
function likersOf(work: PlannedWork): { handle: string; at: number }[] {
  if (!work.publishedAt) return [];
  const random = seededRandom(`likes:${work.slug}`);
  const since = work.publishedAt.getTime();
  const known = handwritten.has(work.person.handle);
  return (known ? DEMO_PEOPLE : DEMO_WORLD).flatMap(({ handle }) => {
    if (handle === work.person.handle) return [];
    const following = follows.has(`${handle}|${work.person.handle}`);
    const chance = known ? (following ? 0.6 : 0.12) : following ? 0.35 : 0.004;
    if (random.next() >= chance) return [];
    return [{ handle, at: since + random.between(0.05, 0.9) * (Date.now() - since) }];
  });
}

type Told = typeof notifications.$inferInsert;

/** A notification about a work, told to `userId` of what `actorId` did at `createdAt`. */
const tell = (work: StoredWork, key: NotificationKey, userId: number, actorId: number, createdAt: Date): Told => ({
  userId,
  key,
  actorId,
  createdAt,
  subjectType: CREATION_RESOURCE_TYPES[work.work.type],
  subjectId: work.id,
  data: {
    titles: { en: work.work.title, de: work.work.title },
    path: itemPagePath({ type: work.work.type, slug: work.slug }),
  } satisfies NotificationData,
});

/**
 * Writes the works with their creative fields, skills, links, co-creators and likes (each like
 * count as many as its likes) in the caller's transaction; answers them with their ids, and the
 * notifications they would have caused.
 */
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
  const stored = planned.map((w) => ({ ...w, id: demoIdOf(idBySlug, w.slug) }));

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
      userId: demoIdOf(ids, c.handle),
      role: c.role,
      createdAt: w.createdAt,
      confirmedAt: c.confirmed ? new Date(w.createdAt.getTime() + DAY) : null,
    })),
  );
  const likeRows = stored.flatMap((w) =>
    (likers.get(w.slug) ?? []).map((l) => ({
      creationId: w.id,
      userId: demoIdOf(ids, l.handle),
      createdAt: new Date(l.at),
    })),
  );
  // Every list has rows: the demo data names fields, skills, links, co-creators and likes somewhere.
  await tx.insert(creationFields).values(fieldRows);
  await tx.insert(creationSkills).values(skillRows);
  await tx.insert(creationWeblinks).values(linkRows);
  await tx.insert(creationCoCreators).values(coCreatorRows);
  await tx.insert(likes).values(likeRows);

  const byId = new Map(stored.map((w) => [w.id, w]));
  const about = (creationId: number) => byId.get(creationId) as StoredWork;
  const told: Told[] = [
    ...likeRows.map((l) => tell(about(l.creationId), "new_like", about(l.creationId).ownerId, l.userId, l.createdAt)),
    ...coCreatorRows.map((c) =>
      tell(about(c.creationId), "added_as_co_creator", c.userId, about(c.creationId).ownerId, c.createdAt),
    ),
  ];
  // Followers heard of the showroom items of the last two weeks; older news has scrolled away.
  const recent = Date.now() - 14 * DAY;
  for (const w of stored) {
    if (w.work.type !== "showroom" || !w.publishedAt || w.publishedAt.getTime() < recent) continue;
    for (const [follower, followee] of WORLD_FOLLOWS) {
      if (followee === w.person.handle)
        told.push(tell(w, "new_showroom_item", demoIdOf(ids, follower), w.ownerId, w.publishedAt));
    }
  }
  return { stored, told };
}

/** The colours of a work's pictures: the owner's own, with the accents swapped on every other work. */
function paletteOf(work: StoredWork): Palette {
  const [deep, primary, secondary, light] = work.person.art.palette;
  return work.position % 2 === 0 ? [deep, primary, secondary, light] : [deep, secondary, primary, light];
}

/**
 * The showroom of the demo world: showroom and gallery items of the demo creatives with drawn
 * pictures stored as uploads, players, skills, links, co-creators (confirmed and pending), likes
 * between the demo people, drafts of the demo account, a featured field now and one just ended,
 * and the notifications all this would have caused. Runs once: when any demo person has an
 * item, the demo showroom is left as its users keep it.
 */
export async function seedDemoShowroom(deps: ShowroomDeps): Promise<void> {
  const { db } = deps;
  const ids = await demoUserIdsToSeed(db, creations.ownerId);
  if (!ids) return;

  const [named, planned] = await Promise.all([vocabulary(db), planWorks(db, ids)]);
  const now = Date.now();
  const stored = await db.transaction(async (tx) => {
    const { stored, told } = await storeWorks(tx, planned, ids, named);
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

  // The rotation's own choice, twice over: a period that ended lately, and the one running now.
  const length = deps.config.featuredPeriodMs;
  const current = now - Math.min(2 * DAY, length / 2);
  for (const startsAt of [current - length, current]) {
    await startFeaturedPeriod(db, { lengthMs: length, now: new Date(startsAt) });
  }

  // Each item's pictures in order, then its player; several items at a time keep sharp's threads busy.
  await forEachConcurrently(stored, 3, async (work) => {
    for (const [position, picture] of work.work.pictures.entries()) {
      const bytes = await drawPng(workSvg(picture, paletteOf(work), `${work.slug}:${position}`, work.pixels));
      await addImage(deps, work.work.type, work.id, work.ownerId, {
        bytes,
        fileName: `${work.slug}-${position + 1}.png`,
      });
    }
    if (work.work.embed) {
      await addEmbed(deps, work.work.type, work.id, work.ownerId, {
        type: embedOf(work.work.embed),
        input: work.work.embed,
      });
    }
  });
  // Adding media marks an item changed; the demo items were last changed when they were published.
  await db
    .update(creations)
    .set({ updatedAt: sql`coalesce(${creations.publishedAt}, ${creations.createdAt})` })
    .where(
      inArray(
        creations.id,
        stored.map((w) => w.id),
      ),
    );
}
