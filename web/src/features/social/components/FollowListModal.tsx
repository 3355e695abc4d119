import { lazy, Suspense, useEffect, useState } from "react";
import type { FollowListModalProps } from "../followLists.ts";

const FollowListDialog = lazy(() => import("./FollowListDialog.tsx").then((m) => ({ default: m.FollowListDialog })));

/**
 * A user's followers and followings in a modal. The modal and its list load on the first opening,
 * so a profile or the connections screen does not carry their code for visitors who never open it.
 */
export function FollowListModal(props: FollowListModalProps) {
  const [wanted, setWanted] = useState(props.opened);
  useEffect(() => {
    if (props.opened) setWanted(true);
  }, [props.opened]);
  if (!wanted && !props.opened) return null;
  return (
    <Suspense fallback={null}>
      <FollowListDialog {...props} />
    </Suspense>
  );
}
