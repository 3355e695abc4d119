/** JSON:API 1.1 document shapes as they travel on the wire. */
export const JSONAPI_MEDIA_TYPE = "application/vnd.api+json";

/** The query parameter the web client adds to every call, different each time, so no cache answers it. */
export const CACHE_BUSTING_PARAM = "t";

export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface Relationship {
  data?: ResourceIdentifier | ResourceIdentifier[] | null;
  links?: Record<string, string>;
  meta?: Record<string, unknown>;
}

export interface Resource<A = Record<string, unknown>> {
  type: string;
  id: string;
  attributes: A;
  relationships?: Record<string, Relationship>;
  links?: Record<string, string | null>;
  meta?: Record<string, unknown>;
}

// A type alias, not an interface, so it fits the index-signed `links` member of a document.
export type PageLinks = {
  self?: string;
  first?: string;
  prev?: string | null;
  next?: string | null;
  last?: string;
};

export interface Document<D = Resource | Resource[] | null> {
  data: D;
  included?: Resource[];
  links?: PageLinks & Record<string, string | null | undefined>;
  meta?: Record<string, unknown>;
}

export interface ApiErrorObject {
  status: string;
  code: string;
  title: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string; header?: string };
  meta?: Record<string, unknown>;
}

export interface ErrorDocument {
  errors: ApiErrorObject[];
}

export const PAGE_SIZE_DEFAULT = 20;
/** The page parameter of a list read by cursor (the home feed): the opaque cursor its `links.next` carries. */
export const PAGE_CURSOR_PARAM = "page[after]";
export const PAGE_SIZE_MAX = 100;
