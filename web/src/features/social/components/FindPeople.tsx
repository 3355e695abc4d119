import { Button, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconUserPlus, IconUserSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useList } from "../../../api/hooks.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { UserCard } from "../../../app/ui/UserCard.tsx";
import { UserCardSkeleton } from "../../../app/ui/UserCardSkeleton.tsx";
import { SOCIAL_API, USER_CARD_INCLUDE } from "../api/socialApi.ts";
import type { UserSummary } from "../types.ts";
import { PageControls } from "./PageControls.tsx";
import classes from "./PeopleList.module.css";

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

export interface FindPeopleProps {
  meId: string;
  /** Whether a user already is in one of my lists (asked, asking or connected) while the suggestions catch up. */
  isListed(userId: string): boolean;
  /** Opens the dialog that asks them to connect. */
  onConnect(user: UserSummary): void;
}

/**
 * People to connect with (spec 000 section 7): the suggestions for me, best first, paged from
 * page 1, narrowed by a name search.
 */
export function FindPeople({ meId, isListed, onConnect }: FindPeopleProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [names] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // A new search starts again at page 1.
  const [paged, setPaged] = useState({ names: "", page: 1 });
  const page = paged.names === names ? paged.page : 1;
  const people = useList<UserSummary>(
    SOCIAL_API.users,
    {
      page,
      size: PAGE_SIZE,
      include: USER_CARD_INCLUDE,
      filter: { with_user_connectable_to: meId, with_user_names: names },
    },
    { query: { sorted_by: "rank" } },
  );
  const shown = people.items.filter((user) => !isListed(user.id));

  return (
    <Stack gap="md">
      <TextInput
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        placeholder={t("connections.find.searchPlaceholder")}
        aria-label={t("connections.find.search")}
        leftSection={<IconSearch size={16} stroke={ICON_STROKE} aria-hidden="true" />}
        type="search"
        maw={420}
      />
      {people.isError && people.items.length === 0 ? (
        <LoadFailure title={t("connections.loadFailed.title")} onRetry={() => void people.refetch()} />
      ) : people.isPending ? (
        <ul className={classes.grid} aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <UserCardSkeleton key={i} />
          ))}
        </ul>
      ) : shown.length === 0 && page === 1 && !people.paging.hasNext ? (
        names ? (
          <EmptyState
            icon={<IconUserSearch size={22} stroke={ICON_STROKE} />}
            title={t("connections.find.noMatch.title", { names })}
            body={t("connections.find.noMatch.body")}
            action={{ label: t("connections.find.noMatch.action"), onClick: () => setSearch("") }}
            order={2}
          />
        ) : (
          <EmptyState
            icon={<IconUserSearch size={22} stroke={ICON_STROKE} />}
            title={t("connections.find.empty.title")}
            body={t("connections.find.empty.body")}
            action={{ label: t("connections.find.empty.action"), to: "/creatives" }}
            order={2}
          />
        )
      ) : (
        <div>
          <ul className={classes.grid} aria-label={t("connections.find.listLabel")} aria-busy={people.isFetching}>
            {shown.map((user) => (
              <UserCard
                key={user.id}
                user={user}
                actions={
                  <Button
                    size="xs"
                    leftSection={<IconUserPlus size={16} stroke={ICON_STROKE} aria-hidden="true" />}
                    onClick={() => onConnect(user)}
                    aria-label={t("connections.actions.connectName", { name: user.name })}
                    aria-haspopup="dialog"
                  >
                    {t("connections.actions.connect")}
                  </Button>
                }
              />
            ))}
          </ul>
          <PageControls paging={people.paging} onPage={(next) => setPaged({ names, page: next })} />
        </div>
      )}
    </Stack>
  );
}
