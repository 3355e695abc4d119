import { camelKeys, snakeKeys, toCamel, toSnake } from "@atelier/common/case";
import type { Document, Relationship, Resource, ResourceIdentifier } from "@atelier/common/jsonapi";

/** A resource as the cache keeps it: attributes and relationships exactly as on the wire. */
export interface StoredRecord {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, Relationship>;
  links?: Record<string, string | null>;
  meta?: Record<string, unknown>;
}

/** A resource as components read it: camelCase attributes, included relationships nested. */
export type Denormalized = { id: string; type: string } & Record<string, unknown>;

export interface DenormalizeOptions {
  /** Relationship paths to nest, JSON:API style: `location`, `owner.location`. */
  include?: readonly string[];
}

const keyOf = (type: string, id: string) => `${type}:${id}`;

function isEmptyLinkage(rel: Relationship | undefined): boolean {
  if (!rel || rel.data === undefined || rel.data === null) return true;
  return Array.isArray(rel.data) && rel.data.length === 0;
}

/**
 * Merges a newer copy of a resource into the older one. Attributes of the newer copy win; a
 * relationship that is empty in the newer copy (data null, [] or missing) keeps the older linkage,
 * because replies that did not load a relationship send it empty (spec 000 section 3).
 */
export function mergeRecord(older: StoredRecord | undefined, newer: Resource): StoredRecord {
  const relationships: Record<string, Relationship> = { ...older?.relationships };
  for (const [name, rel] of Object.entries(newer.relationships ?? {})) {
    if (isEmptyLinkage(rel) && !isEmptyLinkage(older?.relationships[name])) continue;
    relationships[name] = rel;
  }
  return {
    type: newer.type,
    id: String(newer.id),
    attributes: { ...older?.attributes, ...newer.attributes },
    relationships,
    links: newer.links ?? older?.links,
    meta: newer.meta ?? older?.meta,
  };
}

function groupIncludes(include: readonly string[]): Map<string, string[]> {
  const byHead = new Map<string, string[]>();
  for (const path of include) {
    const [head, ...rest] = path.split(".");
    if (!head) continue;
    const nested = byHead.get(head) ?? [];
    if (rest.length > 0) nested.push(rest.join("."));
    byHead.set(head, nested);
  }
  return byHead;
}

/** Resources normalized by type and id, shared by every query (spec 000 section 3). */
export class JsonApiStore {
  private records = new Map<string, StoredRecord>();
  private listeners = new Set<() => void>();
  /** Writes per type, so a read can tell whether anything it looked at changed. */
  private typeVersions = new Map<string, number>();
  private cleared = 0;
  /** The types the read under way looks at (`track`). */
  private reading: Set<string> | null = null;
  /** The records the page's HTML was drawn from, where they have changed since (`holdDrawn`). */
  private drawn: JsonApiStore | null = null;

  /**
   * Keeps the records as they are now for the parts of the page that hydrate later (a lazy part):
   * a page kept for all members was drawn from them, and what its member's arrival lays over them
   * would not match its HTML. Records are replaced, never changed, so a copy of the map will do.
   */
  holdDrawn(): void {
    if (this.drawn) return;
    const drawn = new JsonApiStore();
    drawn.records = new Map(this.records);
    drawn.typeVersions = new Map(this.typeVersions);
    drawn.cleared = this.cleared;
    this.drawn = drawn;
  }

  /** The records the page's HTML was drawn from: this store, unless `holdDrawn` kept them. */
  drawnView(): JsonApiStore {
    return this.drawn ?? this;
  }

  /** Adds a document's data and included resources; returns the identifiers of its primary data. */
  merge(document: Pick<Document, "data" | "included"> | null | undefined): ResourceIdentifier[] {
    if (!document) return [];
    const primary = document.data === null ? [] : Array.isArray(document.data) ? document.data : [document.data];
    const all = [...primary, ...(document.included ?? [])].filter(
      (r): r is Resource => typeof r === "object" && r !== null && typeof r.type === "string" && r.id !== undefined,
    );
    for (const resource of all) {
      const key = keyOf(resource.type, String(resource.id));
      this.records.set(key, mergeRecord(this.records.get(key), resource));
      this.typeVersions.set(resource.type, (this.typeVersions.get(resource.type) ?? 0) + 1);
    }
    if (all.length > 0) this.changed();
    return primary.map((r) => ({ type: r.type, id: String(r.id) }));
  }

