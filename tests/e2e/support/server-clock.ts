// Preloaded into servers a spec starts itself (`node --import`), never into the suite's own
// server: moves the process's clock (`Date`) by the offset written in E2E_CLOCK_FILE, read again
// when the process receives SIGUSR2. A spec moves the app's time forward (a schedule falls due)
// without waiting for it, as Playwright's `page.clock` does in the browser.
import { readFileSync } from "node:fs";

const file = process.env.E2E_CLOCK_FILE;

if (file) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  let offsetMs = 0;
  const read = () => {
    try {
      offsetMs = Number(readFileSync(file, "utf8")) || 0;
    } catch {
      offsetMs = 0;
    }
  };
  read();
  process.on("SIGUSR2", read);

  // A proxy rather than a subclass: Date's statics (parse, UTC) and `instanceof Date` stay as they are.
  const now = () => realNow() + offsetMs;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    get: (target, property, receiver) => (property === "now" ? now : Reflect.get(target, property, receiver)),
  });
}
