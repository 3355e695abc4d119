import { PROFILE_LIMITS } from "@atelier/common/schemas/profiles";
import type { UserIndustry } from "../types.ts";
import { VocabularyChipsEditor } from "./VocabularyChipsEditor.tsx";

/** The industries a client works in, found by name in either language. */
export function IndustriesEditor({ industries }: { industries: UserIndustry[] }) {
  return (
    <VocabularyChipsEditor
      section="industries"
      chosen={industries.map((i) => ({ id: i.id, entry: i.industry }))}
      limit={PROFILE_LIMITS.industries}
    />
  );
}
