import { Skeleton } from "@mantine/core";
import type { ReactNode } from "react";
import { LoadMore, type LoadMoreProps } from "./LoadMore.tsx";
import classes from "./RowList.module.css";

/** The class of one row (a link, usually): a picture, what it says, and a side column. */
export const rowClass = classes.row;
/** The class of the space under a list, for a failure or a notice where rows would be. */
export const rowListEndClass = classes.more;

export interface RowListProps<T extends { id: string }> {
  label: string;
  items: readonly T[];
  row(item: T): ReactNode;
  more: Omit<LoadMoreProps, "className">;
}

/** A list of rows, each a way into something (a conversation, a notification's subject), paged as it scrolls. */
export function RowList<T extends { id: string }>({ label, items, row, more }: RowListProps<T>) {
  return (
    <>
      <ul className={classes.items} aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>{row(item)}</li>
        ))}
      </ul>
      <LoadMore className={classes.more} {...more} />
    </>
  );
}

/** Rows' shapes while the first page loads: a round picture and a line or two of text. */
export function RowListSkeleton({ rows, avatar, lines }: { rows: number; avatar: number; lines: 1 | 2 }) {
  return (
    <div aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <div key={i} className={classes.row}>
          <Skeleton circle height={avatar} />
          {lines === 1 ? (
            <Skeleton height={12} width="70%" />
          ) : (
            <div>
              <Skeleton height={12} width="60%" mb={8} />
              <Skeleton height={10} width="85%" />
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
