import type { SOCIAL_LINK_KINDS } from "@atelier/common/enums";
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandVimeo,
  IconBrandX,
  IconBrandYoutube,
  IconWorld,
} from "@tabler/icons-react";

/** The icon of each kind of web link (spec 001: social link types). */
export const WEBLINK_ICONS: Record<(typeof SOCIAL_LINK_KINDS)[number], typeof IconWorld> = {
  website: IconWorld,
  linkedin: IconBrandLinkedin,
  twitter: IconBrandX,
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  vimeo: IconBrandVimeo,
  youtube: IconBrandYoutube,
};

/** A link as people read it: without the scheme, "www." and a trailing slash. */
export function displayUrl(url: string): string {
  return url
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/$/, "");
}
