import { Badge, VisuallyHidden } from "@mantine/core";
import { IconHeart, IconHeartFilled, IconMusic, IconPhoto, IconPlayerPlayFilled } from "@tabler/icons-react";
import { memo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useInView } from "../../../app/hooks/useInView.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { profilePathOf } from "../../../app/ui/personFacts.ts";
import { formatCount } from "../../../i18n/formats.ts";
import { itemPathOf } from "../itemPath.ts";
import { fallbackSrcOf, srcSetOf } from "../responsiveImage.ts";
import type { Item } from "../types.ts";
import classes from "./ItemCard.module.css";

export interface ItemCardProps {
  item: Item;
  /** The picture's `sizes`: its share of the page in the grid around it. */
  sizes: string;
  /** The first cards of a page load at once: they are what the first paint shows. */
  eager?: boolean;
  /** The element: an item of the grid's list, or a plain block. */
  component?: "li" | "div";
  /** A line under the card, such as what a search found the item by. */
  note?: string;
}

/** A card's sign that its first medium plays: a video or a track. */
function markOf(type: Item["coverType"]) {
  if (type === "soundcloud") return IconMusic;
  if (type === "youtube" || type === "vimeo") return IconPlayerPlayFilled;
  return null;
}

/**
 * A showroom or gallery item in a grid: its cover (4:3, the box reserved before the picture comes),
 * title, owner and likes, a mark for a video or a track, and the note given under it. The picture
 * loads as the card nears the viewport. The title is the card's link; the owner's name links to the
 * profile.
 * Drawn again only when its props change: the list around it re-renders as its reader arrives or as it grows.
 */
export const ItemCard = memo(function ItemCard({
  item,
  sizes,
  eager = false,
  component: Root = "li",
  note,
}: ItemCardProps) {
  const { t, i18n } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const shown = useInView(frame, { skip: eager });
  const cover = item.cover;
  const Mark = markOf(item.coverType);

  return (
    <Root className={classes.card}>
      <Link to={itemPathOf(item)} className={classes.link}>
        <div className={classes.frame} ref={frame}>
          {cover && shown ? (
            <img
              className={classes.image}
              src={fallbackSrcOf(cover)}
              srcSet={srcSetOf(cover)}
              sizes={sizes}
              width={cover.width}
              height={cover.height}
              alt=""
              loading={eager ? "eager" : "lazy"}
              decoding="async"
              fetchPriority={eager ? "high" : undefined}
            />
          ) : (
            !cover && (
              <span className={classes.placeholder}>
                <IconPhoto size={32} stroke={ICON_STROKE} aria-hidden="true" />
              </span>
            )
          )}
          {Mark && (
            <span className={classes.mark} title={t(`showroom.card.mark.${item.coverType}`)}>
              <Mark size={14} stroke={ICON_STROKE} aria-hidden="true" />
              <VisuallyHidden>{t(`showroom.card.mark.${item.coverType}`)}</VisuallyHidden>
            </span>
          )}
          {item.status === "draft" && (
            <Badge className={classes.draft} color="gray" variant="filled" size="sm">
              {t("showroom.card.draft")}
            </Badge>
          )}
        </div>
        <span className={classes.title}>{item.title}</span>
      </Link>
      <div className={classes.meta}>
        {item.owner ? (
          <Link to={profilePathOf(item.owner)} className={classes.owner}>
            {item.owner.name}
          </Link>
        ) : (
          <span />
        )}
        <span className={item.isLiked ? `${classes.likes} ${classes.liked}` : classes.likes}>
          {item.isLiked ? (
            <IconHeartFilled size={14} aria-hidden="true" />
          ) : (
            <IconHeart size={14} stroke={ICON_STROKE} aria-hidden="true" />
          )}
          <VisuallyHidden>{t("showroom.card.likes", { count: item.likesCount })}</VisuallyHidden>
          <span aria-hidden="true">{formatCount(i18n.language, item.likesCount)}</span>
        </span>
      </div>
      {note && <p className={classes.note}>{note}</p>}
    </Root>
  );
});
