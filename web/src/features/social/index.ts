// What other areas use of connections and follows: the follower lists and the follow button of a user.

export { FollowListModal } from "./components/FollowListModal.tsx";
export { FollowUserButton, type FollowUserButtonProps } from "./components/FollowUserButton.tsx";
export { FOLLOW_LISTS, type FollowList, type FollowListModalProps } from "./followLists.ts";
export type { UserSummary } from "./types.ts";
