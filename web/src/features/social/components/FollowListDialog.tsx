import { Modal, SegmentedControl, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import { IconSearch, IconUsers } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useList } from "../../../api/hooks.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { UserCard } from "../../../app/ui/UserCard.tsx";
import { UserCardSkeleton } from "../../../app/ui/UserCardSkeleton.tsx";
import { SOCIAL_API, USER_CARD_INCLUDE } from "../api/socialApi.ts";
import { FOLLOW_LISTS, type FollowList, type FollowListModalProps } from "../followLists.ts";
import type { UserSummary } from "../types.ts";
import { FollowUserButton } from "./FollowUserButton.tsx";
import { PageControls } from "./PageControls.tsx";
import classes from "./PeopleList.module.css";
import "@mantine/core/styles/Modal.css";

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

/**
 * A user's followers and the people they follow (spec 001 section 7, follows), paged, searchable
 * by name, each with a follow button for a signed-in viewer.
 */
export function FollowListDialog({ userId, name, list, opened, onClose }: FollowListModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 36em)");
  const [current, setCurrent] = useState<FollowList>(list);
  const [search, setSearch] = useState("");
  const [names] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  // Each opening starts on the list asked for, without the last search.
  useEffect(() => {
    if (!opened) return;
    setCurrent(list);
    setSearch("");
  }, [opened, list]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(`connections.follows.title.${current}`, { name })}
      size="lg"
      fullScreen={phone === true}
      closeButtonProps={{ "aria-label": t("connections.follows.close") }}
    >
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={current}
          onChange={(value) => setCurrent(value as FollowList)}
          data={FOLLOW_LISTS.map((value) => ({ value, label: t(`connections.follows.tabs.${value}`) }))}
          aria-label={t("connections.follows.switch")}
        />
        <TextInput
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t("connections.follows.searchPlaceholder")}
          aria-label={t("connections.follows.search")}
          leftSection={<IconSearch size={16} stroke={ICON_STROKE} aria-hidden="true" />}
          type="search"
        />
        <FollowListPeople userId={userId} list={current} names={names} />
      </Stack>
    </Modal>
  );
}

function FollowListPeople({ userId, list, names }: { userId: string; list: FollowList; names: string }) {
  const { t } = useTranslation();
  const path = list === "followers" ? SOCIAL_API.followersOf(userId) : SOCIAL_API.followingsOf(userId);
  // Another list or search starts again at page 1.
  const shownKey = `${list}:${names}`;
  const [paged, setPaged] = useState({ key: shownKey, page: 1 });
  const page = paged.key === shownKey ? paged.page : 1;
  const people = useList<UserSummary>(path, {
    page,
    size: PAGE_SIZE,
    include: USER_CARD_INCLUDE,
    filter: { with_user_names: names },
  });

  if (people.isError && people.items.length === 0)
    return <LoadFailure title={t("connections.loadFailed.title")} onRetry={() => void people.refetch()} />;
  if (people.isPending) {
    return (
      <ul className={classes.rows} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <UserCardSkeleton key={i} variant="row" />
        ))}
      </ul>
    );
  }
  if (people.items.length === 0) {
    const key = names ? "noMatch" : list;
    return (
      <EmptyState
        icon={<IconUsers size={22} stroke={ICON_STROKE} />}
        title={t(`connections.follows.empty.${key}.title`)}
        body={t(`connections.follows.empty.${key}.body`, { names })}
      />
    );
  }
  return (
    <div>
      <ul className={classes.rows} aria-label={t(`connections.follows.tabs.${list}`)} aria-busy={people.isFetching}>
        {people.items.map((user) => (
          <UserCard key={user.id} user={user} variant="row" actions={<FollowUserButton user={user} size="xs" />} />
        ))}
      </ul>
      <PageControls paging={people.paging} onPage={(next) => setPaged({ key: shownKey, page: next })} />
    </div>
  );
}
