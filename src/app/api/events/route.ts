import { receiveEvent } from "@/server/analytics/intake";

export const POST = receiveEvent;
