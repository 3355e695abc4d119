import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon } from "@mantine/core";
import { IconGripVertical } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { type Item, ItemCard } from "../../showroom/index.ts";
import { moved } from "../workOrder.ts";
import classes from "./WorkTab.module.css";

export interface SortableWorkGridProps {
  items: readonly Item[];
  sizes: string;
  label: string;
  /** The ids in their new order, after a drop that moved something. */
  onOrder(ids: string[]): void;
}

/**
 * The owner's own items, in a grid they rearrange: drag a card by its handle, or focus the handle,
 * press space, move with the arrow keys and press space again. Screen readers hear each step.
 */
export function SortableWorkGrid({ items, sizes, label, onOrder }: SortableWorkGridProps) {
  const { t } = useTranslation();
  const ids = items.map((item) => item.id);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // A step to a place out of view scrolls to it at once: a smooth scroll, still on its way when the
    // next key comes or cut short, left the card where it was.
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: "instant" }),
  );
  const said = (key: string, id: UniqueIdentifier, over: UniqueIdentifier | undefined = id) =>
    t(key, {
      title: items.find((item) => item.id === id)?.title ?? "",
      position: ids.indexOf(String(over)) + 1,
      count: ids.length,
    });
  const announcements: Announcements = {
    onDragStart: ({ active }) => said("profile.showroom.pickedUp", active.id),
    onDragOver: ({ active, over }) => (over ? said("profile.showroom.movedTo", active.id, over.id) : undefined),
    onDragEnd: ({ active, over }) => (over ? said("profile.showroom.dropped", active.id, over.id) : undefined),
    onDragCancel: ({ active }) => said("profile.showroom.cancelled", active.id),
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onOrder(moved(ids, String(active.id), String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("profile.showroom.reorderHint") } }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul className={classes.grid} aria-label={label}>
          {items.map((item) => (
            <SortableWork key={item.id} item={item} sizes={sizes} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableWork({ item, sizes }: { item: Item; sizes: string }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  return (
    <li
      ref={setNodeRef}
      className={classes.cell}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <ItemCard item={item} sizes={sizes} component="div" />
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="default"
        size="lg"
        radius="md"
        className={classes.handle}
        aria-label={t("profile.showroom.handle", { title: item.title })}
        {...attributes}
        {...listeners}
      >
        <IconGripVertical size={18} stroke={ICON_STROKE} aria-hidden="true" />
      </ActionIcon>
    </li>
  );
}
