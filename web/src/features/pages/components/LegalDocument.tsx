import { operator } from "@atelier/common/operator";
import { Container, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "./LegalDocument.module.css";
import { PageHeader } from "./PageHeader.tsx";
import { RichText } from "./RichText.tsx";

export interface LegalDocumentProps {
  /** The page's key under "pages", e.g. "terms". */
  page: string;
  /** Section keys in reading order; each has a title and a body. */
  sections: readonly string[];
  /** The address texts of this document point at. */
  email: string;
}

/** A long legal text: numbered sections with a table of contents beside them on wide screens. */
export function LegalDocument({ page, sections, email }: LegalDocumentProps) {
  const { t } = useTranslation();
  const values = { company: operator.company, street: operator.street, city: operator.city, email };
  return (
    <Container>
      <PageHeader eyebrow={t(`pages.${page}.eyebrow`)} title={t(`pages.${page}.title`)} lead={t(`pages.${page}.lead`)}>
        <Text size="sm" c="dimmed" mt="md">
          {t("pages.common.lastUpdated", { date: t(`pages.${page}.updated`) })}
        </Text>
      </PageHeader>
      <div className={classes.layout}>
        <nav aria-labelledby={`${page}-contents`} className={classes.toc}>
          <Text id={`${page}-contents`} component="h2" className={classes.tocTitle}>
            {t("pages.common.contents")}
          </Text>
          <ol className={classes.tocList}>
            {sections.map((section) => (
              <li key={section}>
                <a href={`#${section}`} className={classes.tocLink}>
                  {t(`pages.${page}.${section}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={classes.article}>
          {sections.map((section) => (
            <section key={section} id={section} className={classes.section} aria-labelledby={`${section}-title`}>
              <Title order={2} size="h3" id={`${section}-title`} className={classes.sectionTitle}>
                {t(`pages.${page}.${section}.title`)}
              </Title>
              <RichText text={t(`pages.${page}.${section}.body`, values)} />
            </section>
          ))}
        </article>
      </div>
    </Container>
  );
}
