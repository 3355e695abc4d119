import { Avatar } from "@mantine/core";
import { IconPhoto, IconSearch } from "@tabler/icons-react";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useApi } from "../../../../api/context.tsx";
import { ICON_STROKE } from "../../../../app/theme/theme.ts";
import hidden from "../../../../app/ui/visuallyHidden.module.css";
import classes from "./HeaderSuggestions.module.css";
import { createSuggester } from "./suggester.ts";
import { CLOSED, close, type ListState, pointAt, pressKey, reopen, withOptions } from "./suggestionList.ts";
import { fetchSuggestions, type Suggestion } from "./suggestions.ts";

/** How long typing pauses before the words are looked up. */
export const TYPING_PAUSE_MS = 200;

export interface HeaderSuggestionsProps {
  input: RefObject<HTMLInputElement | null>;
  /** An option was opened (the phone drawer closes). */
  onChosen?(): void;
}

/** The field's attributes as a combobox, while this code serves it; a plain search field's otherwise. */
function comboboxAttributes(listId: string, expanded: boolean, activeId: string | undefined) {
  return {
    role: "combobox",
    "aria-autocomplete": "list",
    "aria-controls": listId,
    "aria-expanded": String(expanded),
    "aria-activedescendant": activeId,
  };
}

const optionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The suggestions under the header's search field: people and showroom items while typing,
 * following the WAI-ARIA combobox pattern. The field stays the plain GET form's; this listens to
 * it, so the form works the same before this code has loaded.
 */
export function HeaderSuggestions({ input, onChosen }: HeaderSuggestionsProps) {
  const { t } = useTranslation();
  const listId = useId();
  const api = useApi();
  const navigate = useNavigate();
  const [options, setOptions] = useState<Suggestion[]>([]);
  const [list, setList] = useState<ListState>(CLOSED);
  // The field's listeners read the latest of these without being added again.
  const latest = useRef({ list, options, onChosen });
  latest.current = { list, options, onChosen };

  const choose = (option: Suggestion | undefined) => {
    if (!option) return;
    setList(close);
    latest.current.onChosen?.();
    navigate(option.href);
  };
  const chooseRef = useRef(choose);
  chooseRef.current = choose;

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const focused = () => document.activeElement === field;
    const suggester = createSuggester<Suggestion[]>({
      delayMs: TYPING_PAUSE_MS,
      fetch: (words, signal) => fetchSuggestions(api, words, signal),
      onResults: (_, found) => {
        setOptions(found);
        setList(withOptions(found.length, focused()));
      },
      onClear: () => {
        setOptions([]);
        setList(CLOSED);
      },
      // Suggestions are a help: when they fail, the form still searches.
      onError: () => setList(close),
    });
    const onInput = () => suggester.update(field.value);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      const outcome = pressKey(latest.current.list, event.key);
      setList(outcome.state);
      if (!outcome.handled) return;
      event.preventDefault();
      if (outcome.chosen !== undefined) chooseRef.current(latest.current.options[outcome.chosen]);
    };
    const onFocus = () => setList(reopen);
    const onBlur = () => setList(close);
    const onSubmit = () => {
      suggester.cancel();
      setList(close);
    };
    field.addEventListener("input", onInput);
    field.addEventListener("keydown", onKeyDown);
    field.addEventListener("focus", onFocus);
    field.addEventListener("blur", onBlur);
    field.form?.addEventListener("submit", onSubmit);
    // Words typed before this code arrived count as typed now.
    if (focused()) onInput();
    return () => {
      suggester.cancel();
      field.removeEventListener("input", onInput);
      field.removeEventListener("keydown", onKeyDown);
      field.removeEventListener("focus", onFocus);
      field.removeEventListener("blur", onBlur);
      field.form?.removeEventListener("submit", onSubmit);
    };
  }, [api, input]);

  const shown = list.open && options.length > 0;
  const activeId = shown && list.active >= 0 ? optionId(listId, list.active) : undefined;
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const attributes = Object.entries(comboboxAttributes(listId, shown, activeId));
    for (const [name, value] of attributes) {
      if (value === undefined) field.removeAttribute(name);
      else field.setAttribute(name, value);
    }
    return () => {
      for (const [name] of attributes) field.removeAttribute(name);
    };
  }, [input, listId, shown, activeId]);

  const people = options.flatMap((option, index) => (option.kind === "person" ? [{ option, index }] : []));
  const items = options.flatMap((option, index) => (option.kind === "item" ? [{ option, index }] : []));
  const all = options.findIndex((option) => option.kind === "all");

  const renderOption = (option: Suggestion, index: number) => (
    // The keys are the field's (aria-activedescendant): the focus stays there while an option is highlighted.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on the field opens the highlighted option.
    <div
      key={option.key}
      id={optionId(listId, index)}
      role="option"
      tabIndex={-1}
      aria-selected={list.active === index}
      className={classes.option}
      // The field keeps the focus (and the list stays) while the pointer presses an option.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => list.active !== index && setList((state) => pointAt(state, index))}
      onClick={() => choose(option)}
    >
      {option.kind === "person" ? (
        <>
          <Avatar src={option.image} name={option.name} color="initials" size={32} alt="" />
          <span className={classes.text}>
            <span className={classes.label}>{option.name}</span>
            {option.profession && <span className={classes.detail}>{option.profession}</span>}
          </span>
        </>
      ) : option.kind === "item" ? (
        <>
          <span className={classes.icon}>
            <IconPhoto size={16} stroke={ICON_STROKE} aria-hidden="true" />
          </span>
          <span className={classes.label}>{option.title}</span>
        </>
      ) : (
        <>
          <span className={classes.icon}>
            <IconSearch size={16} stroke={ICON_STROKE} aria-hidden="true" />
          </span>
          <span className={classes.label}>{t("search.suggestions.all", { q: option.words })}</span>
        </>
      )}
    </div>
  );

  const group = (name: "people" | "items", entries: { option: Suggestion; index: number }[]) =>
    entries.length > 0 && (
      // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, which a fieldset is not.
      <div role="group" aria-labelledby={`${listId}-${name}`} className={classes.group}>
        <div id={`${listId}-${name}`} role="presentation" className={classes.groupLabel}>
          {t(`search.suggestions.${name}`)}
        </div>
        {entries.map(({ option, index }) => renderOption(option, index))}
      </div>
    );

  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label={t("search.suggestions.label")}
        className={classes.popup}
        hidden={!shown}
      >
        {group("people", people)}
        {group("items", items)}
        {all >= 0 && renderOption(options[all]!, all)}
      </div>
      <div role="status" className={hidden.visuallyHidden}>
        {shown ? t("search.suggestions.count", { count: options.length - 1 }) : ""}
      </div>
    </>
  );
}
