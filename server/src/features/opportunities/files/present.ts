import type {
  AddendumAttributes,
  OpportunityLogoAttributes,
  OpportunityMaterialAttributes,
  ResponsiveImage,
} from "@atelier/common";
import type { opportunityAddenda } from "../../../db/schema/index.ts";
import { resource } from "../../../jsonapi/serialize.ts";
import { storageUrl } from "../../../platform/storage/storage.ts";

/** Where a material is read from: the API, which checks the reader may see its opportunity. */
export const materialUrl = (id: number) => `/api/v1/opportunities/materials/${id}`;

/** A logo's square renditions, stored by width, as a responsive image as wide and high as its largest. */
export function logoImage(renditions: Record<string, string>): ResponsiveImage {
  const sources = Object.entries(renditions)
    .map(([width, key]) => ({ width: Number(width), url: storageUrl(key) }))
    .sort((a, b) => a.width - b.width);
  const side = sources.at(-1)?.width ?? 0;
  return { width: side, height: side, sources };
}

export function presentLogo(opportunityId: number, renditions: Record<string, string>) {
  const attributes = { logo: logoImage(renditions) } satisfies OpportunityLogoAttributes;
  return resource("opportunity_logos", opportunityId, attributes);
}

/** A material with what its stored file tells of it. */
export interface MaterialView {
  id: number;
  name: string;
  contentType: string;
  byteSize: number;
  createdAt: Date;
}

export function presentMaterial(material: MaterialView) {
  const attributes = {
    name: material.name,
    contentType: material.contentType,
    byteSize: material.byteSize,
    url: materialUrl(material.id),
    createdAt: material.createdAt.toISOString(),
  } satisfies OpportunityMaterialAttributes;
  return resource("opportunity_materials", material.id, attributes);
}

export function presentAddendum(addendum: typeof opportunityAddenda.$inferSelect) {
  const attributes = {
    content: addendum.content,
    createdAt: addendum.createdAt.toISOString(),
  } satisfies AddendumAttributes;
  return resource("addendums", addendum.id, attributes);
}
