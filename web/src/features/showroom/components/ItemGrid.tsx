import type { GridColumns } from "@atelier/common/enums";
import type { CSSProperties } from "react";
import { gridSizes } from "../responsiveImage.ts";
import type { Item } from "../types.ts";
import { ItemCard } from "./ItemCard.tsx";
import { ItemCardSkeleton } from "./ItemCardSkeleton.tsx";
import classes from "./ItemGrid.module.css";

export interface ItemGridProps {
  /** The items, or null while they load (the grid shows skeletons). */
  items: readonly Item[] | null;
  columns: GridColumns | 3;
  label: string;
  busy?: boolean;
  /** How many skeletons stand in for the items while they load. */
  skeletons?: number;
  /**
   * How many of the first cards the first paint shows, whose pictures load at once; none for a grid
   * further down the page.
   */
  eager?: number;
  /** A line under an item's card, where there is one (what a search found it by). */
  noteOf?: (item: Item) => string | undefined;
}

/** Items in a grid of 2 or 4 columns on a desktop, 2 on a tablet and one on a phone. */
export function ItemGrid({ items, columns, label, busy = false, skeletons = 8, eager = 2, noteOf }: ItemGridProps) {
  const style = { "--grid-columns": columns } as CSSProperties;
  if (items === null) {
    return (
      <ul className={classes.grid} style={style} aria-hidden="true">
        {Array.from({ length: skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
          <ItemCardSkeleton key={i} />
        ))}
      </ul>
    );
  }
  const sizes = gridSizes(columns);
  return (
    <ul className={classes.grid} style={style} aria-label={label} aria-busy={busy}>
      {items.map((item, index) => (
        <ItemCard
          key={`${item.type}:${item.id}`}
          item={item}
          sizes={sizes}
          eager={index < eager}
          note={noteOf?.(item)}
        />
      ))}
    </ul>
  );
}
