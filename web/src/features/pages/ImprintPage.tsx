import { operator } from "@atelier/common/operator";
import { Anchor, Container, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { OperatorAddress } from "./components/OperatorAddress.tsx";
import { PageHeader } from "./components/PageHeader.tsx";
import { RichText } from "./components/RichText.tsx";
import classes from "./ImprintPage.module.css";

function Entry({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.entry} aria-labelledby={`imprint-${id}`}>
      <Title order={2} size="h6" id={`imprint-${id}`} className={classes.entryTitle}>
        {title}
      </Title>
      <div className={classes.entryBody}>{children}</div>
    </section>
  );
}

/** The site's own imprint (Impressum) under § 5 DDG and § 18 MStV. */
export function ImprintPage() {
  const { t } = useTranslation();
  return (
    <Container>
      <PageHeader
        eyebrow={t("pages.imprint.eyebrow")}
        title={t("pages.imprint.title")}
        lead={t("pages.imprint.lead")}
      />
      <div className={classes.sheet}>
        <Entry id="operator" title={t("pages.imprint.operatorTitle")}>
          <OperatorAddress />
        </Entry>
        <Entry id="represented" title={t("pages.imprint.representedTitle")}>
          <Text>{t("pages.imprint.representedBody", { directors: operator.directors })}</Text>
        </Entry>
        <Entry id="contact" title={t("pages.imprint.contactTitle")}>
          <dl className={classes.contactList}>
            <dt>{t("pages.imprint.phone")}</dt>
            <dd>
              <Anchor href={`tel:${operator.phone.replaceAll(" ", "")}`}>{operator.phone}</Anchor>
            </dd>
            <dt>{t("pages.imprint.email")}</dt>
            <dd>
              <Anchor href={`mailto:${operator.email.general}`}>{operator.email.general}</Anchor>
            </dd>
          </dl>
        </Entry>
        <Entry id="register" title={t("pages.imprint.registerTitle")}>
          <Text>
            {t("pages.imprint.registerBody", { court: operator.registerCourt, number: operator.registerNumber })}
          </Text>
        </Entry>
        <Entry id="vat" title={t("pages.imprint.vatTitle")}>
          <Text>{t("pages.imprint.vatBody", { vatId: operator.vatId })}</Text>
        </Entry>
        <Entry id="responsible" title={t("pages.imprint.responsibleTitle")}>
          <Text>{t("pages.imprint.responsibleBody", { person: operator.contentResponsible })}</Text>
        </Entry>
        <Entry id="dispute" title={t("pages.imprint.disputeTitle")}>
          <Text>{t("pages.imprint.disputeBody")}</Text>
        </Entry>
        <Entry id="members" title={t("pages.imprint.liabilityTitle")}>
          <RichText text={t("pages.imprint.liabilityBody", { email: operator.email.legal })} />
        </Entry>
      </div>
    </Container>
  );
}