  /** The ids of the stored resources of a type. */
  idsOf(type: string): string[] {
    const prefix = keyOf(type, "");
    return [...this.records.keys()].filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
  }

  get(type: string, id: string): StoredRecord | undefined {
    this.reading?.add(type);
    return this.records.get(keyOf(type, id));
  }

  /**
   * Sets one relationship of a stored resource to exactly this linkage, an empty one too, where a
   * merge would keep the older linkage (a file taken back from a message). Nothing for a resource
   * not stored.
   */
  relate(type: string, id: string, name: string, data: Relationship["data"]): void {
    const key = keyOf(type, id);
    const record = this.records.get(key);
    if (!record) return;
    this.records.set(key, { ...record, relationships: { ...record.relationships, [name]: { data } } });
    this.typeVersions.set(type, (this.typeVersions.get(type) ?? 0) + 1);
    this.changed();
  }

  remove(type: string, id: string): void {
    if (!this.records.delete(keyOf(type, id))) return;
    this.typeVersions.set(type, (this.typeVersions.get(type) ?? 0) + 1);
    this.changed();
  }

  clear(): void {
    this.records.clear();
    this.cleared += 1;
    this.changed();
  }

  /** Runs a read and names the types it looked at, for `stampOf`. */
  track<T>(read: () => T): { value: T; types: ReadonlySet<string> } {
    const outer = this.reading;
    const types = new Set<string>();
    this.reading = types;
    try {
      return { value: read(), types };
    } finally {
      this.reading = outer;
      for (const type of types) outer?.add(type);
    }
  }

  /** Changes whenever a record of one of these types is written, removed or cleared away. */
  stampOf(types: ReadonlySet<string>): string {
    let writes = 0;
    for (const type of types) writes += this.typeVersions.get(type) ?? 0;
    return `${this.cleared}:${writes}`;
  }

  denormalize<T extends object = Denormalized>(type: string, id: string, options: DenormalizeOptions = {}): T | null {
    return this.build(type, id, groupIncludes(options.include ?? []), new Set()) as T | null;
  }

  denormalizeAll<T extends object = Denormalized>(
    refs: readonly ResourceIdentifier[],
    options: DenormalizeOptions = {},
  ) {
    const out: T[] = [];
    for (const ref of refs) {
      const item = this.denormalize<T>(ref.type, ref.id, options);
      if (item) out.push(item);
    }
    return out;
  }

  /** A document's primary data as a list: each resource of it, or the one, or none. */
  denormalizeData<T extends object = Denormalized>(
    data: Document["data"] | undefined,
    options: DenormalizeOptions = {},
  ): T[] {
    const resources = Array.isArray(data) ? data : data ? [data] : [];
    return this.denormalizeAll<T>(
      resources.map((r) => ({ type: r.type, id: String(r.id) })),
      options,
    );
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  private build(type: string, id: string, include: Map<string, string[]>, seen: Set<string>): Denormalized | null {
    const record = this.get(type, id);
    if (!record) return null;
    const out: Denormalized = { ...camelKeys<Record<string, unknown>>(record.attributes), id, type };
    // A cycle (a user's location's users…) stops at the first repeat instead of recursing forever.
    const path = new Set(seen).add(keyOf(type, id));
    for (const [name, nested] of include) {
      const linkage = record.relationships[name]?.data;
      if (linkage === undefined) continue;
      const next = groupIncludes(nested);
      const resolve = (ref: ResourceIdentifier) =>
        path.has(keyOf(ref.type, ref.id)) ? null : this.build(ref.type, ref.id, next, path);
      out[toCamel(name)] = Array.isArray(linkage)
        ? linkage.map(resolve).filter((r): r is Denormalized => r !== null)
        : linkage === null
          ? null
          : resolve(linkage);
    }
    return out;
  }
}

export interface ResourceInput {
  id?: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, ResourceIdentifier | ResourceIdentifier[] | null>;
}

/** The write side: a JSON:API document with snake_case attribute and relationship names. */
export function toResourceDocument(type: string, input: ResourceInput) {
  const relationships = input.relationships
    ? Object.fromEntries(Object.entries(input.relationships).map(([name, data]) => [toSnake(name), { data }]))
    : undefined;
  return {
    data: {
      type,
      ...(input.id !== undefined ? { id: input.id } : {}),
      attributes: snakeKeys<Record<string, unknown>>(input.attributes ?? {}),
      ...(relationships ? { relationships } : {}),
    },
  };
}
