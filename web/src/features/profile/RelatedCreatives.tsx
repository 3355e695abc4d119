import { Skeleton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useList } from "../../api/hooks.ts";
import classes from "./PersonCard.module.css";
import { PersonCard } from "./PersonCard.tsx";
import { PERSON_INCLUDE } from "./profileApi.ts";
import { SectionCard } from "./SectionCard.tsx";
import type { ProfileUser } from "./types.ts";

const SHOWN = 4;
/**
 * The users list cannot ask for creatives only, and clients share creative fields too (as what
 * they look for): a few pages' worth leaves enough creatives after the clients are left out.
 */
const FETCHED = SHOWN * 3;

/** Up to four other creatives sharing a creative field with the user; nothing when there are none. */
export function RelatedCreatives({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const fieldIds = (user.creativeFields ?? []).map((field) => field.id);
  const related = useList<ProfileUser>(
    "/v1/users",
    { size: FETCHED, filter: { creative_field_ids: fieldIds }, include: PERSON_INCLUDE },
    { enabled: fieldIds.length > 0 },
  );
  // Neither the user nor the viewer is related to themselves.
  const people = related.items
    .filter((person) => person.isCreative && person.id !== user.id && !person.isMe)
    .slice(0, SHOWN);

  if (fieldIds.length === 0 || related.isError || (!related.isPending && people.length === 0)) return null;
  return (
    <SectionCard title={t("profile.related.title")}>
      {related.isPending ? (
        <div aria-busy="true">
          <Skeleton height={56} radius="md" />
        </div>
      ) : (
        <ul className={classes.list}>
          {people.map((person) => (
            <PersonCard key={person.id} user={person} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
