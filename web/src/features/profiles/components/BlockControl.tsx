import { lazy, type ReactNode, Suspense, useState } from "react";
import type { BlockAction } from "../hooks/useBlockActions.ts";
import type { ProfileUser } from "../types.ts";

// The dialog loads on the first opening: most readers of a profile never block anyone.
const BlockDialog = lazy(() => import("./BlockDialog.tsx").then((m) => ({ default: m.BlockDialog })));

export interface BlockControlProps {
  user: ProfileUser;
  userKey: string;
  /** The control that opens the confirmation, given what it asks for. */
  children(open: () => void, action: BlockAction): ReactNode;
}

/** Something that blocks or unblocks the user (per `is_blocked`) after asking in a dialog. */
export function BlockControl({ user, userKey, children }: BlockControlProps) {
  const [opened, setOpened] = useState(false);
  // What the dialog asks is fixed when it opens: the answer flips `is_blocked` while it closes.
  const [asked, setAsked] = useState<BlockAction | null>(null);
  const action: BlockAction = user.isBlocked ? "unblock" : "block";
  const open = () => {
    setAsked(action);
    setOpened(true);
  };
  return (
    <>
      {children(open, action)}
      {asked && (
        <Suspense fallback={null}>
          <BlockDialog user={user} userKey={userKey} action={asked} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
