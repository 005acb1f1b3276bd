import type { IncomingMessage, ServerResponse } from "node:http";

export const MAX_ACTION_BODY_BYTES: number;
export function loadActionIds(root: string): Set<string> | undefined;
export function filterRequest(
  req: IncomingMessage,
  res: ServerResponse,
  options: { trustProxy: boolean; actionIds: Set<string> | undefined; log: (line: string) => void },
): Promise<IncomingMessage | undefined>;
