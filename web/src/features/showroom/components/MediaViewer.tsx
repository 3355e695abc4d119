import { UnstyledButton } from "@mantine/core";
import { IconBrandSoundcloud, IconBrandVimeo, IconBrandYoutube, IconPlayerPlayFilled } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { playerUrl } from "../itemLinks.ts";
import { fallbackSrcOf, PAGE_IMAGE_SIZES, srcSetOf } from "../responsiveImage.ts";
import type { Medium } from "../types.ts";
import type { LightboxPicture } from "./Lightbox.tsx";
import classes from "./MediaViewer.module.css";

// The lightbox is code of its own, loaded when a reader first opens a picture.
const Lightbox = lazy(() => import("./Lightbox.tsx").then((m) => ({ default: m.Lightbox })));

export interface MediaViewerProps {
  /** In their order (see mediaOf). */
  media: readonly Medium[];
  /** The item's title: the pictures' alternative text names it with their place. */
  title: string;
}

/**
 * An item's media at full width, one after another (DESIGN.md "Item page"): pictures in the width
 * the screen needs, each opening the lightbox, players only once the reader asks for them, so no
 * provider hears of a visit.
 */
export function MediaViewer({ media, title }: MediaViewerProps) {
  const { t } = useTranslation();
  const alts = media.map((_, index) => t("showroom.item.mediumAlt", { title, number: index + 1, count: media.length }));
  // Players keep their click-to-play card on the page: framed in the lightbox, a player would take the
  // arrow keys, Escape and swipes for itself, and each has a full screen of its own.
  const pictures: LightboxPicture[] = media.flatMap((medium, index) =>
    medium.mediaType === "image" && medium.image
      ? [{ id: medium.id, image: medium.image, alt: alts[index] ?? "" }]
      : [],
  );
  const [shown, setShown] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  // The focus goes back to the picture that opened the lightbox once the lightbox is gone.
  useEffect(() => {
    if (shown === null) opener.current?.focus({ preventScroll: true });
  }, [shown]);

  return (
    <>
      <ol className={classes.list} aria-label={t("showroom.item.media")}>
        {media.map((medium, index) => {
          const alt = alts[index] ?? "";
          const picture = pictures.findIndex((p) => p.id === medium.id);
          return (
            <li key={medium.id}>
              {medium.mediaType === "image" && medium.image ? (
                <UnstyledButton
                  className={classes.open}
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setShown(picture);
                  }}
                  aria-label={t("showroom.lightbox.open", { alt })}
                  aria-haspopup="dialog"
                >
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
                </UnstyledButton>
              ) : (
                <EmbedFacade medium={medium} title={alt} />
              )}
            </li>
          );
        })}
      </ol>
      {shown !== null && (
        <Suspense fallback={null}>
          <Lightbox pictures={pictures} start={shown} title={title} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </>
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
