import { paths } from "@atelier/common/paths";
import { IconHeart, IconPhoto } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ICON_STROKE } from "../../app/theme.ts";
import { profilePathOf } from "../../app/ui/personFacts.ts";
import type { WorkItem } from "./api/homeApi.ts";
import classes from "./WorkCard.module.css";

export interface WorkCardProps {
  item: WorkItem;
  /** Marks beside the title: a draft, a co-creation. */
  badges?: ReactNode;
  /** How wide the card is drawn, for the browser's choice among the picture's widths. */
  sizes?: string;
}

export const itemPathOf = (item: Pick<WorkItem, "type" | "slug">): string =>
  item.type === "gallery_items" ? paths.galleryItem(item.slug) : paths.showroomItem(item.slug);

/** A piece of work: its cover (4:3), title, owner and likes. */
export function WorkCard({ item, badges, sizes = "(max-width: 36em) 100vw, (max-width: 62em) 50vw, 320px" }: WorkCardProps) {
  const { cover, owner } = item;
  return (
    <div className={classes.root}>
      <Link to={itemPathOf(item)} className={classes.link}>
        <div className={classes.media}>
          {cover ? (
            <img
              src={cover.sources[0]?.url}
              srcSet={cover.sources.map((s) => `${s.url} ${s.width}w`).join(", ")}
              sizes={sizes}
              width={cover.width}
              height={cover.height}
              loading="lazy"
              decoding="async"
              alt=""
            />
          ) : (
            <IconPhoto size={28} stroke={ICON_STROKE} aria-hidden="true" />
          )}
        </div>
        <span className={classes.title}>{item.title}</span>
      </Link>
      <div className={classes.meta}>
        {owner && (
          <Link to={profilePathOf(owner)} className={classes.owner}>
            {owner.name}
          </Link>
        )}
        {badges}
        <span className={classes.likes}>
          <IconHeart size={14} stroke={ICON_STROKE} aria-hidden="true" />
          {item.likesCount}
        </span>
      </div>
    </div>
  );
}
