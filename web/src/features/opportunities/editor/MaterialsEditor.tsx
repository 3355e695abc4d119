import { OPPORTUNITY_LIMITS } from "@atelier/common/opportunity-limits";
import { Anchor, Text } from "@mantine/core";
import { IconFileText } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useStore } from "../../../api/context.tsx";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { fileSize } from "../../messenger/format.ts";
import { UploadDropzone } from "../../profiles/editing/UploadDropzone.tsx";
import { fileTypeLabel } from "../../profiles/fileDetails.ts";
import { RemoveButton } from "../../showroom/editor/EditorControls.tsx";
import { EditorSection } from "../../showroom/editor/EditorSection.tsx";
import editorClasses from "../../showroom/editor/ItemEditor.module.css";
import { alertActionFailure } from "../../social/actionFailure.ts";
import type { Opportunity, OpportunityMaterial } from "../api/index.ts";
import classes from "./JobEditor.module.css";
import { identifierOf, OWN_API, relinkList } from "./ownOpportunity.ts";
import { useFileUpload } from "./useFileUpload.ts";

/**
 * Files for applicants (a brief, a style guide): each dropped file sent with its progress, listed
 * with its type and size, removed by its button. The list is the opportunity's `materials`, kept
 * in the store as each change is answered.
 */
export function MaterialsEditor({ opportunity }: { opportunity: Opportunity }) {
  const { t, i18n } = useTranslation();
  const store = useStore();
  const alerts = useAlerts();
  const { id } = opportunity;
  const materials = opportunity.materials ?? [];
  const full = materials.length >= OPPORTUNITY_LIMITS.materials;

  const file = useFileUpload("document", OWN_API.materials(id), (reply) =>
    relinkList(store, id, "materials", (listed) => [...listed, identifierOf(reply)]),
  );
  const removal = useWrite<OpportunityMaterial>({
    send: (api, material) => api.delete(OWN_API.material(id, material.id)),
    onSuccess: (_, material) =>
      relinkList(store, id, "materials", (listed) => listed.filter((ref) => ref.id !== material.id)),
    onError: (error, material) =>
      alertActionFailure(alerts, error, "jobForm.materials.removeFailed", { name: material.name }),
  });

  return (
    <EditorSection title={t("jobForm.materials.heading")} hint={t("jobForm.materials.hint")}>
      {materials.length > 0 && (
        <ul className={editorClasses.list} aria-label={t("jobForm.materials.list")}>
          {materials.map((material) => (
            <li key={material.id} className={classes.file}>
              <IconFileText size={20} stroke={ICON_STROKE} aria-hidden="true" className={classes.fileIcon} />
              <div className={editorClasses.rowText}>
                <Anchor href={material.url} target="_blank" rel="noopener" size="sm" className={classes.fileName}>
                  {material.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {[fileTypeLabel(material.contentType, material.name), fileSize(i18n.language, material.byteSize)]
                    .filter(Boolean)
                    .join(" · ")}
                </Text>
              </div>
              <RemoveButton
                label={t("jobForm.materials.remove", { name: material.name })}
                onClick={() => void removal.run(material)}
              />
            </li>
          ))}
        </ul>
      )}
      <UploadDropzone
        kind="document"
        label={t(full ? "jobForm.materials.full" : "jobForm.materials.drop", { max: OPPORTUNITY_LIMITS.materials })}
        upload={file.upload}
        onChoose={file.clear}
        disabled={full}
      />
      {file.refusal && (
        <Text size="sm" c="red" mt={6} role="alert">
          {file.refusal}
        </Text>
      )}
    </EditorSection>
  );
}
