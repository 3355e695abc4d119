import { OPPORTUNITY_TABS, type OpportunityTab } from "@atelier/common/enums";
import { Button, Tabs, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { contentClass, ICON_STROKE } from "../../../app/theme/theme.ts";
import { Heading } from "../../../app/ui/Heading.tsx";
import { JOB_PATHS } from "../api/index.ts";
import { ApplicantsDrawer } from "./ApplicantsDrawer.tsx";
import { AppliedTab } from "./AppliedTab.tsx";
import classes from "./Manager.module.css";
import { managerPlaceOf, managerSearchOf } from "./managerState.ts";
import { PostedTab } from "./PostedTab.tsx";
import { SavedTab } from "./SavedTab.tsx";
import "./styles.ts";

/**
 * The jobs manager (spec 001): what I posted (the default tab), what I applied to and what I saved,
 * the tab in the address (`?tab=`); the applicants of one of mine in a drawer (`?opportunity=`).
 */
export function ManagerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const place = managerPlaceOf(search);
  const open = (tab: OpportunityTab) => void navigate(managerSearchOf({ tab }));

  return (
    <div className={`${contentClass} ${classes.page}`}>
      <header className={classes.header}>
        <div>
          <Heading order={1} size={2}>
            {t("jobsManager.title")}
          </Heading>
          <Text c="dimmed" mt={6}>
            {t("jobsManager.lead")}
          </Text>
        </div>
        <Button
          component={Link}
          to={JOB_PATHS.create}
          leftSection={<IconPlus size={18} stroke={ICON_STROKE} aria-hidden="true" />}
        >
          {t("jobsManager.post")}
        </Button>
      </header>
      <Tabs
        value={place.tab}
        onChange={(value) => value && open(value as OpportunityTab)}
        keepMounted={false}
        classNames={{ list: classes.tabList }}
      >
        <Tabs.List aria-label={t("jobsManager.tabsLabel")}>
          {OPPORTUNITY_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`jobsManager.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <div className={classes.panel}>
          <Tabs.Panel value="posted">
            <PostedTab />
          </Tabs.Panel>
          <Tabs.Panel value="applied">
            <AppliedTab page={place.page} />
          </Tabs.Panel>
          <Tabs.Panel value="saved">
            <SavedTab page={place.page} />
          </Tabs.Panel>
        </div>
      </Tabs>
      {place.opportunity && (
        <ApplicantsDrawer
          key={place.opportunity}
          opportunityId={place.opportunity}
          page={place.page}
          // Closing takes the open drawer out of the history, so going back does not open it again.
          onClose={() => void navigate(managerSearchOf({ tab: place.tab }), { replace: true })}
        />
      )}
    </div>
  );
}
