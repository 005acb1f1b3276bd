import type { IncomingMessage, ServerResponse } from "node:http";

export const SHARED_PAGE_CACHE_CONTROL: string;
export const PRIVATE_CACHE_CONTROL: string;
export function answerImmutable(req: IncomingMessage, res: ServerResponse): boolean;
export function answerFreshPage(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
export function finishResponse(req: IncomingMessage, res: ServerResponse): void;
