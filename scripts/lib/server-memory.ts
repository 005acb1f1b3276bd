// What a running server holds in memory, as its /api/metrics says (readable from this machine):
// resident now and the most it has held since it started. For the benchmarks' last line.

/** `origin` e.g. http://127.0.0.1:3000; "resident 312 MB, peak 401 MB (…)", or why it could not be read. */
export async function describeServerMemory(origin: string): Promise<string> {
  // A server still working through the requests a load generator gave up on may refuse at first.
  for (let attempt = 1; attempt < 5; attempt++) {
    const described = await readOnce(origin);
    if (!described.startsWith("not read")) return described;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return readOnce(origin);
}

async function readOnce(origin: string): Promise<string> {
  try {
    const response = await fetch(`${origin}/api/metrics`, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) return `not read (/api/metrics answered ${response.status})`;
    const text = await response.text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? NaN);
    const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
    const resident = value("process_resident_memory_bytes");
    const peak = value("site_process_peak_resident_memory_bytes");
    const heap = value("nodejs_heap_size_used_bytes");
    return `resident ${mb(resident)}, peak ${mb(peak)} (V8's heap in use ${mb(heap)})`;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return `not read (${error instanceof Error ? error.message : String(error)}${cause})`;
  }
}
