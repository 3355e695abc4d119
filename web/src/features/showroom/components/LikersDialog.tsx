import "@mantine/core/styles/Modal.css";
import { Modal, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { UserCard } from "../../../app/ui/UserCard.tsx";
import { UserCardSkeleton } from "../../../app/ui/UserCardSkeleton.tsx";
import { PageControls } from "../../social/components/PageControls.tsx";
import { itemKindOf } from "../api/showroomApi.ts";
import { useLikers } from "../api/useLikers.ts";
import type { Item } from "../types.ts";

export interface LikersDialogProps {
  item: Pick<Item, "id" | "type" | "title">;
  onClose(): void;
}

/** Who liked an item, newest first, a page at a time. */
export function LikersDialog({ item, onClose }: LikersDialogProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const likers = useLikers(itemKindOf(item.type), item.id, page);
  const people = likers.items;
  return (
    <Modal opened onClose={onClose} title={t("showroom.like.likersTitle", { title: item.title })} size="md">
      {likers.isError && people.length === 0 ? (
        <LoadFailure title={t("showroom.like.likersFailed")} onRetry={() => void likers.refetch()} />
      ) : (
        <Stack gap={0}>
          <ul
            aria-label={t("showroom.like.likersLabel")}
            aria-busy={likers.isFetching}
            style={{ margin: 0, padding: 0 }}
          >
            {likers.isPending
              ? [0, 1, 2].map((i) => <UserCardSkeleton key={i} variant="row" />)
              : people.map((user) => <UserCard key={user.id} user={user} variant="row" />)}
          </ul>
          <PageControls paging={likers.paging} onPage={setPage} />
        </Stack>
      )}
    </Modal>
  );
}
