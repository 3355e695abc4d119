import { Container } from "@mantine/core";
import { Suspense } from "react";
import { ManagerPage } from "../../features/opportunities/manager/lazyManager.ts";
import { ManagerSkeleton } from "../../features/opportunities/manager/ManagerSkeleton.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.jobs-manager" });

/** /jobs-manager: the tab and the open applicants from the address's query. */
export default function Page() {
  return (
    <Suspense
      fallback={
        <Container py="xl">
          <ManagerSkeleton />
        </Container>
      }
    >
      <ManagerPage />
    </Suspense>
  );
}
