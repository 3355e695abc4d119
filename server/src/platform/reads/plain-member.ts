import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { preparedStatement } from "../../db/prepared.ts";
import { connections, creationCoCreators, userBlocks, users } from "../../db/schema/index.ts";

/**
 * Whether a member is plain: listed like anyone (complete, confirmed, active, not "connections
 * only"), in no block either way, shown no "connections only" profile, and asked to confirm no
 * co-creation (an item shows its unconfirmed co-creators to them alone). The visibility rule then
 * grants them what it grants every member, no more and no less, so whatever is kept as any member
 * sees it (a list, a page) is theirs to see, and only their own standing (follows, connections,
 * likes) tells them apart.
 */
export function plainMember(viewer: Placeholder | SQL): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${users} where ${users.id} = ${viewer} and ${users.deactivatedAt} is null and ${users.complete} and ${users.confirmedAt} is not null and ${users.profileVisibility} <> 'connections')
        and not exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${viewer})
        and not exists (select 1 from ${userBlocks} where ${userBlocks.blockedId} = ${viewer})
        and not exists (select 1 from ${users} where ${users.profileVisibility} = 'connections' and ${users.id} in (
          select ${connections.connecteeId} from ${connections} where ${connections.requesterId} = ${viewer} and ${connections.status} = 'confirmed'
          union all select ${connections.requesterId} from ${connections} where ${connections.connecteeId} = ${viewer}))
        and not exists (select 1 from ${creationCoCreators} where ${creationCoCreators.userId} = ${viewer} and ${creationCoCreators.confirmedAt} is null))`;
}

const plainStatement = preparedStatement("plain-member", (db, name) =>
  db
    .select({ plain: plainMember(sql.placeholder("viewer")) })
    .from(sql`(values (1)) as one(x)`)
    .prepare(name),
);

export async function isPlainMember(db: Executor, userId: number): Promise<boolean> {
  const [row] = await plainStatement(db).execute({ viewer: userId });
  return row?.plain === true;
}
