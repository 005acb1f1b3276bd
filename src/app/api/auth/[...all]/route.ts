import { toNextJsHandler } from "better-auth/next-js";
import { getAuth } from "@/server/auth/auth";

// better-auth is made once the database is open, so the handler resolves it per request.
export const { GET, POST } = toNextJsHandler(async (request: Request) => (await getAuth()).handler(request));
