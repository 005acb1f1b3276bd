// Next answers a Server Action call it cannot route (an id from another page or another build)
// with a 409 or 400 that the browser's router understands, and logs the Error with its stack
// through console.warn. It is the caller's mistake: one warn line in our log instead, with the
// request's id. Every other console.warn goes through untouched. Part of the request path.
import type { Logger } from "pino";
import { requestContext } from "./request-context";

const unroutableAction = /^(Failed to find Server Action|The Server Reference ID did not match|Invalid Server Actions request)/;

/** Replaces console.warn's stack for unroutable Server Action calls with one line on `log`. */
export function logUnroutableActionsBriefly(log: Logger): void {
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    const [first] = args;
    if (args.length === 1 && first instanceof Error && unroutableAction.test(first.message)) {
      log.warn({ requestId: requestContext.getStore()?.requestId }, first.message.split("\n")[0]);
      return;
    }
    warn(...args);
  };
}
