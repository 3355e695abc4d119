import { Button, Stack } from "@mantine/core";
import { IconBriefcase } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { OPPORTUNITY_FILTERS, type OpportunityFilter } from "../profileTabs.ts";
import type { ProfileUser } from "../types.ts";

/** The tabs whose content arrives with later areas of Atelier, and where their owner will add it. */
const AREAS = {
  opportunities: { icon: IconBriefcase, create: "/jobs/new" },
} as const;
export type UpcomingArea = keyof typeof AREAS;

export interface UpcomingTabProps {
  area: UpcomingArea;
  user: ProfileUser;
  owner: boolean;
}

/**
 * Opportunities: empty until that area opens, and saying so plainly. The
 * opportunities keep their filter (current by default, or expired) so the tab already works as it will.
 */
export function UpcomingTab({ area, user, owner }: UpcomingTabProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OpportunityFilter>("current");
  const { icon: Icon, create } = AREAS[area];
  const key = `profile.tabs.empty.${area}.${filter}`;
  const empty = owner ? (
    <EmptyState
      icon={<Icon size={22} stroke={ICON_STROKE} />}
      title={t(`${key}.owner.title`)}
      body={t(`${key}.owner.body`)}
      action={{ label: t(`profile.tabs.empty.${area}Action`), to: create }}
    />
  ) : (
    <EmptyState
      icon={<Icon size={22} stroke={ICON_STROKE} />}
      title={t(`${key}.visitor.title`)}
      body={t(`${key}.visitor.body`, { name: user.name })}
    />
  );
  return (
    <Stack gap="md">
      <Button.Group aria-label={t("profile.tabs.opportunityFilter.label")} style={{ alignSelf: "flex-start" }}>
        {OPPORTUNITY_FILTERS.map((value) => (
          <Button
            key={value}
            size="xs"
            variant={value === filter ? "filled" : "default"}
            aria-pressed={value === filter}
            onClick={() => setFilter(value)}
          >
            {t(`profile.tabs.opportunityFilter.${value}`)}
          </Button>
        ))}
      </Button.Group>
      {empty}
    </Stack>
  );
}
