import "server-only";
import pino from "pino";
import { getEnv } from "@/config/env";

export const log = pino({
  level: getEnv().LOG_LEVEL,
  base: { service: "site" },
  timestamp: pino.stdTimeFunctions.isoTime,
});
