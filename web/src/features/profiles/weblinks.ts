import type { SocialLinkKind } from "@atelier/common/enums";
import {
  IconBrandBehance,
  IconBrandDribbble,
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandVimeo,
  IconBrandX,
  IconBrandYoutube,
  IconPalette,
  IconWorld,
} from "@tabler/icons-react";

/** The icon of each kind of web link; ArtStation has no brand icon of its own, so a palette stands for it. */
export const WEBLINK_ICONS: Record<SocialLinkKind, typeof IconWorld> = {
  website: IconWorld,
  behance: IconBrandBehance,
  dribbble: IconBrandDribbble,
  artstation: IconPalette,
  github: IconBrandGithub,
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
