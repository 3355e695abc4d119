import { paths } from "@atelier/common/paths";
import "@mantine/core/styles/Progress.css";
import { Button, Paper, Progress, Text } from "@mantine/core";
import { IconArrowRight, IconCircleCheck } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { type CompletenessStep, type ProfileFacts, profileCompleteness } from "../completeness.ts";
import type { ProfileSection } from "../profileEditor.ts";
import { sectionId } from "../sectionId.ts";
import classes from "./CompletenessMeter.module.css";
import { useProfileEditor } from "./ProfileEditorContext.tsx";

/** The steps done on a page of their own: published work in the editor, what sign-up asked in the settings. */
const STEP_PAGES = {
  publishedWork: paths.showroomNew,
  location: paths.settingsInfo,
  creativeFields: paths.settingsInfo,
} as const satisfies Partial<Record<CompletenessStep, string>>;

/** The form on the profile each other step opens. */
const STEP_FORMS: Record<
  Exclude<CompletenessStep, keyof typeof STEP_PAGES>,
  { section: ProfileSection; entryId?: string }
> = {
  profileImage: { section: "images", entryId: "profile" },
  titleImage: { section: "images", entryId: "title" },
  headline: { section: "intro" },
  about: { section: "intro" },
  skills: { section: "operations" },
  professions: { section: "professions" },
  industries: { section: "industries" },
  employments: { section: "employments", entryId: "new" },
  educations: { section: "educations", entryId: "new" },
  achievements: { section: "achievements", entryId: "new" },
  languages: { section: "languages" },
  weblinks: { section: "weblinks", entryId: "new" },
  cv: { section: "cv" },
  companyContact: { section: "companyContact" },
};

/** For the owner: how much of the profile is filled in, and the one step that would help most next. */
export function CompletenessMeter({ facts }: { facts: ProfileFacts }) {
  const { t } = useTranslation();
  const editor = useProfileEditor();
  const navigate = useNavigate();
  const { percent, next } = profileCompleteness(facts);
  const titleId = useId();

  const start = (step: CompletenessStep) => {
    if (step in STEP_PAGES) {
      navigate(STEP_PAGES[step as keyof typeof STEP_PAGES]);
      return;
    }
    const { section, entryId } = STEP_FORMS[step as keyof typeof STEP_FORMS];
    editor.open(section, entryId ?? null);
    // The images open in a dialog; every other step opens in its card further down the page.
    if (section !== "images") {
      requestAnimationFrame(() => document.getElementById(sectionId(section))?.scrollIntoView({ block: "start" }));
    }
  };

  return (
    <Paper component="section" withBorder radius="md" className={classes.root} aria-labelledby={titleId}>
      <div className={classes.head}>
        <Text fw={680} id={titleId}>
          {t("profile.completeness.title")}
        </Text>
        <Text fw={680} c={percent === 100 ? "teal" : undefined}>
          {t("profile.completeness.percent", { percent })}
        </Text>
      </div>
      <Progress
        value={percent}
        size="md"
        radius="xl"
        mt="xs"
        color={percent === 100 ? "teal" : undefined}
        aria-label={t("profile.completeness.title")}
      />
      {next ? (
        <>
          <Text size="sm" c="dimmed" mt="sm">
            {t(`profile.completeness.steps.${next}.why`)}
          </Text>
          <Button
            variant="light"
            size="xs"
            mt="sm"
            rightSection={<IconArrowRight size={16} stroke={ICON_STROKE} aria-hidden="true" />}
            onClick={() => start(next)}
          >
            {t(`profile.completeness.steps.${next}.action`)}
          </Button>
        </>
      ) : (
        <Text size="sm" c="dimmed" mt="sm" className={classes.done}>
          <IconCircleCheck size={18} stroke={ICON_STROKE} aria-hidden="true" />
          {t("profile.completeness.complete")}
        </Text>
      )}
    </Paper>
  );
}
