import { LANGUAGE_LEVELS } from "@atelier/common/enums";
import { ActionIcon, Button, Group, Select, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApi } from "../../../api/context.tsx";
import { toResourceDocument } from "../../../api/store.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useLocale } from "../../../app/start/locale.ts";
import { useStartList } from "../../../app/start/start.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { myPath } from "../api/profileApi.ts";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";
import type { LanguageLevel } from "../types.ts";
import { DoneButton } from "./EditorActions.tsx";
import classes from "./editors.module.css";
import { type LanguageOption, languageName, matchLanguages } from "./languageSearch.ts";
import { useSectionRefusals } from "./sectionRefusals.ts";
import "./styles.ts";

const FIELDS = ["languageId", "level"] as const;

/** The languages with their levels: levels change at once; a new language is added with its level. */
export function LanguagesEditor({ languages }: { languages: LanguageLevel[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const editor = useProfileEditor();
  const errors = useFormErrors(FIELDS, { aliases: { language: "languageId" }, ...useSectionRefusals("languages") });
  const all = useStartList<LanguageOption>("languages");
  const { locale } = useLocale();
  const [search, setSearch] = useState("");
  const [languageId, setLanguageId] = useState<string | null>(null);
  const [level, setLevel] = useState<string | null>("fluent");
  const [adding, setAdding] = useState(false);
  const listed = new Set(languages.map((l) => l.languageId));
  const levels = LANGUAGE_LEVELS.map((value) => ({ value, label: t(`profile.levels.language.${value}`) }));
  const chosen = all.find((l) => l.id === languageId);
  const options = matchLanguages(
    all.filter((l) => !listed.has(l.id)),
    chosen && search === languageName(chosen, locale) ? "" : search,
    locale,
  );

  const add = async () => {
    if (!languageId || !level) return;
    setAdding(true);
    const saved = await editor.change("languages", () =>
      api.post(myPath("languages"), toResourceDocument("language_levels", { attributes: { languageId, level } })),
    );
    setAdding(false);
    if (saved) {
      setLanguageId(null);
      setSearch("");
    }
  };

  return (
    <Stack gap="md">
      {languages.length > 0 && (
        <ul className={`${classes.list} ${classes.languageList}`}>
          {languages.map((entry) => {
            const name = entry.language?.localizedName ?? "";
            return (
              <li key={entry.id} className={classes.languageRow}>
                <Text fw={560} className={classes.languageName}>
                  {name}
                </Text>
                <Select
                  data={levels}
                  value={entry.level}
                  allowDeselect={false}
                  aria-label={t("profile.languages.levelOf", { language: name })}
                  onChange={(next) =>
                    next &&
                    void editor.change("languages", () =>
                      api.patch(
                        myPath("languages", entry.id),
                        toResourceDocument("language_levels", { id: entry.id, attributes: { level: next } }),
                      ),
                    )
                  }
                  className={classes.languageLevel}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => void editor.change("languages", () => api.delete(myPath("languages", entry.id)))}
                  aria-label={t("profile.edit.removeNamed", { name })}
                  title={t("profile.edit.removeNamed", { name })}
                >
                  <IconTrash size={18} stroke={ICON_STROKE} aria-hidden="true" />
                </ActionIcon>
              </li>
            );
          })}
        </ul>
      )}
      <div className={classes.row}>
        <Select
          label={t("profile.languages.language")}
          placeholder={t("profile.languages.languagePlaceholder")}
          searchable
          data={[...(chosen ? [chosen] : []), ...options.filter((l) => l.id !== chosen?.id)].map((l) => ({
            value: l.id,
            label: languageName(l, locale),
          }))}
          filter={({ options: found }) => found}
          searchValue={search}
          onSearchChange={setSearch}
          value={languageId}
          onChange={setLanguageId}
          nothingFoundMessage={search.trim() ? t("profile.edit.nothingFound") : undefined}
          error={errors.errorOf("languageId")}
        />
        <Select
          label={t("profile.languages.level")}
          data={levels}
          value={level}
          onChange={setLevel}
          allowDeselect={false}
          error={errors.errorOf("level")}
        />
      </div>
      <Group justify="space-between">
        <Button variant="light" onClick={() => void add()} loading={adding} disabled={!languageId || !level}>
          {t("profile.languages.addThis")}
        </Button>
        <DoneButton />
      </Group>
      <FormProblems problems={errors.general} />
    </Stack>
  );
}
