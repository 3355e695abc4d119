import "@mantine/core/styles/Modal.css";
import type { ResponsiveImage } from "@atelier/common";
import { Modal, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useElementSize, useMergedRef } from "@mantine/hooks";
import { IconChevronLeft, IconChevronRight, IconX, IconZoomIn, IconZoomOut } from "@tabler/icons-react";
import { type MouseEvent, type PointerEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { enlarges, lightboxKey, scrollToward, stepped, swipeStep } from "../lightbox.ts";
import { fallbackSrcOf, largestOf, srcSetOf } from "../responsiveImage.ts";
import classes from "./Lightbox.module.css";

export interface LightboxPicture {
  id: string;
  image: ResponsiveImage;
  alt: string;
}

export interface LightboxProps {
  /** The item's pictures in their order; its players stay on the page (see MediaViewer). */
  pictures: readonly LightboxPicture[];
  /** The picture shown first. */
  start: number;
  /** The item's title, which names the dialog. */
  title: string;
  onClose(): void;
}

/** Where a pointer went down, to tell a tap from a drag or a swipe when it lifts. */
interface Gesture {
  id: number;
  x: number;
  y: number;
  left: number;
  top: number;
  touch: boolean;
}

/** Movement below this many pixels is a tap, not a drag. */
const TAP_SLOP = 6;

/**
 * An item's pictures full screen, one at a time: arrows, buttons and swipes page through them (round
 * the ends), a click or the zoom button shows the picture at the size of its widest rendition, moved
 * by dragging, scrolling or the arrow keys. Mantine's modal keeps the focus inside and closes on Escape.
 */
export function Lightbox({ pictures, start, title, onClose }: LightboxProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const { ref: measured, width, height } = useElementSize<HTMLDivElement>();
  const stageRef = useMergedRef(stage, measured);
  const gesture = useRef<Gesture | null>(null);
  // A drag or a swipe ends in a click on the picture, which must not zoom it too.
  const dragged = useRef(false);
  // The point of the picture the reader zoomed into, to bring into view once it is drawn at full size.
  const aim = useRef<{ x: number; y: number } | null>(null);
  const count = pictures.length;
  const picture = pictures[index];
  const largest = picture ? largestOf(picture.image) : null;
  const zoomable = largest !== null && enlarges(largest, { width, height });

  const show = (next: number) => {
    setIndex(next);
    setZoomed(false);
  };
  const zoomTo = (point: { x: number; y: number }) => {
    if (zoomed) setZoomed(false);
    else if (zoomable) {
      aim.current = point;
      setZoomed(true);
    }
  };

  useLayoutEffect(() => {
    const box = stage.current;
    if (!zoomed || !box || !aim.current || !largest) return;
    const { left, top } = scrollToward(aim.current, largest, { width: box.clientWidth, height: box.clientHeight });
    box.scrollTo(left, top);
    aim.current = null;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const move = lightboxKey(event.key, { index, count, zoomed });
      if (!move) return;
      event.preventDefault();
      if (move.kind === "show") show(move.index);
      else stage.current?.scrollBy({ left: move.x, top: move.y });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const box = event.currentTarget;
    dragged.current = false;
    gesture.current = {
      id: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      left: box.scrollLeft,
      top: box.scrollTop,
      touch: event.pointerType !== "mouse",
    };
    // A finger moves a picture at full size by the browser's own scrolling.
    if (zoomed && event.pointerType === "mouse") box.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = gesture.current;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.hypot(dx, dy) > TAP_SLOP) dragged.current = true;
    if (zoomed && !start.touch) event.currentTarget.scrollTo(start.left - dx, start.top - dy);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = gesture.current;
    gesture.current = null;
    if (!start || start.id !== event.pointerId || zoomed || !start.touch || count < 2) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) show(stepped(index, step, count));
  };
  const onPictureClick = (event: MouseEvent<HTMLImageElement>) => {
    if (dragged.current) return;
    const rect = event.currentTarget.getBoundingClientRect();
    zoomTo({ x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height });
  };

  const ZoomIcon = zoomed ? IconZoomOut : IconZoomIn;
  return (
    <Modal.Root
      opened
      onClose={onClose}
      fullScreen
      // The page returns the focus itself: this dialog is drawn only while open, so Mantine never saw it opening.
      returnFocus={false}
      transitionProps={{ transition: "fade", duration: 150 }}
      classNames={{ content: classes.content }}
    >
      <Modal.Content>
        <div className={classes.bar}>
          <Modal.Title className={classes.title}>{title}</Modal.Title>
          {count > 1 && (
            <p className={classes.counter} aria-live="polite">
              <span aria-hidden="true">
                {index + 1} / {count}
              </span>
              <VisuallyHidden>{t("showroom.lightbox.position", { number: index + 1, count })}</VisuallyHidden>
            </p>
          )}
          <UnstyledButton
            className={classes.control}
            onClick={() => zoomTo({ x: 0.5, y: 0.5 })}
            // Kept focusable while a picture that fits already has nothing to enlarge, so paging on keeps the focus here.
            aria-disabled={(!zoomed && !zoomable) || undefined}
            aria-label={t(zoomed ? "showroom.lightbox.fit" : "showroom.lightbox.zoom")}
            title={t(zoomed ? "showroom.lightbox.fit" : "showroom.lightbox.zoom")}
          >
            <ZoomIcon size={22} stroke={ICON_STROKE} aria-hidden="true" />
          </UnstyledButton>
          <UnstyledButton
            className={classes.control}
            onClick={onClose}
            aria-label={t("showroom.lightbox.close")}
            title={t("showroom.lightbox.close")}
            data-autofocus
          >
            <IconX size={22} stroke={ICON_STROKE} aria-hidden="true" />
          </UnstyledButton>
        </div>
        <div className={classes.view}>
          <div
            ref={stageRef}
            className={classes.stage}
            data-zoomed={zoomed || undefined}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              gesture.current = null;
            }}
          >
            {picture && (
              // A mouse or a tap does what the zoom button does; keyboards use the button.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the zoom button is the keyboard's way
              <img
                key={picture.id}
                className={classes.picture}
                src={zoomed && largest ? largest.url : fallbackSrcOf(picture.image)}
                srcSet={zoomed ? undefined : srcSetOf(picture.image)}
                sizes={zoomed ? undefined : "100vw"}
                width={picture.image.width}
                height={picture.image.height}
                style={zoomed && largest ? { width: largest.width, height: largest.height } : undefined}
                alt={picture.alt}
                draggable={false}
                data-zoomable={zoomable || undefined}
                onClick={onPictureClick}
              />
            )}
          </div>
          {count > 1 && (
            <>
              <UnstyledButton
                className={`${classes.control} ${classes.step} ${classes.previous}`}
                onClick={() => show(stepped(index, -1, count))}
                aria-label={t("showroom.lightbox.previous")}
              >
                <IconChevronLeft size={26} stroke={ICON_STROKE} aria-hidden="true" />
              </UnstyledButton>
              <UnstyledButton
                className={`${classes.control} ${classes.step} ${classes.next}`}
                onClick={() => show(stepped(index, 1, count))}
                aria-label={t("showroom.lightbox.next")}
              >
                <IconChevronRight size={26} stroke={ICON_STROKE} aria-hidden="true" />
              </UnstyledButton>
            </>
          )}
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}
