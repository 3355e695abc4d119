import { APPLICATION_STAGES } from "@atelier/common/enums";
import { Badge, Drawer, Group, Skeleton, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconUsers } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useList, useStoreRead } from "../../../api/hooks.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { PageLinks } from "../../../app/ui/PageLinks.tsx";
import { formatCount } from "../../../i18n/formats.ts";
import type { Opportunity } from "../api/index.ts";
import { OWN_API } from "../editor/ownOpportunity.ts";
import { ApplicantCard } from "./ApplicantCard.tsx";
import classes from "./Manager.module.css";
import { APPLICANTS_INCLUDE, APPLICANTS_PAGE_SIZE, type Application, MANAGER_API, stageCounts } from "./managerApi.ts";
import { managerSearchOf } from "./managerState.ts";

export interface ApplicantsDrawerProps {
  opportunityId: string;
  page: number;
  onClose(): void;
}

/**
 * The applicants of one of my opportunities, beside the manager (over it on a phone): how many are
 * at each stage, then a page of them. Opening it marks them checked, so they count as new no more;
 * those that were new keep their mark while it stays open.
 */
export function ApplicantsDrawer({ opportunityId, page, onClose }: ApplicantsDrawerProps) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery("(max-width: 36em)");
  const opportunity = useStoreRead(
    (store) => store.denormalize<Opportunity>("opportunities", opportunityId),
    [opportunityId],
  );
  const list = useList<Application>(MANAGER_API.applications(opportunityId), {
    page,
    size: APPLICANTS_PAGE_SIZE,
    include: APPLICANTS_INCLUDE,
  });
  const fresh = useRef(new Set<string>());
  const checkedOnce = useRef(false);
  const checked = useWrite({
    send: (api) => api.patch(OWN_API.action(opportunityId, "checked")),
    // Checking moves the new applicants to viewed: the counts here and in the manager change.
    stale: [OWN_API.mine, MANAGER_API.applications(opportunityId)],
  });

  for (const application of list.items) if (application.isNew) fresh.current.add(application.id);
  const loaded = list.isSuccess;
  const anyNew = list.items.some((application) => application.isNew);
  const check = checked.run;
  useEffect(() => {
    if (!loaded || checkedOnce.current || !anyNew) return;
    checkedOnce.current = true;
    void check();
  }, [loaded, anyNew, check]);

  const counts = stageCounts(list.data?.meta);
  // The applicant's conversation with me is linked, not included: its id is all the link needs.
  const conversations = new Map(
    (Array.isArray(list.data?.data) ? list.data.data : []).map((resource) => [
      String(resource.id),
      (resource.relationships?.conversation?.data as { id: string } | null | undefined)?.id ?? null,
    ]),
  );
  const title = opportunity
    ? t("jobsManager.applicants.titleOf", { title: opportunity.title })
    : t("jobsManager.applicants.title");

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "lg"}
      title={<span className={classes.drawerTitle}>{title}</span>}
      closeButtonProps={{ "aria-label": t("jobsManager.applicants.close") }}
    >
      {list.isError && !list.data ? (
        <LoadFailure title={t("jobsManager.applicants.loadFailed")} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Stack gap="md" aria-hidden="true">
          <Skeleton height={24} width="70%" />
          {[0, 1, 2].map((row) => (
            <Group key={row} gap="sm" wrap="nowrap">
              <Skeleton height={44} circle />
              <Skeleton height={16} width="50%" />
            </Group>
          ))}
        </Stack>
      ) : list.items.length === 0 ? (
        <EmptyState
          icon={<IconUsers size={28} stroke={ICON_STROKE} />}
          title={t("jobsManager.applicants.emptyTitle")}
          body={t("jobsManager.applicants.emptyBody")}
        />
      ) : (
        <>
          <ul className={classes.stages} aria-label={t("jobsManager.applicants.byStage")}>
            {APPLICATION_STAGES.map((stage) => (
              <li key={stage}>
                <Badge variant={counts[stage] ? "light" : "default"} color="gray" size="lg" radius="sm" tt="none">
                  {t(`jobsManager.stages.${stage}`)} {formatCount(i18n.language, counts[stage] ?? 0)}
                </Badge>
              </li>
            ))}
          </ul>
          <Text size="sm" c="dimmed" mb="sm">
            {t("jobsManager.applicants.total", { count: list.paging.total ?? list.items.length })}
          </Text>
          <ul className={classes.applicantList} aria-busy={list.isFetching || undefined}>
            {list.items.map((application) => (
              <ApplicantCard
                key={application.id}
                opportunityId={opportunityId}
                application={application}
                fresh={fresh.current.has(application.id)}
                conversationId={conversations.get(application.id) ?? null}
              />
            ))}
          </ul>
          <PageLinks
            paging={list.paging}
            pageHref={(to) => managerSearchOf({ opportunity: opportunityId, page: to })}
          />
        </>
      )}
    </Drawer>
  );
}
