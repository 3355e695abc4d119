import { Container } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FeaturedFieldGrid } from "./components/FeaturedFieldGrid.tsx";
import { PageHeader } from "./components/PageHeader.tsx";

export function FeaturedPage() {
  const { t } = useTranslation();
  return (
    <Container>
      <PageHeader
        eyebrow={t("pages.featured.eyebrow")}
        title={t("pages.featured.title")}
        lead={t("pages.featured.lead")}
      />
      <FeaturedFieldGrid headingLevel={2} />
    </Container>
  );
}
