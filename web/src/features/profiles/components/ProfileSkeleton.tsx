import { Container, Skeleton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import headerClasses from "./ProfileHeader.module.css";
import classes from "./ProfileSkeleton.module.css";

/** The shape of a profile while it loads: banner, portrait, name, tabs and two columns of cards. */
export function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Container aria-busy="true" aria-label={t("profile.loading")}>
      <div className={headerClasses.root}>
        <Skeleton className={headerClasses.banner} radius="lg" />
        <div className={headerClasses.identity}>
          <div className={headerClasses.portrait}>
            <Skeleton circle className={classes.portrait} />
          </div>
          <div className={headerClasses.text}>
            <Skeleton height={28} width="60%" radius="sm" />
            <Skeleton height={14} width="40%" radius="sm" mt="sm" />
          </div>
        </div>
      </div>
      <Skeleton height={36} mt="xl" radius="sm" />
      <div className={classes.columns}>
        <Skeleton height={220} radius="md" />
        <Skeleton height={160} radius="md" />
      </div>
    </Container>
  );
}
