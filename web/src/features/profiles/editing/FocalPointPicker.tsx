import { Text } from "@mantine/core";
import { type CSSProperties, type PointerEvent, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { type FocalPoint, focalFromPointer, nudgeFocal, type Size, visibleRegion } from "../focalPoint.ts";
import classes from "./FocalPointPicker.module.css";

export interface FocalPointPickerProps {
  /** The whole picture, uncropped. */
  src: string;
  /** Its size in pixels, as stored: the stage keeps its shape while the picture loads. */
  size: Size;
  /** The shape the picture is cut to (a square avatar, a 4:1 banner). */
  frame: Size;
  value: FocalPoint;
  onChange(value: FocalPoint): void;
}

/**
 * Chooses the point of a picture that every crop keeps in view: click or drag on the picture, or
 * move the marker with the arrow keys (Shift for larger steps). The part the frame will keep stays
 * bright; the rest is dimmed.
 */
export function FocalPointPicker({ src, size, frame, value, onChange }: FocalPointPickerProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const stage = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const region = visibleRegion(size, frame, value);
  const percent = (share: number) => `${share * 100}%`;

  const place = (event: PointerEvent<HTMLDivElement>) => {
    const box = stage.current?.getBoundingClientRect();
    if (box) onChange(focalFromPointer({ x: event.clientX, y: event.clientY }, box));
  };

  return (
    <div className={classes.root}>
      <div
        ref={stage}
        className={classes.stage}
        style={{ "--image-ratio": `${size.width} / ${size.height}` } as CSSProperties}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          dragging.current = true;
          place(event);
        }}
        onPointerMove={(event) => dragging.current && place(event)}
        onPointerUp={() => {
          dragging.current = false;
        }}
        onPointerCancel={() => {
          dragging.current = false;
        }}
      >
        <img src={src} alt="" className={classes.image} draggable={false} />
        <div
          className={classes.region}
          aria-hidden="true"
          style={{
            left: percent(region.left),
            top: percent(region.top),
            width: percent(region.width),
            height: percent(region.height),
          }}
        />
        <button
          type="button"
          className={classes.marker}
          style={{ left: percent(value.x), top: percent(value.y) }}
          aria-label={t("profile.images.focal.marker", { x: Math.round(value.x * 100), y: Math.round(value.y * 100) })}
          aria-describedby={hintId}
          onKeyDown={(event) => {
            const next = nudgeFocal(value, event.key, event.shiftKey);
            if (!next) return;
            event.preventDefault();
            onChange(next);
          }}
        />
      </div>
      <Text id={hintId} size="xs" c="dimmed" mt={6}>
        {t("profile.images.focal.hint")}
      </Text>
    </div>
  );
}
