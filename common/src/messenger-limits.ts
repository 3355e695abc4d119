/** Sizes and counts of the messenger, shared by the server's checks and the composer's. */
export const MESSENGER_LIMITS = {
  /** Characters of one message. */
  content: 5000,
  /** People in one conversation, the one who starts it included. */
  participants: 10,
  filesPerMessage: 10,
  /** Bytes of one attachment. */
  fileBytes: 10 * 1024 * 1024,
  conversationsPageSize: 20,
  messagesPageSize: 30,
  /** Characters of the text of a report. */
  reportText: 2000,
} as const;
