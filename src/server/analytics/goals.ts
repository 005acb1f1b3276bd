import "server-only";

/** What the analytics page counts as a conversion, each recorded where it happens (recordGoal). */
export const goals = ["contact_sent", "access_request_sent", "order_request_sent", "document_downloaded"] as const;
export type Goal = (typeof goals)[number];
