import { paths } from "@atelier/common/paths";
import { memo, useState } from "react";
import { useTranslation } from "react-i18next";
import { contentClass } from "../../../app/theme/theme.ts";
import { useFeed } from "../api/memberHomeApi.ts";
import { HomeSection } from "../HomeSection.tsx";
import { FeaturedShelf } from "../Shelves.tsx";
import { FeedSection } from "./FeedSection.tsx";
import { FollowStart } from "./FollowStart.tsx";
import classes from "./MemberHome.module.css";
import { Shortcuts } from "./Shortcuts.tsx";
import { ToFollowAside } from "./ToFollowAside.tsx";
import { Welcome } from "./Welcome.tsx";

/**
 * A member's home (`/` signed in): what waits for them, the new work of the people they follow and
 * are connected with, people to follow, and the featured field. Everything here is the member's
 * own, so it is read in the browser: the page the server sends stays as cheap as a visitor's.
 * Drawn again only for its own reads (the feed), not each time the page above it learns of its
 * member: the greeting reads the member itself, and the featured field is the same for everyone.
 */
function MemberHome() {
  const { t } = useTranslation();
  const feed = useFeed();
  // A member who followed nobody when the home opened keeps the start while they follow people
  // from it, though the feed fills beside it with every follow.
  const [starting, setStarting] = useState<boolean | null>(null);
  if (starting === null && feed.networkSize !== null) setStarting(feed.networkSize === 0);

  return (
    <>
      <div className={`${contentClass} ${classes.page}`}>
        <Welcome />
        <div className={classes.layout}>
          <div className={classes.main}>
            {starting && <FollowStart />}
            {!(starting && feed.items.length === 0) && <FeedSection feed={feed} />}
          </div>
          <aside className={classes.aside} aria-label={t("home.member.asideLabel")}>
            {!starting && <ToFollowAside />}
            <Shortcuts />
          </aside>
        </div>
      </div>
      <FeaturedSection />
    </>
  );
}

/** The featured field, every member's the same: drawn once, not again with the feed. */
const FeaturedSection = memo(function FeaturedSection() {
  const { t } = useTranslation();
  return (
    <HomeSection
      eyebrow={t("home.featured.eyebrow")}
      title={t("home.featured.title")}
      lead={t("home.featured.lead")}
      link={{ label: t("home.featured.viewAll"), to: paths.featured }}
    >
      <FeaturedShelf />
    </HomeSection>
  );
});

export default memo(MemberHome);
