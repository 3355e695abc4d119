import { IconSearch } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ICON_STROKE } from "../theme.ts";
import hidden from "../ui/visuallyHidden.module.css";
import classes from "./HeaderSearch.module.css";
import { searchAction } from "./navigation.ts";

export interface HeaderSearchProps {
  className?: string;
  /** Called after submitting, so the phone drawer can close. */
  onSubmitted?(): void;
}

/** A plain GET form: it works before the page has hydrated, and the result list keeps the query in its URL. */
export function HeaderSearch({ className, onSubmitted }: HeaderSearchProps) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <Form action={searchAction.path} method="get" role="search" className={className} onSubmit={onSubmitted}>
      <label htmlFor={inputId} className={hidden.visuallyHidden}>
        {t("layout.search.label")}
      </label>
      <div className={classes.field}>
        <IconSearch size={16} stroke={ICON_STROKE} aria-hidden="true" className={classes.icon} />
        <input
          id={inputId}
          type="search"
          name={searchAction.param}
          placeholder={t("layout.search.placeholder")}
          enterKeyHint="search"
          autoComplete="off"
          className={classes.input}
        />
      </div>
    </Form>
  );
}
