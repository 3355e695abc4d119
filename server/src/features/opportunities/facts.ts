import { inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { qualified } from "../../db/qualified.ts";
import {
  bookmarks,
  opportunities,
  opportunityAddenda,
  opportunityApplications,
  opportunityFields,
  opportunityMaterials,
  opportunitySkills,
  storedFiles,
} from "../../db/schema/index.ts";
import type { Viewer } from "../discovery/users/visibility.ts";
import type { OpportunityRow } from "./policy.ts";

export interface MaterialFacts {
  id: number;
  name: string;
  contentType: string;
  byteSize: number;
  createdAt: string;
}

export interface AddendumFacts {
  id: number;
  content: string;
  createdAt: string;
}

/** An opportunity with what its card or page shows beside its own columns, as the viewer sees it. */
export interface OpportunityFacts extends OpportunityRow {
  fieldIds: number[];
  skillIds: number[];
  /** The viewer's own: whether they saved it, and when they applied. */
  bookmarked: boolean;
  appliedAt: Date | null;
  /** The owner's: applications since they last checked. */
  newApplications: number;
  /** Only when asked for: a page shows them, a card does not. */
  materials: MaterialFacts[];
  addenda: AddendumFacts[];
}

/** An application its opportunity's owner has not checked yet (PATCH …/checked), as a condition on both rows. */
export const newToOwner = sql`${qualified(opportunityApplications.createdAt)} > coalesce(${qualified(opportunities.applicantsCheckedAt)}, '-infinity')`;

const idsOf = (table: SQL, column: SQL, key: SQL) =>
  sql<
    number[]
  >`(select coalesce(json_agg(${column} order by ${column}), '[]') from ${table} where ${key} = ${qualified(opportunities.id)})`;

/**
 * Opportunities by id with their parts and the viewer's own marks, in one statement: creative
 * fields and skills (and, for a page, materials and addenda) as JSON beside each row.
 */
export async function opportunityFacts(
  db: Executor,
  ids: readonly number[],
  viewer: Viewer,
  { withParts = false } = {},
): Promise<Map<number, OpportunityFacts>> {
  if (ids.length === 0) return new Map();
  const viewerId = viewer?.id ?? 0;
  const id = qualified(opportunities.id);
  const rows = await db
    .select({
      row: opportunities,
      fieldIds: idsOf(
        sql`${opportunityFields}`,
        sql`${opportunityFields.creativeFieldId}`,
        sql`${opportunityFields.opportunityId}`,
      ),
      skillIds: idsOf(
        sql`${opportunitySkills}`,
        sql`${opportunitySkills.skillId}`,
        sql`${opportunitySkills.opportunityId}`,
      ),
      bookmarked: sql<boolean>`exists (select 1 from ${bookmarks} where ${bookmarks.opportunityId} = ${id} and ${bookmarks.ownerId} = ${viewerId})`,
      appliedAt: sql<string | null>`(select ${opportunityApplications.createdAt} from ${opportunityApplications}
        where ${opportunityApplications.opportunityId} = ${id} and ${opportunityApplications.applicantId} = ${viewerId})`,
      newApplications:
        sql<number>`case when ${opportunities.ownerId} = ${viewerId} then (select count(*) from ${opportunityApplications}
        where ${opportunityApplications.opportunityId} = ${id} and ${newToOwner}) else 0 end`.mapWith(Number),
      materials: withParts
        ? sql<MaterialFacts[]>`(select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name,
            'contentType', f.content_type, 'byteSize', f.byte_size, 'createdAt', m.created_at) order by m.id), '[]')
            from ${opportunityMaterials} m join ${storedFiles} f on f.id = m.file_id where m.opportunity_id = ${id})`
        : sql<MaterialFacts[]>`'[]'::json`,
      addenda: withParts
        ? sql<AddendumFacts[]>`(select coalesce(json_agg(json_build_object('id', a.id, 'content', a.content,
            'createdAt', a.created_at) order by a.id), '[]') from ${opportunityAddenda} a where a.opportunity_id = ${id})`
        : sql<AddendumFacts[]>`'[]'::json`,
    })
    .from(opportunities)
    .where(inArray(opportunities.id, [...ids]));
  return new Map(
    rows.map(({ row, appliedAt, ...parts }) => [
      row.id,
      { ...row, ...parts, appliedAt: appliedAt === null ? null : new Date(appliedAt) },
    ]),
  );
}

/** The facts of one opportunity, with its materials and addenda. */
export async function oneOpportunityFacts(
  db: Executor,
  row: OpportunityRow,
  viewer: Viewer,
): Promise<OpportunityFacts> {
  const facts = (await opportunityFacts(db, [row.id], viewer, { withParts: true })).get(row.id);
  if (!facts) throw new Error(`opportunity ${row.id} vanished while read`);
  return facts;
}
