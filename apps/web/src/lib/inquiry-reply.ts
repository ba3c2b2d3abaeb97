/**
 * What the Messages page hands the member inquiry form when a message is answered (issue 19), kept in the history
 * entry so a reload keeps it.
 */
export type ReplyState = { replyTo?: { title: string } };
