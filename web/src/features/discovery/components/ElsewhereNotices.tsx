import type { FindScope } from "@atelier/common/find-lists";
import { paths } from "@atelier/common/paths";
import { Alert, Button, Stack } from "@mantine/core";
import { IconFilterShare } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { type FiltersElsewhere, findSearchParams } from "../findSearch.ts";

export interface ElsewhereNoticesProps {
  scope: FindScope;
  /** The path of the list in view, a field's page's too. */
  pathname: string;
  notices: readonly FiltersElsewhere[];
}

/**
 * The filters of the address that the kind in view does not offer, each tab's with a link to it
 * carrying them: a link shared from another tab is not read as if its filters held here.
 */
export function ElsewhereNotices({ scope, pathname, notices }: ElsewhereNoticesProps) {
  const { t, i18n } = useTranslation();
  if (notices.length === 0) return null;
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  return (
    <Stack gap="sm" mb="lg">
      {notices.map((notice) => {
        const tab = t(`discovery.kinds.phrase.${notice.scope}.${notice.kind}`);
        const count = notice.filters.length;
        const filters = list.format(
          notice.filters.map((filter) => t("discovery.elsewhere.quoted", { name: t(`discovery.filters.${filter}`) })),
        );
        const path = notice.scope === scope ? pathname : paths[notice.scope];
        return (
          <Alert
            key={`${notice.scope}:${notice.kind}`}
            color="blue"
            variant="light"
            icon={<IconFilterShare size={20} stroke={ICON_STROKE} />}
          >
            {t("discovery.elsewhere.notice", { count, filters, tab })}
            <div>
              <Button
                component={Link}
                to={`${path}${findSearchParams(notice.search)}`}
                variant="light"
                size="compact-sm"
                mt="xs"
              >
                {t("discovery.elsewhere.action", { count, tab })}
              </Button>
            </div>
          </Alert>
        );
      })}
    </Stack>
  );
}
