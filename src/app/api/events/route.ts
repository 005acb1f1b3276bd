import { z } from "zod";
import { analyticsEventSchema } from "@/lib/validation/analytics-event";
import { recordEvent } from "@/server/analytics";
import { log } from "@/server/log";

const MAX_BODY_BYTES = 8 * 1024;

export async function POST(request: Request) {
  const body = await request.text();
  if (body.length > MAX_BODY_BYTES) {
    return Response.json({ error: "Payload too large" }, { status: 413 });
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return Response.json({ error: "Body must be JSON" }, { status: 400 });
  }
  const parsed = analyticsEventSchema.safeParse(json);
  if (!parsed.success) {
    return Response.json({ error: "Invalid event", issues: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  }
  try {
    await recordEvent(parsed.data);
  } catch (error) {
    log.error({ err: error }, "analytics event not stored");
    return Response.json({ error: "Event not stored" }, { status: 503 });
  }
  return new Response(null, { status: 204 });
}
