// What other areas use of connections and follows: the follower lists and the follow button.
export { FollowButton, type FollowButtonProps } from "./FollowButton.tsx";
export { FollowListModal } from "./FollowListModal.tsx";
export { FOLLOW_LISTS, type FollowList, type FollowListModalProps } from "./followLists.ts";
export { connectionsPath } from "./tabs.ts";
export type { UserSummary } from "./types.ts";
