import { randomBytes } from "node:crypto";
import { asc } from "drizzle-orm";
import type { Executor } from "../src/db/connect.ts";
import {
  connections,
  follows,
  memberships,
  profiles,
  standardizedProfessions,
  storedFiles,
  userBlocks,
  userProfessions,
  users,
} from "../src/db/schema/index.ts";
import { issueSession } from "../src/platform/auth/sessions.ts";

type UserInsert = typeof users.$inferInsert;

const uniqueHex = () => randomBytes(5).toString("hex");

export async function buildUser(db: Executor, overrides: Partial<UserInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${uniqueHex()}@example.test`,
      name: "Test User",
      complete: true,
      isCreative: true,
      kind: "private",
      confirmedAt: new Date(),
      ...overrides,
    })
    .returning();
  return user;
}

/** A user with a live session; `headers` authenticate a request the way the web client does. */
export async function buildSignedInUser(db: Executor, overrides: Partial<UserInsert> = {}) {
  const user = await buildUser(db, overrides);
  const session = await issueSession(db, user.id);
  return { user, token: session.token, sessionId: session.sessionId, headers: { "x-auth-token": session.token } };
}

/** The given user's id, or a new user's: what every factory below does for a parent left out. */
const userIdOr = async (db: Executor, id: number | undefined) => id ?? (await buildUser(db)).id;

/** A follow; either side left out is a new user. */
export async function buildFollow(db: Executor, columns: Partial<typeof follows.$inferInsert> = {}) {
  const [row] = await db
    .insert(follows)
    .values({
      ...columns,
      followerId: await userIdOr(db, columns.followerId),
      followeeId: await userIdOr(db, columns.followeeId),
    })
    .returning();
  return row;
}

/** A confirmed connection unless `status` says requested; either side left out is a new user. */
export async function buildConnection(db: Executor, columns: Partial<typeof connections.$inferInsert> = {}) {
  const status = columns.status ?? "confirmed";
  const [row] = await db
    .insert(connections)
    .values({
      confirmedAt: status === "confirmed" ? new Date() : null,
      ...columns,
      status,
      requesterId: await userIdOr(db, columns.requesterId),
      connecteeId: await userIdOr(db, columns.connecteeId),
    })
    .returning();
  return row;
}

/** A block; either side left out is a new user. */
export async function buildBlock(db: Executor, columns: Partial<typeof userBlocks.$inferInsert> = {}) {
  const [row] = await db
    .insert(userBlocks)
    .values({
      ...columns,
      blockerId: await userIdOr(db, columns.blockerId),
      blockedId: await userIdOr(db, columns.blockedId),
    })
    .returning();
  return row;
}

/** A profile row with a unique slug, of a new user unless `userId` is given. */
export async function buildProfile(db: Executor, columns: Partial<typeof profiles.$inferInsert> = {}) {
  const [row] = await db
    .insert(profiles)
    .values({ slug: `profile-${uniqueHex()}`, ...columns, userId: await userIdOr(db, columns.userId) })
    .returning();
  return row;
}

/** The record of a stored file (the bytes are not written), owned by nobody unless `ownerId` is given. */
export async function buildStoredFile(db: Executor, columns: Partial<typeof storedFiles.$inferInsert> = {}) {
  const [row] = await db
    .insert(storedFiles)
    .values({ key: `test/${uniqueHex()}.webp`, contentType: "image/webp", byteSize: 1, sha256: "x", ...columns })
    .returning();
  return row;
}

/** A premium membership that started now, of a new user unless `userId` is given. */
export async function buildMembership(db: Executor, columns: Partial<typeof memberships.$inferInsert> = {}) {
  const [row] = await db
    .insert(memberships)
    .values({ plan: "premium", startsAt: new Date(), ...columns, userId: await userIdOr(db, columns.userId) })
    .returning();
  return row;
}

/** A profession on a user's profile: the first of the reference data unless `professionId` is given. */
export async function buildUserProfession(db: Executor, columns: Partial<typeof userProfessions.$inferInsert> = {}) {
  const professionId =
    columns.professionId ??
    (await db.select().from(standardizedProfessions).orderBy(asc(standardizedProfessions.id)).limit(1))[0].id;
  const [row] = await db
    .insert(userProfessions)
    .values({ ...columns, professionId, userId: await userIdOr(db, columns.userId) })
    .returning();
  return row;
}
