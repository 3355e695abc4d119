import { paths } from "@atelier/common/paths";
import { useTranslation } from "react-i18next";
import { TO_FOLLOW_SIZE } from "../api/memberHomeApi.ts";
import classes from "./MemberHome.module.css";
import { MemberSection } from "./MemberSection.tsx";
import { PeopleToFollow } from "./PeopleToFollow.tsx";

/** The start of a member who follows nobody yet: creatives of their fields and place, a click each. */
export function FollowStart() {
  const { t } = useTranslation();
  return (
    <MemberSection
      title={t("home.member.start.title")}
      lead={t("home.member.start.lead")}
      link={{ label: t("home.member.start.more"), to: paths.creatives }}
    >
      <PeopleToFollow size={TO_FOLLOW_SIZE.start} variant="card" className={classes.startGrid} />
    </MemberSection>
  );
}
