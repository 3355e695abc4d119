import type { Document, Resource } from "@atelier/common/jsonapi";
import { useState } from "react";
import type { ApiClient } from "../../../api/client.ts";
import { toResourceDocument } from "../../../api/store.ts";
import { type RefusalTarget, useWrite } from "../../../api/useWrite.ts";
import { MESSENGER_API } from "../api/messengerApi.ts";

/** A file on its way, with its progress in percent (rounded down, spec 001 section 9). */
export interface Sending {
  key: string;
  name: string;
  percent: number;
}

export interface Attachment {
  key: string;
  file: File;
}

export interface Outgoing {
  content: string;
  files: readonly Attachment[];
}

/** The files of the composer, in turn: the uploaded ones, and the names of those refused. */
export function useAttachmentUploads() {
  const [sending, setSending] = useState<Sending[]>([]);
  const [failed, setFailed] = useState<string[]>([]);

  async function uploadAll(api: ApiClient, participationId: string, messageId: string, files: readonly Attachment[]) {
    setFailed([]);
    setSending(files.map(({ key, file }) => ({ key, name: file.name, percent: 0 })));
    const uploaded: Resource[] = [];
    for (const { key, file } of files) {
      const body = new FormData();
      body.append("file", file);
      try {
        const reply = await api.upload<Document>(MESSENGER_API.files(participationId, messageId), body, {
          onProgress: (percent) => setSending((all) => all.map((s) => (s.key === key ? { ...s, percent } : s))),
        });
        uploaded.push(reply.data as Resource);
      } catch {
        setFailed((names) => [...names, file.name]);
      }
      setSending((all) => all.filter((s) => s.key !== key));
    }
    return uploaded;
  }

  return { sending, failed, uploadAll };
}

/** The message with the files that joined it, as one document for the store. */
export function withFiles(message: Resource, files: readonly Resource[]): Document {
  return {
    data: {
      ...message,
      relationships: {
        ...message.relationships,
        files: { data: files.map((f) => ({ type: f.type, id: String(f.id) })) },
      },
    },
    included: [...files],
  };
}

/**
 * Writes in a conversation: the text (empty when only files go), then each file to the message
 * (spec 001 section 4: the sending flag, each attachment, then the message shown with its files).
 */
export function useSendMessage(
  participationId: string,
  options: { errors?: RefusalTarget; onSent(messageId: string): void },
) {
  const uploads = useAttachmentUploads();
  const write = useWrite<Outgoing, Document>({
    send: async (api, { content, files }) => {
      const reply = await api.post<Document>(
        MESSENGER_API.messages(participationId),
        toResourceDocument("messages", { attributes: { content } }),
      );
      const message = reply.data as Resource;
      return withFiles(message, await uploads.uploadAll(api, participationId, String(message.id), files));
    },
    errors: options.errors,
    onSuccess: (reply) => options.onSent(String((reply.data as Resource).id)),
  });
  return { ...write, sending: uploads.sending, failed: uploads.failed };
}
