import type { Document, Resource } from "@atelier/common/jsonapi";
import { PAGE_SIZE_DEFAULT } from "@atelier/common/jsonapi";
import { MESSENGER_LIMITS } from "@atelier/common/messenger-limits";
import { paths } from "@atelier/common/paths";
import { Alert, Avatar, Group, MultiSelect, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useDocument, useResource, useStoreRead } from "../../../api/hooks.ts";
import { toResourceDocument } from "../../../api/store.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { MESSENGER_API } from "../api/messengerApi.ts";
import { type Attachment, useAttachmentUploads, withFiles } from "../hooks/useSendMessage.ts";
import { useSendRefusal } from "../hooks/useSendRefusal.ts";
import { Composer } from "./Composer.tsx";
import classes from "./ConversationView.module.css";
import { PaneHead } from "./PaneHead.tsx";

const SEARCH_DELAY_MS = 250;

interface Person {
  id: string;
  name: string;
  avatar: string | null;
  mayMessage: boolean;
}

const personOf = (user: Record<string, unknown> & { id: string }): Person => ({
  id: user.id,
  name: String(user.name ?? ""),
  avatar: (user.profileImage as { small?: string } | null)?.small ?? null,
  mayMessage: user.mayMessage === true,
});

/**
 * A new message: choose the people (found by name, only those who take messages from me), write,
 * send. Writing to people I already talk with continues that conversation; `?to=` comes from a
 * profile's Message button and opens the conversation with that person when there is one.
 */
export function NewMessage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const to = params.get("to");
  const [chosen, setChosen] = useState<Person[]>([]);
  const [search, setSearch] = useState("");
  const [names] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const refusal = useSendRefusal();
  const uploads = useAttachmentUploads();

  const addressed = useResource<Record<string, unknown> & { id: string }>(`/v1/users/${encodeURIComponent(to ?? "")}`, {
    enabled: Boolean(to),
  });
  const existing = useDocument(MESSENGER_API.conversations, {
    query: { participant_ids: to ?? "" },
    enabled: Boolean(to),
  });
  // From a profile: the conversation with that person opens when there is one, else they are chosen.
  useEffect(() => {
    const found = existing.data?.data as Resource | null | undefined;
    if (found) void navigate(paths.conversation(String(found.id)), { replace: true });
  }, [existing.data, navigate]);
  const addressedUser = addressed.data;
  useEffect(() => {
    if (!addressedUser) return;
    const person = personOf(addressedUser);
    if (person.mayMessage) setChosen((all) => (all.some((p) => p.id === person.id) ? all : [person, ...all]));
  }, [addressedUser]);

  const found = useDocument("/v1/users", {
    query: { "filter[with_user_names]": names, "page[size]": Math.min(PAGE_SIZE_DEFAULT, 10), include: "" },
    enabled: names.length > 0,
  });
  const results = useStoreRead(
    (store) =>
      store
        .denormalizeData<Record<string, unknown> & { id: string }>(found.data?.data)
        .map(personOf)
        .filter((p) => p.mayMessage),
    [found.data],
  );
  const options = useMemo(() => {
    const all = new Map([...chosen, ...results].map((p) => [p.id, p]));
    return [...all.values()];
  }, [chosen, results]);

  const start = useWrite<{ content: string; files: readonly Attachment[] }, Document>({
    send: async (client, { content, files }) => {
      const reply = await client.post<Document>(
        MESSENGER_API.conversations,
        toResourceDocument("conversations", {
          attributes: { participantIds: chosen.map((p) => p.id).join(","), messageContent: content },
        }),
      );
      const participation = reply.data as Resource;
      const first = (reply.included ?? []).find((r) => r.type === "messages");
      if (first && files.length > 0) {
        const uploaded = await uploads.uploadAll(client, String(participation.id), String(first.id), files);
        return { ...reply, included: [...(reply.included ?? []), ...(withFiles(first, uploaded).included ?? [])] };
      }
      return reply;
    },
    stale: [{ under: MESSENGER_API.participations }],
    errors: refusal.target,
    onSuccess: (reply) => void navigate(paths.conversation(String((reply.data as Resource).id))),
  });

  return (
    <>
      <PaneHead>
        <Text component="h2" className={classes.names}>
          {t("messenger.new")}
        </Text>
      </PaneHead>
      <div className={classes.scroller}>
        <MultiSelect
          label={t("messenger.to")}
          placeholder={chosen.length === 0 ? t("messenger.toPlaceholder") : undefined}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={options.map((p) => ({ value: p.id, label: p.name }))}
          value={chosen.map((p) => p.id)}
          onChange={(ids) => setChosen(ids.flatMap((id) => options.find((p) => p.id === id) ?? []))}
          maxValues={MESSENGER_LIMITS.participants - 1}
          nothingFoundMessage={names ? t("messenger.nobodyFound") : t("messenger.typeAName")}
          filter={({ options: all }) => all}
          renderOption={({ option }) => {
            const person = options.find((p) => p.id === option.value);
            return (
              <Group gap="xs" wrap="nowrap">
                <Avatar src={person?.avatar ?? null} name={option.label} color="initials" size={28} alt="" />
                <span>{option.label}</span>
              </Group>
            );
          }}
          autoFocus={!to}
        />
        <Text size="sm" c="dimmed" mt="xs">
          {t("messenger.toHint")}
        </Text>
        {refusal.error && (
          <Alert color="red" variant="light" mt="md">
            {refusal.error}
          </Alert>
        )}
      </div>
      {chosen.length > 0 && (
        <Composer
          label={t("messenger.composer.label")}
          onSend={(content, files) => start.run({ content, files })}
          busy={start.busy}
          sending={uploads.sending}
          failed={uploads.failed}
          autoFocus={Boolean(to)}
        />
      )}
    </>
  );
}
