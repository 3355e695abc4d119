import { paths } from "@atelier/common/paths";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Heading } from "../../../app/ui/Heading.tsx";
import { TextLink } from "../../../app/ui/TextLink.tsx";
import { TO_FOLLOW_SIZE } from "../api/memberHomeApi.ts";
import classes from "./MemberHome.module.css";
import { PeopleToFollow } from "./PeopleToFollow.tsx";

/** A few more people to follow beside the feed. */
export const ToFollowAside = memo(function ToFollowAside() {
  const { t } = useTranslation();
  return (
    <section className={classes.panel} aria-labelledby="to-follow-title">
      <div className={classes.panelHead}>
        <Heading order={2} size={4} id="to-follow-title">
          {t("home.member.toFollow.title")}
        </Heading>
        <TextLink to={paths.creatives}>{t("home.member.toFollow.more")}</TextLink>
      </div>
      <PeopleToFollow size={TO_FOLLOW_SIZE.aside} variant="row" className={classes.list} />
    </section>
  );
});
