import { paths } from "@atelier/common/paths";
import { useTranslation } from "react-i18next";
import { Heading } from "../../../app/ui/Heading.tsx";
import { TextLink } from "../../../app/ui/TextLink.tsx";
import { TO_FOLLOW_SIZE } from "../api/memberHomeApi.ts";
import classes from "./MemberHome.module.css";
import { PeopleToFollow } from "./PeopleToFollow.tsx";

/** The start of a member who follows nobody yet: creatives of their fields and place, a click each. */
export function FollowStart() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="start-title">
      <div className={classes.sectionHead}>
        <div>
          <Heading order={2} size={3} id="start-title">
            {t("home.member.start.title")}
          </Heading>
          <p className={classes.lead}>{t("home.member.start.lead")}</p>
        </div>
        <TextLink to={paths.creatives}>{t("home.member.start.more")}</TextLink>
      </div>
      <PeopleToFollow size={TO_FOLLOW_SIZE.start} variant="card" className={classes.startGrid} />
    </section>
  );
}
