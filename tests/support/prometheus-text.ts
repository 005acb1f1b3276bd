// Prometheus text format read with a real parser: parse-prometheus-text-format, a port of the
// official Python client's parser, which throws on a malformed line. It ships no types, so what it
// answers is checked against a schema. It folds the series of a histogram into one (their labels
// lost): a histogram's labels are checked on the exposition's lines instead.
import { createRequire } from "node:module";
import { z } from "zod";

const parsePrometheusTextFormat: (text: string) => unknown = createRequire(import.meta.url)("parse-prometheus-text-format");

const familiesSchema = z.array(
  z.object({
    name: z.string(),
    help: z.string(),
    type: z.enum(["COUNTER", "GAUGE", "HISTOGRAM", "SUMMARY", "UNTYPED"]),
    metrics: z.array(
      z.object({
        labels: z.record(z.string(), z.string()).optional(),
        value: z.string().optional(),
        buckets: z.record(z.string(), z.string()).optional(),
        count: z.string().optional(),
        sum: z.string().optional(),
      }),
    ),
  }),
);

/** The metric families of `text` by name, and the value of one sample (NaN when there is none). */
export function parseMetrics(text: string) {
  const families = new Map(familiesSchema.parse(parsePrometheusTextFormat(text)).map((family) => [family.name, family]));
  const family = (name: string) => {
    const found = families.get(name);
    if (!found) throw new Error(`${name} is missing from:\n${text}`);
    return found;
  };
  const value = (name: string, labels: Record<string, string> = {}) =>
    Number(family(name).metrics.find((sample) => Object.entries(labels).every(([key, v]) => sample.labels?.[key] === v))?.value);
  /** The route kinds a histogram has series for, from its `_count` lines. */
  const histogramKinds = (name: string) =>
    [...text.matchAll(new RegExp(`^${name}_count\\{[^}]*kind="([^"]+)"`, "gm"))].map((match) => match[1]);
  return { family, value, histogramKinds };
}
