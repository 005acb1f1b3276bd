// @ts-check
// A memory cgroup for one benchmark's server (as root): the server runs inside a memory limit, as
// in a container or a small machine, and the benchmark reads what it held at most and whether the
// kernel killed anything in it for memory. Made as a child of this process's own cgroup (cgroup v2,
// or v1's memory hierarchy), removed after. Node sizes V8's heap from the limit it starts in, so
// the server is started inside it (`wrap`), not moved in later.
import fs from "node:fs";
import path from "node:path";

/**
 * This process's cgroup folder that holds the memory controller's files, and its version.
 * @returns {{ version: 1 | 2; dir: string }}
 */
function ownMemoryCgroup() {
  const lines = fs.readFileSync("/proc/self/cgroup", "utf8").trim().split("\n");
  const v1 = lines.map((line) => line.split(":")).find(([, controllers]) => (controllers ?? "").split(",").includes("memory"));
  if (v1) return { version: 1, dir: path.join("/sys/fs/cgroup/memory", v1[2] ?? "") };
  const v2 = lines.find((line) => line.startsWith("0::"));
  if (v2) return { version: 2, dir: path.join("/sys/fs/cgroup", v2.slice(3)) };
  throw new Error("no memory cgroup found in /proc/self/cgroup");
}

/** @type {Record<1 | 2, { limit: string; peak: string; events: string }>} */
const files = {
  1: { limit: "memory.limit_in_bytes", peak: "memory.max_usage_in_bytes", events: "memory.oom_control" },
  2: { limit: "memory.max", peak: "memory.peak", events: "memory.events" },
};

/**
 * @typedef {object} MemoryCgroup
 * @property {string} dir
 * @property {number} megabytes
 * @property {(command: string, args: string[]) => [string, string[]]} wrap
 * @property {() => { peakBytes: number; oomKills: number }} read
 * @property {() => Promise<void>} remove
 */

/**
 * Makes the cgroup `name` with a limit of `megabytes`. `wrap(command, args)` gives the command line
 * that starts `command` inside it; `read()` the most it held (bytes) and the processes killed for
 * memory in it; `remove()` deletes it once its processes have exited.
 * @param {string} name
 * @param {number} megabytes
 * @returns {MemoryCgroup}
 */
export function createMemoryCgroup(name, megabytes) {
  const own = ownMemoryCgroup();
  const dir = path.join(own.dir, name);
  const names = files[own.version];
  try {
    if (own.version === 2) {
      const controllers = fs.readFileSync(path.join(own.dir, "cgroup.subtree_control"), "utf8");
      if (!controllers.split(" ").includes("memory")) fs.writeFileSync(path.join(own.dir, "cgroup.subtree_control"), "+memory");
    }
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, names.limit), String(megabytes * 1024 * 1024));
  } catch (error) {
    throw new Error(
      `could not make the memory cgroup ${dir} (cgroup v${own.version}; as root, with the memory controller): ${error instanceof Error ? error.message : error}`,
    );
  }
  const procs = path.join(dir, "cgroup.procs");
  return {
    dir,
    megabytes,
    wrap: (command, args) => ["/bin/sh", ["-c", 'echo $$ > "$0" && exec "$@"', procs, command, ...args]],
    read() {
      const peak = Number(fs.readFileSync(path.join(dir, names.peak), "utf8").trim());
      const events = fs.readFileSync(path.join(dir, names.events), "utf8");
      const oomKills = Number(/^oom_kill (\d+)$/m.exec(events)?.[1] ?? 0);
      return { peakBytes: peak, oomKills };
    },
    async remove() {
      // The kernel lets a cgroup go once its last process has exited, which may take a moment.
      for (let attempt = 0; attempt < 50; attempt++) {
        try {
          fs.rmdirSync(dir);
          return;
        } catch (error) {
          if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      console.error(`the memory cgroup ${dir} could not be removed: a process may still run in it`);
    },
  };
}
