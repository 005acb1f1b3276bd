// @ts-check
// The size of V8's young generation for the server, from the memory the machine or its container
// allows (scripts/start.mjs). Plain JavaScript, like the launcher that imports it.
//
// V8 sizes its heap from the memory limit the process starts in (a container's cgroup, else the
// machine's memory), the young generation included: in a 512 MB container each semi-space is 1 MB
// (a 2 MB new space), where on a machine of 2 GB or more it is 16 MB. A server allocates most of
// its objects per request and drops them at its end; with 1 MB semi-spaces it collects them ten
// times as often (measured: 540 scavenges against 57 for the same work), which cost the forms a
// fifth of their throughput in 512 MB (docs/memory.md). 16 MB semi-spaces hold at most 48 MB.

/** Below this limit V8 chooses smaller semi-spaces than its default maximum, 16 MB. */
const v8DefaultsFrom = 2 * 1024 ** 3;

/**
 * The `--max-semi-space-size` argument for a server limited to `limitBytes`, or undefined when V8's
 * own choice stands: a limit of 2 GB or more (or none known), or an operator who set the size
 * (in node's arguments or NODE_OPTIONS). The young generation (three semi-spaces) stays within about
 * a tenth of the limit, so that a tiny container keeps its heap for what lives: 16 MB semi-spaces
 * from 512 MB up, 8 MB in 256 MB.
 * @param {{ limitBytes: number; execArgv: string[]; nodeOptions: string | undefined }} process
 * @returns {string | undefined}
 */
export function semiSpaceArgument({ limitBytes, execArgv, nodeOptions }) {
  const setByOperator = [...execArgv, ...(nodeOptions ?? "").split(/\s+/)].some((argument) =>
    /^--max[-_]semi[-_]space[-_]size/.test(argument),
  );
  if (setByOperator || !(limitBytes > 0) || limitBytes >= v8DefaultsFrom) return undefined;
  const megabytes = 2 ** Math.floor(Math.log2(limitBytes / 1024 ** 2 / 32));
  return `--max-semi-space-size=${Math.min(16, Math.max(1, megabytes))}`;
}

/**
 * The memory this process may use: its container's limit (cgroup), else the machine's memory.
 * @param {{ constrainedMemory?: () => number }} process
 * @param {number} totalBytes
 */
export function memoryLimit({ constrainedMemory }, totalBytes) {
  const constrained = constrainedMemory?.() ?? 0;
  // No limit reads as 0, or on some versions as the largest number the cgroup file can hold.
  return constrained > 0 && constrained < totalBytes ? constrained : totalBytes;
}
