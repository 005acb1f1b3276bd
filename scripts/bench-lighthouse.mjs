#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12.8 (mobile, its default throttling) on every public
// page, BENCH_LIGHTHOUSE_RUNS (5) times each, in Debian's Chromium (CHROMIUM_PATH,
// /usr/bin/chromium); prints the median scores, LCP, TBT and CLS, and the compressed bytes of
// JavaScript each page loads. Nothing is downloaded: Lighthouse comes from npm, the browser is
// the system's. Starts the site like bench:http (scripts/lib/bench-server.mjs); each page is
// requested before its runs, so they measure the cached page every visitor after the first gets.
//
//   BENCH_PAGES="/,/fr" narrows the pages; BENCH_PORT (3290).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBenchServer } from "./lib/bench-server.mjs";

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3290);
const pages = (
  process.env.BENCH_PAGES ??
  [
    "/,/fr,/privacy,/fr/confidentialite,/terms,/fr/conditions,/amazon-assets,/fr/ressources-amazon",
    // The catalog and a product page (the seed's first product), in both languages.
    "/products,/fr/produits,/products/early-harvest-extra-virgin-olive-oil,/fr/produits/huile-olive-extra-vierge-recolte-precoce",
  ].join(",")
)
  .split(",")
  .filter(Boolean);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One Lighthouse run. A run whose trace Chromium failed to record (Lighthouse's runtimeError,
 * e.g. NO_NAVSTART, scored 0) says nothing about the page: it is run again, up to three times.
 */
async function measure(url, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result.lhr.runtimeError) return result;
    if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}: ${result.lhr.runtimeError.message}`);
    console.warn(`  (a run on ${url} failed, ${result.lhr.runtimeError.code}: running it again)`);
  }
}

// The insights group on (with BENCH_DATABASE_URL), so an article page can be measured.
const site = await startBenchServer({ port, flags: { insights: true } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
try {
  console.log(`bench:lighthouse — Lighthouse 12.8, mobile, median of ${runs} runs per page`);
  console.log(
    `${"page".padEnd(20)}${"perf".padStart(6)}${"a11y".padStart(6)}${"b-p".padStart(6)}${"seo".padStart(6)}${"LCP ms".padStart(9)}${"TBT ms".padStart(8)}${"CLS".padStart(7)}${"JS KiB".padStart(9)}${"files".padStart(7)}${"CPU".padStart(6)}`,
  );
  for (const page of pages) {
    // Measured as visitors get it: rendered once by the first request, then served from the cache
    // (the first render's server time would otherwise count in one run's simulated load).
    for (let i = 0; i < 2; i++) await fetch(`${site.origin}${page}`).then((response) => response.arrayBuffer());
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const result = await measure(`${site.origin}${page}`, chrome.port);
      const { categories, audits } = result.lhr;
      const scripts = (audits["network-requests"]?.details?.items ?? []).filter((item) => item.resourceType === "Script");
      samples.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        bestPractices: categories["best-practices"].score * 100,
        seo: categories.seo.score * 100,
        lcp: audits["largest-contentful-paint"].numericValue,
        tbt: audits["total-blocking-time"].numericValue,
        cls: audits["cumulative-layout-shift"].numericValue,
        jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
        jsFiles: scripts.length,
        // Lighthouse's own measure of this machine's CPU (higher is faster; its throttling assumes
        // ~1000 or more): a TBT read on a slow machine says as much about the machine as the page.
        cpu: result.lhr.environment.benchmarkIndex,
      });
      if (process.env.BENCH_LIGHTHOUSE_DETAIL) {
        for (const item of (audits["bootup-time"]?.details?.items ?? []).slice(0, 6))
          console.log(
            `    ${String(item.url).slice(-60).padEnd(60)} total ${item.total.toFixed(0)} ms, script ${item.scripting.toFixed(0)} ms`,
          );
        for (const item of audits["mainthread-work-breakdown"]?.details?.items ?? [])
          console.log(`    ${String(item.groupLabel ?? item.group).padEnd(30)} ${item.duration.toFixed(0)} ms`);
        for (const item of (audits["long-tasks"]?.details?.items ?? []).slice(0, 6))
          console.log(
            `    long task ${item.duration.toFixed(0)} ms at ${item.startTime.toFixed(0)} ms  ${String(item.url).slice(-50)}`,
          );
      }
    }
    const m = (key) => median(samples.map((sample) => sample[key]));
    console.log(
      `${page.padEnd(20)}${m("performance").toFixed(0).padStart(6)}${m("accessibility").toFixed(0).padStart(6)}${m("bestPractices").toFixed(0).padStart(6)}${m("seo").toFixed(0).padStart(6)}${m("lcp").toFixed(0).padStart(9)}${m("tbt").toFixed(0).padStart(8)}${m("cls").toFixed(3).padStart(7)}${(m("jsBytes") / 1024).toFixed(1).padStart(9)}${m("jsFiles").toFixed(0).padStart(7)}${m("cpu").toFixed(0).padStart(6)}`,
    );
  }
} finally {
  await chrome.kill();
  await site.stop();
}
