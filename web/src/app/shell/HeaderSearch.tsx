import { IconSearch } from "@tabler/icons-react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ICON_STROKE } from "../theme/theme.ts";
import hidden from "../ui/visuallyHidden.module.css";
import classes from "./HeaderSearch.module.css";
import { searchAction } from "./navigation.ts";

// Every page has the header: the suggestions are code of their own, fetched when someone first
// reaches for the field.
const HeaderSuggestions = lazy(() =>
  import("../../features/discovery/search/suggestions/HeaderSuggestions.tsx").then((m) => ({
    default: m.HeaderSuggestions,
  })),
);

export interface HeaderSearchProps {
  className?: string;
  /** Called after submitting or opening a suggestion, so the phone drawer can close. */
  onSubmitted?(): void;
}

/**
 * A plain GET form to the results page: it works before the page has hydrated, and the results
 * keep the words in their URL. Once the field has the focus it suggests people and work while
 * typing, and becomes a combobox.
 */
export function HeaderSearch({ className, onSubmitted }: HeaderSearchProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [suggesting, setSuggesting] = useState(false);
  const suggest = () => setSuggesting(true);
  return (
    <Form action={searchAction.path} method="get" role="search" className={className} onSubmit={onSubmitted}>
      <label htmlFor={inputId} className={hidden.visuallyHidden}>
        {t("layout.search.label")}
      </label>
      <div className={classes.field}>
        <IconSearch size={16} stroke={ICON_STROKE} aria-hidden="true" className={classes.icon} />
        <input
          ref={input}
          id={inputId}
          type="search"
          name={searchAction.param}
          placeholder={t("layout.search.placeholder")}
          enterKeyHint="search"
          autoComplete="off"
          className={classes.input}
          onFocus={suggest}
          onInput={suggest}
        />
        {suggesting && (
          <Suspense fallback={null}>
            <HeaderSuggestions input={input} onChosen={onSubmitted} />
          </Suspense>
        )}
      </div>
    </Form>
  );
}
