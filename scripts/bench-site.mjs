#!/usr/bin/env node
// `npm run bench:site`: starts the production server as `npm start` does (on a fresh embedded
// database, with the existing build), and prints the cold-start time until / answers, the time
// of the first and of later requests, and the JavaScript that / loads (gzip bytes on the wire).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

const port = Number(process.env.BENCH_PORT ?? 3290);
const origin = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-"));

function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
  });
}

/** Largest contentful paint (and its element), layout shift and load time of /, on localhost without throttling. */
async function browserVitals() {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const results = [];
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: width < 768 ? 667 : 800 } });
      await page.addInitScript(() => {
        window.__vitals = { lcp: 0, element: "", cls: 0 };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            window.__vitals.lcp = entry.startTime;
            const node = entry.element;
            window.__vitals.element = node
              ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""} "${(node.getAttribute("src") ?? node.textContent ?? "").slice(0, 40)}"`
              : "?";
          }
        }).observe({ type: "largest-contentful-paint", buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(`${origin}/`, { waitUntil: "load" });
      await page.waitForTimeout(1500);
      const vitals = await page.evaluate(() => ({
        ...window.__vitals,
        load: performance.getEntriesByType("navigation")[0].loadEventEnd,
      }));
      results.push({ width, ...vitals });
      await page.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function timed(fn) {
  const start = performance.now();
  const result = await fn();
  return [performance.now() - start, result];
}

const started = performance.now();
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  let listening = 0;
  for (;;) {
    try {
      await get(`${origin}/images/favicon.svg`);
      listening = performance.now() - started;
      break;
    } catch {
      if (performance.now() - started > 120_000) throw new Error("server did not start in 120 s");
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  await get(`${origin}/api/health`);
  const coldStart = performance.now() - started;
  const [firstHome, home] = await timed(() => get(`${origin}/`));
  const warm = [];
  for (let i = 0; i < 20; i++) warm.push((await timed(() => get(`${origin}/`)))[0]);
  warm.sort((a, b) => a - b);

  // Modern browsers skip the noModule polyfills, so they are not counted.
  const scripts = [
    ...new Set(
      [...home.body.toString().matchAll(/<script([^>]+)src="([^"]+)"([^>]*)>/g)]
        .filter((m) => !/noModule/i.test(m[1] + m[3]))
        .map((m) => m[2]),
    ),
  ];
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const src of scripts) {
    const compressed = await get(new URL(src, origin).toString(), { "accept-encoding": "gzip" });
    gzipBytes += compressed.body.length;
    rawBytes += (await get(new URL(src, origin).toString())).body.length;
  }

  const vitals = await browserVitals();

  console.log(`npm start to server listening (build present)     ${listening.toFixed(0)} ms`);
  console.log(`npm start to database ready (PGlite opened, migrated, seeded)  ${coldStart.toFixed(0)} ms`);
  console.log(`first GET / after that                            ${firstHome.toFixed(0)} ms`);
  console.log(`warm GET / median of 20                           ${warm[10].toFixed(1)} ms (p95 ${warm[18].toFixed(1)} ms)`);
  console.log(
    `JavaScript loaded by /                            ${scripts.length} files, ${(gzipBytes / 1024).toFixed(1)} KiB gzip (${(rawBytes / 1024).toFixed(1)} KiB raw)`,
  );
  console.log(`HTML of /                                         ${(home.body.length / 1024).toFixed(1)} KiB raw`);
  for (const vital of vitals) {
    console.log(
      `/ in Chromium at ${vital.width}px: LCP ${vital.lcp.toFixed(0)} ms (${vital.element}), CLS ${vital.cls.toFixed(3)}, load ${vital.load.toFixed(0)} ms`,
    );
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.on("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
