/** What the order of a profile's showroom or gallery needs of an item. */
export interface OrderedWork {
  id: string;
  owner?: { id: string } | null;
}

/**
 * A profile's items split into the user's own and those others made with the user as a confirmed
 * co-creator. Only the own ones take part in the user's order; an item whose owner the reply did
 * not include counts as the user's own, as the list is the user's.
 */
export function splitByOwner<T extends OrderedWork>(items: readonly T[], userId: string) {
  const own: T[] = [];
  const coCreated: T[] = [];
  for (const item of items) (item.owner && item.owner.id !== userId ? coCreated : own).push(item);
  return { own, coCreated };
}

/** The items in the order the owner arranged them, while the server has not answered yet. */
export function inOrder<T extends OrderedWork>(items: readonly T[], order: readonly string[] | null): T[] {
  if (!order) return [...items];
  const rank = new Map(order.map((id, index) => [id, index]));
  // Items the arranged order does not know (added meanwhile) keep their place after the known ones.
  return [...items].sort((a, b) => (rank.get(a.id) ?? order.length) - (rank.get(b.id) ?? order.length));
}

/** The ids after moving one item onto another's place; the same list when either is unknown. */
export function moved(ids: readonly string[], from: string, to: string): string[] {
  const a = ids.indexOf(from);
  const b = ids.indexOf(to);
  if (a < 0 || b < 0 || a === b) return [...ids];
  const next = [...ids];
  next.splice(b, 0, ...next.splice(a, 1));
  return next;
}
