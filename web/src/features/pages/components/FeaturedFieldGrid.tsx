import { IconAlertTriangle, IconArrowRight, IconSparkles } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ICON_STROKE } from "../../../app/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { useFeaturedCreativeFields } from "../hooks/useFeaturedCreativeFields.ts";
import classes from "./FeaturedFieldGrid.module.css";
import { FieldArtwork } from "./FieldArtwork.tsx";

const PLACEHOLDERS = ["first", "second", "third"];

export interface FeaturedFieldGridProps {
  /** At most this many fields, for a teaser; all of the first page otherwise. */
  limit?: number;
  /** Heading level of each field's name, to fit the outline of the page around the grid. */
  headingLevel?: 2 | 3;
}

/** Featured creative fields as tiles, each opening the creatives in that field. */
export function FeaturedFieldGrid({ limit, headingLevel = 3 }: FeaturedFieldGridProps) {
  const { t } = useTranslation();
  const { items, isPending, isError, refetch } = useFeaturedCreativeFields();

  if (isPending) {
    return (
      <div className={classes.grid} aria-busy="true">
        {PLACEHOLDERS.map((placeholder) => (
          <div key={placeholder} className={classes.tile}>
            <div className={`${classes.skeleton} ${classes.art}`} />
            <div className={classes.body}>
              <div className={`${classes.skeleton} ${classes.nameSkeleton}`} />
              <div className={`${classes.skeleton} ${classes.actionSkeleton}`} />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <EmptyState
        icon={<IconAlertTriangle size={24} stroke={ICON_STROKE} />}
        title={t("pages.featured.errorTitle")}
        body={t("pages.featured.errorBody")}
        action={{ label: t("pages.featured.retry"), onClick: () => void refetch() }}
        order={headingLevel}
      />
    );
  }

  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconSparkles size={24} stroke={ICON_STROKE} />}
        title={t("pages.featured.emptyTitle")}
        body={t("pages.featured.emptyBody")}
        action={{ label: t("pages.featured.emptyAction"), to: "/creatives" }}
        order={headingLevel}
      />
    );
  }

  const Name = `h${headingLevel}` as const;
  return (
    <ul className={`${classes.grid} ${classes.list}`}>
      {(limit ? items.slice(0, limit) : items).map((field, index) => (
        <li key={field.id}>
          <Link to={`/creatives/${encodeURIComponent(field.id)}`} className={classes.tile}>
            <div className={classes.art}>
              <FieldArtwork index={index} />
            </div>
            <div className={classes.body}>
              <Name className={classes.name}>{field.name}</Name>
              <p className={classes.action}>
                {t("pages.featured.action")}
                <IconArrowRight size={16} stroke={ICON_STROKE} aria-hidden="true" className={classes.arrow} />
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
