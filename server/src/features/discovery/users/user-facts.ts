import type { Executor } from "../../../db/connect.ts";
import { scopedLoader } from "../../../platform/reads/request-scope.ts";
import { loadFacts, type UserFacts } from "./facts.ts";
import type { Viewer } from "./visibility.ts";

const EMPTY: Omit<UserFacts, "images"> = {
  profile: null,
  creativeFieldIds: [],
  professions: [],
  followers: 0,
  followings: 0,
  connections: 0,
  premium: false,
  followedByViewer: false,
  blockedByViewer: false,
  viewerConnection: undefined,
};

/** The facts of users as one viewer sees them, each user's read once per page. */
export const userFacts = (db: Executor, viewer: Viewer) =>
  scopedLoader<number, UserFacts>(`user-facts:${viewer?.id ?? "anyone"}`, async (ids) => {
    const loaded = await loadFacts(db, ids, viewer);
    return ids.map((id) => loaded.get(id) ?? { ...EMPTY, images: new Map() });
  });
