import { Suspense } from "react";
import { EditorFallback } from "../components/EditorFallback.tsx";
import type { SectionList } from "../hooks/useProfileSections.ts";
import { IndustriesEditor } from "../lazyEditors.ts";
import type { UserIndustry } from "../types.ts";
import { ChipsSection } from "./ChipsSection.tsx";

/** The industries a client works in, named in the reader's language. */
export function IndustriesSection({ industries }: { industries: SectionList<UserIndustry> }) {
  return (
    <ChipsSection
      section="industries"
      list={industries}
      nameOf={(i) => i.industry?.name}
      editor={
        <Suspense fallback={<EditorFallback />}>
          <IndustriesEditor industries={industries.items} />
        </Suspense>
      }
    />
  );
}
