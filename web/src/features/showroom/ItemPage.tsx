import "./styles.ts";
import { Badge, Button, Container, Skeleton } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useStoreRead } from "../../api/hooks.ts";
import { useRuntime } from "../../app/runtime/runtime-context.tsx";
import { ICON_STROKE } from "../../app/theme/theme.ts";
import { Heading } from "../../app/ui/Heading.tsx";
import { profilePathOf } from "../../app/ui/personFacts.ts";
import { calendarDayOf, formatLongDay } from "../../i18n/formats.ts";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import { ITEM_API } from "./api/showroomApi.ts";
import { useItem } from "./api/useItem.ts";
import { useItemActions } from "./api/useItemActions.ts";
import { useRelatedItems } from "./api/useRelatedItems.ts";
import { ItemAside } from "./components/ItemAside.tsx";
import { ItemGrid } from "./components/ItemGrid.tsx";
import { MediaViewer } from "./components/MediaViewer.tsx";
import { PublishedNotice } from "./components/PublishedNotice.tsx";
import classes from "./ItemPage.module.css";
import { neighbourKey } from "./itemLinks.ts";
import { itemPathOf } from "./itemPath.ts";
import type { Item, ItemKind } from "./types.ts";

export interface ItemPageProps {
  kind: ItemKind;
  /** The item's slug or id, as the address names it. */
  itemKey: string;
}

/**
 * A showroom or gallery item (DESIGN.md "Item page"): its media one after another, beside them the
 * owner, likes, sharing, co-creators, fields, skills and links; the owner's neighbouring items and
 * related ones below. A draft of someone else's, or no item, is the not-found page.
 */
export function ItemPage({ kind, itemKey }: ItemPageProps) {
  const item = useItem(kind, itemKey);
  useNamesFollowLanguage(kind, itemKey);
  if (item.data) return <ItemView item={item.data} kind={kind} />;
  return item.isError ? <NotFoundPage /> : <ItemSkeleton />;
}

/** Field and skill names come in the request's language: after a language switch the item is read again. */
function useNamesFollowLanguage(kind: ItemKind, itemKey: string) {
  const { i18n } = useTranslation();
  const { queryClient } = useRuntime();
  const shown = useRef(i18n.language);
  useEffect(() => {
    if (shown.current === i18n.language) return;
    shown.current = i18n.language;
    void queryClient.invalidateQueries({ queryKey: ["api", ITEM_API.item(kind, itemKey)] });
  }, [i18n.language, queryClient, kind, itemKey]);
}

function ItemView({ item, kind }: { item: Item; kind: ItemKind }) {
  const { t, i18n } = useTranslation();
  const actions = useItemActions(item);
  const links = useStoreRead((store) => store.get(item.type, item.id)?.links ?? {}, [item.type, item.id]);
  const prev = neighbourKey(links.prev);
  const next = neighbourKey(links.next);
  const showRelated = kind === "showroom" && item.status === "published";
  const related = useRelatedItems(item.id, { enabled: showRelated });
  const neighbourPath = (key: string) => itemPathOf({ type: item.type, slug: key });

  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }}>
      <PublishedNotice item={item} />
      <header className={classes.header}>
        {item.status === "draft" && (
          <Badge color="gray" variant="filled" w="fit-content">
            {t("showroom.card.draft")}
          </Badge>
        )}
        <Heading order={1}>{item.title}</Heading>
        {(item.owner || item.publishedAt) && (
          <p className={classes.byline}>
            {item.owner && (
              <span>
                {t("showroom.item.by")} <Link to={profilePathOf(item.owner)}>{item.owner.name}</Link>
              </span>
            )}
            {item.owner && item.publishedAt && <span aria-hidden="true"> · </span>}
            {item.publishedAt && (
              // The day in UTC, as the server wrote it: the same wherever the reader hydrates the page.
              <time dateTime={item.publishedAt}>
                {t("showroom.item.published", {
                  date: formatLongDay(i18n.language, calendarDayOf(item.publishedAt)),
                })}
              </time>
            )}
          </p>
        )}
      </header>
      <div className={classes.layout}>
        <div>
          <MediaViewer media={[...(item.media ?? [])].sort((a, b) => a.position - b.position)} title={item.title} />
          {item.description && <p className={classes.description}>{item.description}</p>}
        </div>
        <aside className={classes.aside} aria-label={t("showroom.item.about")}>
          <ItemAside item={item} actions={actions} path={itemPathOf(item)} />
        </aside>
      </div>
      {(prev || next) && (
        <nav
          className={classes.neighbours}
          aria-label={t("showroom.item.neighbours", { name: item.owner?.name ?? "" })}
        >
          {prev ? (
            <Button
              component={Link}
              to={neighbourPath(prev)}
              rel="prev"
              variant="default"
              leftSection={<IconChevronLeft size={16} stroke={ICON_STROKE} />}
            >
              {t("showroom.item.previous")}
            </Button>
          ) : (
            <span />
          )}
          {next && (
            <Button
              component={Link}
              to={neighbourPath(next)}
              rel="next"
              variant="default"
              rightSection={<IconChevronRight size={16} stroke={ICON_STROKE} />}
            >
              {t("showroom.item.next")}
            </Button>
          )}
        </nav>
      )}
      {showRelated && (related.isPending || related.items.length > 0) && (
        <section className={classes.related} aria-labelledby="item-related">
          <Heading order={2} size={3} id="item-related" className={classes.relatedTitle}>
            {t("showroom.item.related")}
          </Heading>
          <ItemGrid
            items={related.isPending ? null : related.items}
            columns={4}
            label={t("showroom.item.related")}
            skeletons={4}
            eager={0}
          />
        </section>
      )}
    </Container>
  );
}

function ItemSkeleton() {
  return (
    <Container size="xl" py={{ base: "lg", sm: "xl" }} aria-busy="true">
      <div className={classes.header}>
        <Skeleton height={36} width="50%" radius="sm" />
        <Skeleton height={14} width="20%" radius="sm" />
      </div>
      <div className={classes.layout}>
        <Skeleton radius="md" style={{ aspectRatio: "4 / 3" }} />
        <div>
          <Skeleton height={48} width="70%" radius="md" />
          <Skeleton height={36} width="50%" radius="md" mt="lg" />
        </div>
      </div>
    </Container>
  );
}
