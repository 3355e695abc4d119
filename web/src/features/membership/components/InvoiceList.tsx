import { Anchor, Box, Divider, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconFileDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { LoadMore } from "../../../app/ui/LoadMore.tsx";
import { formatMoney } from "../../../i18n/money.ts";
import { useInvoices } from "../api/memberships.ts";
import { useLongDate } from "../useLongDate.ts";

const LIST = { listStyle: "none" } as const;

/** The member's invoices, newest first, each with its period, total and PDF. */
export function InvoiceList() {
  const { t, i18n } = useTranslation();
  const date = useLongDate();
  const invoices = useInvoices();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = invoices;

  if (invoices.isPending) return <InvoicesSkeleton />;
  if (invoices.isError) {
    return <LoadFailure title={t("membership.invoices.loadFailed")} onRetry={() => void invoices.refetch()} />;
  }
  if (invoices.items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("membership.invoices.empty")}
      </Text>
    );
  }
  return (
    <>
      <Stack component="ul" gap={0} m={0} p={0} style={LIST} aria-label={t("membership.invoices.title")}>
        {invoices.items.map((invoice, i) => (
          <li key={invoice.id}>
            {i > 0 && <Divider />}
            {/* A phone puts the sum and the PDF under what the invoice is for. */}
            <Group justify="space-between" gap="xs" py="sm">
              <Box flex="1 1 16rem" miw={0}>
                <Text size="sm" fw={560}>
                  {invoice.number}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`membership.plans.${invoice.plan}.name`)} ·{" "}
                  {t("membership.period", { from: date(invoice.periodStart), to: date(invoice.periodEnd) })}
                </Text>
              </Box>
              <Group gap="md">
                <Text size="sm" fw={560}>
                  {formatMoney(i18n.language, invoice.currency, invoice.total)}
                </Text>
                <Anchor
                  href={invoice.pdfUrl}
                  download
                  size="sm"
                  aria-label={t("membership.invoices.pdf", { number: invoice.number })}
                >
                  <Group component="span" gap={4}>
                    <IconFileDownload size={18} stroke={ICON_STROKE} aria-hidden="true" />
                    PDF
                  </Group>
                </Anchor>
              </Group>
            </Group>
          </li>
        ))}
      </Stack>
      <LoadMore
        hasMore={hasNextPage}
        loading={isFetchingNextPage}
        load={() => void fetchNextPage()}
        label={t("membership.invoices.more")}
      />
    </>
  );
}

function InvoicesSkeleton() {
  return (
    <Stack gap="md" py="sm" aria-busy="true">
      {[0, 1].map((row) => (
        <Group key={row} justify="space-between">
          <Box flex={1}>
            <Skeleton height={12} width="40%" mb={8} />
            <Skeleton height={10} width="70%" />
          </Box>
          <Skeleton height={12} width={60} />
        </Group>
      ))}
    </Stack>
  );
}
