import { Suspense } from "react";
import { EditorFallback } from "../components/EditorFallback.tsx";
import type { SectionList } from "../hooks/useProfileSections.ts";
import { ProfessionsEditor } from "../lazyEditors.ts";
import type { UserProfession } from "../types.ts";
import { ChipsSection } from "./ChipsSection.tsx";

/** The standard professions the user names (at most five). */
export function ProfessionsSection({ professions }: { professions: SectionList<UserProfession> }) {
  return (
    <ChipsSection
      section="professions"
      list={professions}
      nameOf={(p) => p.profession?.name}
      editor={
        <Suspense fallback={<EditorFallback />}>
          <ProfessionsEditor professions={professions.items} />
        </Suspense>
      }
    />
  );
}
