import type { Document } from "@atelier/common/jsonapi";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiClientError } from "../../../api/client.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { useRefusalText } from "../../../app/forms/useRefusalText.ts";
import { uploadRefusalText } from "../../profiles/editing/uploadRefusal.ts";
import type { UploadKind } from "../../profiles/editing/uploadRules.ts";
import { OWN_API } from "./ownOpportunity.ts";

interface Sent {
  file: File;
  onProgress(percent: number): void;
}

/**
 * One file sent to the opportunity with its progress, for a drop zone's `upload`: resolves once the
 * server has stored it (or refused it, in the reader's words, kept in `refusal` until the next file).
 */
export function useFileUpload(kind: UploadKind, path: string, onStored: (reply: Document) => void) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const write = useWrite<Sent, Document>({
    send: (api, { file, onProgress }) => {
      const body = new FormData();
      body.append("file", file);
      return api.upload<Document>(path, body, { onProgress });
    },
    onSuccess: (reply) => onStored(reply),
    // The manager's list shows the logo and nothing of the files; reading it again costs little.
    stale: [OWN_API.mine],
    onError: (error) => {
      const first = error instanceof ApiClientError ? error.errors[0] : undefined;
      if (error instanceof ApiClientError && (error.kind === "network" || error.kind === "server")) {
        setRefusal(t("jobForm.files.failed"));
      } else if (first) setRefusal(uploadRefusalText(first, kind, t) ?? refusalText(first));
    },
  });
  return {
    refusal,
    clear: () => setRefusal(null),
    upload: (file: File, onProgress: (percent: number) => void) => write.run({ file, onProgress }),
  };
}
