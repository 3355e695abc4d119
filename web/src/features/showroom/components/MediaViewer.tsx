import { IconBrandSoundcloud, IconBrandVimeo, IconBrandYoutube, IconPlayerPlayFilled } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { playerUrl } from "../itemLinks.ts";
import { fallbackSrcOf, PAGE_IMAGE_SIZES, srcSetOf } from "../responsiveImage.ts";
import type { Medium } from "../types.ts";
import classes from "./MediaViewer.module.css";

export interface MediaViewerProps {
  /** In their order (see mediaOf). */
  media: readonly Medium[];
  /** The item's title: the pictures' alternative text names it with their place. */
  title: string;
}

/**
 * An item's media at full width, one after another (DESIGN.md "Item page"): pictures in the width
 * the screen needs, players only once the reader asks for them, so no provider hears of a visit.
 */
export function MediaViewer({ media, title }: MediaViewerProps) {
  const { t } = useTranslation();
  return (
    <ol className={classes.list} aria-label={t("showroom.item.media")}>
      {media.map((medium, index) => {
        const alt = t("showroom.item.mediumAlt", { title, number: index + 1, count: media.length });
        return (
          <li key={medium.id}>
            {medium.mediaType === "image" && medium.image ? (
              <img
                className={classes.image}
                src={fallbackSrcOf(medium.image)}
                srcSet={srcSetOf(medium.image)}
                sizes={PAGE_IMAGE_SIZES}
                width={medium.image.width}
                height={medium.image.height}
                alt={alt}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : undefined}
                decoding="async"
              />
            ) : (
              <EmbedFacade medium={medium} title={alt} />
            )}
          </li>
        );
      })}
    </ol>
  );
}

const PROVIDERS = {
  youtube: { name: "YouTube", Icon: IconBrandYoutube },
  vimeo: { name: "Vimeo", Icon: IconBrandVimeo },
  soundcloud: { name: "SoundCloud", Icon: IconBrandSoundcloud },
} as const;

/** A player's stand-in: the thumbnail (or the provider's mark) and a play button that loads the player. */
function EmbedFacade({ medium, title }: { medium: Medium; title: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  // A thumbnail the provider does not serve (offline, removed) gives way to the provider's mark.
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const url = playerUrl(medium);
  if (medium.mediaType === "image" || !url) return null;
  const provider = PROVIDERS[medium.mediaType];
  const track = medium.mediaType === "soundcloud";
  const thumbnail = thumbnailFailed ? null : medium.thumbnailImage;
  const label = t(track ? "showroom.item.playTrack" : "showroom.item.playVideo", { provider: provider.name });
  return (
    <div className={track ? `${classes.player} ${classes.track}` : classes.player}>
      {playing ? (
        <iframe
          className={classes.frame}
          src={url}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className={classes.facade}
          onClick={() => setPlaying(true)}
          aria-label={`${label} – ${title}`}
        >
          {thumbnail ? (
            <img
              className={classes.thumbnail}
              src={fallbackSrcOf(thumbnail)}
              srcSet={srcSetOf(thumbnail)}
              sizes={PAGE_IMAGE_SIZES}
              width={thumbnail.width}
              height={thumbnail.height}
              alt=""
              loading="lazy"
              onError={() => setThumbnailFailed(true)}
            />
          ) : (
            <span className={classes.provider} />
          )}
          <span className={classes.play}>
            {thumbnail ? (
              <IconPlayerPlayFilled size={18} aria-hidden="true" />
            ) : (
              <provider.Icon size={20} stroke={ICON_STROKE} aria-hidden="true" />
            )}
            {label}
          </span>
        </button>
      )}
    </div>
  );
}
