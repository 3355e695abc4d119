import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/ScrollArea.css";
import { SHOWROOM_LIMITS } from "@atelier/common/showroom-limits";
import { Badge, Button, Select, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useList } from "../../../api/hooks.ts";
import { toResourceDocument } from "../../../api/store.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useRefusalText } from "../../../app/forms/useRefusalText.ts";
import { useMe } from "../../../app/session/session.ts";
import { PersonSummary } from "../../../app/ui/PersonSummary.tsx";
import { SOCIAL_API } from "../../social/api/socialApi.ts";
import type { UserSummary } from "../../social/types.ts";
import type { CoCreator } from "../types.ts";
import { CoCreatorRoleForm } from "./CoCreatorRoleForm.tsx";
import { EditButton, InlineForm, RemoveButton } from "./EditorControls.tsx";
import { EditorSection } from "./EditorSection.tsx";
import type { ItemPaths } from "./editorApi.ts";
import classes from "./ItemEditor.module.css";

const SUGGESTIONS = 8;
const TYPING_PAUSE_MS = 300;
const FIELDS = ["userId", "role"] as const;
const ALIASES = { user: "userId" } as const;

export interface CoCreatorsEditorProps {
  creators: CoCreator[];
  paths: ItemPaths;
  onChanged(): void;
}

/**
 * The people who made the item with its owner: found by name as on the connections screen, invited
 * with an optional role, their role changed in place, removed; each shows whether they confirmed yet.
 */
export function CoCreatorsEditor({ creators, paths, onChanged }: CoCreatorsEditorProps) {
  const { t } = useTranslation();
  const me = useMe();
  const errors = useFormErrors(FIELDS, { aliases: ALIASES, word: useRefusalText() });
  const [editing, setEditing] = useState<string | null>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  const closed = useRef<string | null>(null);
  const [search, setSearch] = useState("");
  const [names] = useDebouncedValue(search.trim(), TYPING_PAUSE_MS);
  const [picked, setPicked] = useState<UserSummary | null>(null);
  const [role, setRole] = useState("");
  const people = useList<UserSummary>(
    SOCIAL_API.users,
    { size: SUGGESTIONS, filter: { with_user_names: names } },
    { enabled: names !== "" && picked === null },
  );
  const taken = new Set([me?.id, ...creators.map((creator) => creator.userId)]);
  const suggestions = names === "" ? [] : people.items.filter((person) => !taken.has(person.id));
  const options = picked ? [picked] : suggestions;
  const full = creators.length >= SHOWROOM_LIMITS.coCreatorsPerItem;

  // The item is read again whatever the answer: a refusal may come from a change made elsewhere.
  const invitation = useWrite<{ userId: string; role: string | null }>({
    send: (api, attributes) => api.post(paths.coCreators, toResourceDocument("co_creators", { attributes })),
    errors,
    onSuccess: () => {
      setPicked(null);
      setSearch("");
      setRole("");
      onChanged();
    },
    onError: onChanged,
  });
  const removal = useWrite<CoCreator>({
    send: (api, creator) => api.delete(paths.coCreator(creator.id)),
    errors,
    onSuccess: onChanged,
    onError: onChanged,
  });

  const invite = () => {
    if (!picked) {
      errors.report({ userId: { code: "blank", detail: t("showroom.editor.coCreators.pickFirst") } });
      return;
    }
    void invitation.run({ userId: picked.id, role: role.trim() === "" ? null : role.trim() });
  };

  // A closed role form hands the focus back to the edit button it replaced.
  useEffect(() => {
    if (editing !== null || closed.current === null) return;
    editButtons.current.get(closed.current)?.focus();
    closed.current = null;
  }, [editing]);

  const closeEdit = () => {
    closed.current = editing;
    setEditing(null);
  };

  return (
    <EditorSection title={t("showroom.editor.coCreators.heading")} hint={t("showroom.editor.coCreators.hint")}>
      {creators.length > 0 && (
        <ul className={classes.list}>
          {creators.map((creator) => {
            const name = creator.user?.name ?? "";
            const open = editing === creator.id;
            return (
              <li key={creator.id} className={classes.stacked}>
                <div className={classes.row}>
                  <div className={classes.rowText}>
                    {creator.user ? (
                      <PersonSummary
                        user={creator.user}
                        avatarSize={36}
                        professionLines={1}
                        note={open ? undefined : (creator.role ?? undefined)}
                      />
                    ) : (
                      <Text size="sm">{creator.role}</Text>
                    )}
                  </div>
                  <Badge variant="light" color={creator.confirmed ? "green" : "yellow"}>
                    {t(`showroom.editor.coCreators.${creator.confirmed ? "confirmed" : "pending"}`)}
                  </Badge>
                  {!open && (
                    <EditButton
                      ref={(button) => {
                        if (button) editButtons.current.set(creator.id, button);
                        else editButtons.current.delete(creator.id);
                      }}
                      label={t("showroom.editor.coCreators.editRole", { name })}
                      onClick={() => setEditing(creator.id)}
                    />
                  )}
                  <RemoveButton
                    label={t("showroom.editor.coCreators.remove", { name })}
                    onClick={() => void removal.run(creator)}
                  />
                </div>
                {open && (
                  <CoCreatorRoleForm
                    creator={creator}
                    path={paths.coCreator(creator.id)}
                    onSaved={onChanged}
                    onClose={closeEdit}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <InlineForm formRef={errors.formRef} onSubmit={invite}>
        <Select
          label={t("showroom.editor.coCreators.person")}
          placeholder={t("showroom.editor.coCreators.personPlaceholder")}
          searchable
          clearable
          disabled={full}
          value={picked?.id ?? null}
          searchValue={search}
          onSearchChange={(value) => {
            setSearch(value);
            if (picked && value !== picked.name) setPicked(null);
          }}
          data={options.map((person) => ({ value: person.id, label: person.name }))}
          // The server has matched the names already; every suggestion it sends is shown.
          filter={({ options: all }) => all}
          onChange={(id) => {
            setPicked(options.find((person) => person.id === id) ?? null);
            errors.clear("userId");
          }}
          nothingFoundMessage={
            names !== "" && !people.isFetching && picked === null ? t("showroom.editor.nothingFound") : undefined
          }
          error={errors.errorOf("userId")}
        />
        <TextInput
          label={t("showroom.editor.coCreators.role")}
          placeholder={t("showroom.editor.coCreators.rolePlaceholder")}
          maxLength={SHOWROOM_LIMITS.coCreatorRole}
          value={role}
          disabled={full}
          onChange={(event) => {
            setRole(event.currentTarget.value);
            errors.clear("role");
          }}
          error={errors.errorOf("role")}
        />
        <Button
          type="submit"
          variant="default"
          loading={invitation.busy}
          disabled={full}
          className={classes.inlineButton}
        >
          {t("showroom.editor.coCreators.invite")}
        </Button>
      </InlineForm>
      <FormProblems problems={errors.general} />
    </EditorSection>
  );
}
