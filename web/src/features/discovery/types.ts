import type { ResponsiveImage } from "@atelier/common";
import type { ProfileUser } from "../profiles/types.ts";

/** A published showroom item as a result card shows it: a thumbnail of its cover. */
export interface CardItem {
  id: string;
  slug: string;
  title: string;
  cover: ResponsiveImage | null;
}

/** A person found: a users resource, with up to three showroom items where they were included. */
export type FoundUser = ProfileUser & { showroomItems?: CardItem[] };
