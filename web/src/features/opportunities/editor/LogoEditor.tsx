import type { OpportunityLogoAttributes } from "@atelier/common";
import type { Resource } from "@atelier/common/jsonapi";
import { Button, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useStore } from "../../../api/context.tsx";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { UploadDropzone } from "../../profiles/editing/UploadDropzone.tsx";
import { EditorSection } from "../../showroom/editor/EditorSection.tsx";
import { fallbackSrcOf, srcSetOf } from "../../showroom/responsiveImage.ts";
import type { Opportunity } from "../api/index.ts";
import classes from "./JobEditor.module.css";
import { OWN_API } from "./ownOpportunity.ts";
import { useFileUpload } from "./useFileUpload.ts";

/** The employer's logo: shown square, replaced by dropping another (with its progress), or removed. */
export function LogoEditor({ opportunity }: { opportunity: Opportunity }) {
  const { t } = useTranslation();
  const store = useStore();
  const alerts = useAlerts();
  const { id, logo } = opportunity;
  // The upload answers the logo alone, under the opportunity's id; the opportunity shows it.
  const showLogo = (value: OpportunityLogoAttributes["logo"] | null) =>
    store.merge({ data: { type: "opportunities", id, attributes: { logo: value } } });
  const file = useFileUpload("image", OWN_API.logo(id), (reply) =>
    showLogo((reply.data as Resource).attributes?.logo as OpportunityLogoAttributes["logo"]),
  );
  const removal = useWrite({
    send: (api) => api.delete(OWN_API.logo(id)),
    onSuccess: () => showLogo(null),
    stale: [OWN_API.mine],
    onError: () => alerts.add({ type: "error", text: "jobForm.logo.removeFailed" }),
  });

  return (
    <EditorSection title={t("jobForm.logo.heading")} hint={t("jobForm.logo.hint")}>
      <div className={classes.logoRow}>
        {logo ? (
          <img
            className={classes.logo}
            src={fallbackSrcOf(logo)}
            srcSet={srcSetOf(logo)}
            sizes="96px"
            alt={t("jobForm.logo.alt", { title: opportunity.title })}
          />
        ) : (
          <div className={classes.logoEmpty} aria-hidden="true" />
        )}
        <div className={classes.logoZone}>
          <UploadDropzone
            kind="image"
            label={t(logo ? "jobForm.logo.replace" : "jobForm.logo.drop")}
            upload={file.upload}
            onChoose={file.clear}
          />
          {file.refusal && (
            <Text size="sm" c="red" mt={6} role="alert">
              {file.refusal}
            </Text>
          )}
          {logo && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              mt="xs"
              loading={removal.busy}
              leftSection={<IconTrash size={16} stroke={ICON_STROKE} aria-hidden="true" />}
              onClick={() => void removal.run()}
            >
              {t("jobForm.logo.remove")}
            </Button>
          )}
        </div>
      </div>
    </EditorSection>
  );
}
