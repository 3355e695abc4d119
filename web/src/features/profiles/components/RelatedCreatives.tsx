import { Skeleton } from "@mantine/core";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useList } from "../../../api/hooks.ts";
import { useInView } from "../../../app/hooks/useInView.ts";
import { PERSON_INCLUDE } from "../api/profileApi.ts";
import type { ProfileUser } from "../types.ts";
import classes from "./PersonCard.module.css";
import { PersonCard } from "./PersonCard.tsx";
import { SectionCard } from "./SectionCard.tsx";

const SHOWN = 4;

/** The creatives the server ranks as related to a user (never the user or the viewer). */
const relatedCreativesPath = (userId: string) => `/v1/creatives/${encodeURIComponent(userId)}/related`;

/**
 * Up to four creatives related to the user, the closest first; nothing when there are none. They are
 * asked for once the section comes near the screen, not while the profile is starting.
 */
export function RelatedCreatives({ user }: { user: ProfileUser }) {
  const { t } = useTranslation();
  const place = useRef<HTMLDivElement>(null);
  const near = useInView(place);
  const related = useList<ProfileUser>(
    relatedCreativesPath(user.id),
    { size: SHOWN, include: PERSON_INCLUDE },
    { enabled: near },
  );
  // Another profile's list stays on screen while this one loads; it may hold this very user.
  const loading = related.isPending || related.isPlaceholderData;

  if (related.isError || (!loading && related.items.length === 0)) return null;
  return (
    <SectionCard title={t("profile.related.title")}>
      {loading ? (
        <div aria-busy="true" ref={place}>
          <Skeleton height={56} radius="md" />
        </div>
      ) : (
        <ul className={classes.list}>
          {related.items.map((person) => (
            <PersonCard key={person.id} user={person} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
