import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Text } from "@mantine/core";
import {
  IconBrandSoundcloud,
  IconBrandVimeo,
  IconBrandYoutube,
  IconGripVertical,
  IconTrash,
} from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import type { Medium } from "../types.ts";
import classes from "./MediaEditor.module.css";

const PROVIDER_ICONS = { youtube: IconBrandYoutube, vimeo: IconBrandVimeo, soundcloud: IconBrandSoundcloud } as const;

/** The smallest picture of a medium: its thumbnail, else its image; embeds without one show their provider. */
function thumbnailOf(medium: Medium): string | null {
  return medium.thumbnailImage?.sources[0]?.url ?? medium.image?.sources[0]?.url ?? null;
}

export interface SortableMediaListProps {
  media: Medium[];
  onMove(moved: string, target: string): void;
  onRemove(medium: Medium): void;
}

/**
 * The item's media as thumbnails in their order, moved by dragging a tile's handle, or with the
 * keyboard: focus the handle, Space to lift, the arrow keys to move, Space to drop, Escape to cancel.
 */
export function SortableMediaList({ media, onMove, onRemove }: SortableMediaListProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // A step to a place out of view scrolls to it at once: a smooth scroll, still on its way when the
    // next key comes or cut short, left the card where it was.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: "instant" }),
  );
  const nameOf = (id: string | number) => {
    const index = media.findIndex((medium) => medium.id === String(id));
    return t("showroom.editor.media.itemName", { position: index + 1, total: media.length });
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t("showroom.editor.media.dragInstructions") },
        announcements: {
          onDragStart: ({ active }) => t("showroom.editor.media.lifted", { name: nameOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t("showroom.editor.media.over", { name: nameOf(active.id), target: nameOf(over.id) }) : undefined,
          onDragEnd: ({ active, over }) =>
            over ? t("showroom.editor.media.dropped", { name: nameOf(active.id), target: nameOf(over.id) }) : undefined,
          onDragCancel: ({ active }) => t("showroom.editor.media.cancelled", { name: nameOf(active.id) }),
        },
      }}
    >
      <SortableContext items={media.map((medium) => medium.id)} strategy={rectSortingStrategy}>
        <ul className={classes.grid} aria-label={t("showroom.editor.media.listLabel")}>
          {media.map((medium, index) => (
            <SortableMedium
              key={medium.id}
              medium={medium}
              name={t("showroom.editor.media.itemName", { position: index + 1, total: media.length })}
              onRemove={() => onRemove(medium)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

interface SortableMediumProps {
  medium: Medium;
  /** How the tile is called to screen readers: its place in the list. */
  name: string;
  onRemove(): void;
}

function SortableMedium({ medium, name, onRemove }: SortableMediumProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: medium.id,
  });
  // A provider's picture that does not load (offline, removed video) gives way to the provider's mark.
  const [broken, setBroken] = useState(false);
  const thumbnail = broken ? null : thumbnailOf(medium);
  const Provider = medium.mediaType === "image" ? null : PROVIDER_ICONS[medium.mediaType];
  const typeName = t(`showroom.editor.media.types.${medium.mediaType}`);
  return (
    <li
      ref={setNodeRef}
      className={classes.tile}
      data-dragging={isDragging || undefined}
      data-testid="editor-medium"
      data-medium-type={medium.mediaType}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div className={classes.thumb}>
        {thumbnail ? (
          <img src={thumbnail} alt="" loading="lazy" draggable={false} onError={() => setBroken(true)} />
        ) : (
          Provider && <Provider size={36} stroke={ICON_STROKE} aria-hidden="true" />
        )}
        {Provider && thumbnail && (
          <span className={classes.provider}>
            <Provider size={16} stroke={ICON_STROKE} aria-hidden="true" />
          </span>
        )}
      </div>
      <div className={classes.tileBar}>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          className={classes.handle}
          aria-label={t("showroom.editor.media.move", { name: `${name}, ${typeName}` })}
          title={t("showroom.editor.media.moveTitle")}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} stroke={ICON_STROKE} aria-hidden="true" />
        </ActionIcon>
        <Text size="xs" c="dimmed" className={classes.tileName}>
          {typeName}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onRemove}
          aria-label={t("showroom.editor.media.remove", { name: `${name}, ${typeName}` })}
          title={t("showroom.editor.media.removeTitle")}
        >
          <IconTrash size={18} stroke={ICON_STROKE} aria-hidden="true" />
        </ActionIcon>
      </div>
    </li>
  );
}
