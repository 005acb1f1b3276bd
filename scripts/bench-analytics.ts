// `npm run bench:analytics`: the admin analytics page's report for 1,000,000 stored events.
// Fills a PostgreSQL database (BENCH_DATABASE_URL, by default a fresh
// postgres://postgres@127.0.0.1:5432/bench_analytics, dropped and created again) with
// BENCH_EVENTS events (1,000,000) spread over 13 months, in one INSERT … SELECT generate_series;
// then times the report the page loads (the last 30 days and the period before, as the page
// asks by default; then the last month and a custom 13 months) BENCH_RUNS times (20) each, and
// prints p50 and p99. The page must answer in under 500 ms (p99) for 1,000,000 events (issue 33).
import pg from "pg";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_analytics";
const total = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 20);

async function recreate(databaseUrl: string) {
  const target = new URL(databaseUrl);
  const name = target.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  const admin = new URL(databaseUrl);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
}

// Visitors of a day, visits of 1 to 4 page views, some ending in a goal; sources, campaigns,
// languages and devices mixed as a small company's site would see them.
const fill = `
insert into analytics_events (name, pathname, locale, visitor, visit, entry, source_kind, source,
  utm_source, utm_medium, utm_campaign, device, created_at)
select
  case when n % 53 = 0 then 'contact_sent' when n % 211 = 0 then 'access_request_sent' else 'page_view' end,
  (array['/', '/fr', '/teams', '/fr/equipe', '/products', '/fr/produits', '/insights/blog', '/solutions', '/privacy', '/client/login'])[1 + (n % 10)],
  case when n % 3 = 0 then 'fr' else 'en' end,
  md5('visitor' || (n / 3)),
  md5('visit' || (n / 3)),
  n % 3 = 0,
  case when n % 3 = 0 then (array['direct', 'search', 'social', 'site'])[1 + (n / 3) % 4] end,
  case when n % 3 = 0 then (array[null, 'google', 'linkedin', 'example.com'])[1 + (n / 3) % 4] end,
  case when n % 3 = 0 and n % 7 = 0 then 'newsletter' end,
  case when n % 3 = 0 and n % 7 = 0 then 'email' end,
  case when n % 3 = 0 and n % 7 = 0 then 'spring-' || (n % 5) end,
  case when n % 3 = 0 then (array['desktop', 'mobile', 'tablet'])[1 + (n / 3) % 3] end,
  now() - interval '395 days' * ((n / 3) * 3)::float / $1
from generate_series(0, $1 - 1) as n`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  if (!process.env.BENCH_DATABASE_URL) await recreate(url);
  process.env.DATABASE_URL = url;
  // Imported after DATABASE_URL is set: the settings are read once.
  const { getDb, closeDb } = await import("../src/server/db/client");
  const { loadAnalyticsReport } = await import("../src/server/analytics/reports");
  const { resolveRange } = await import("../src/server/analytics/range");
  await getDb(); // migrates
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ value: string }>("select count(*) as value from analytics_events");
  if (Number(rows[0]?.value) < total) {
    const started = performance.now();
    await client.query("truncate analytics_events");
    await client.query(fill, [total]);
    await client.query("vacuum analyze analytics_events");
    console.log(`filled ${total.toLocaleString("en")} events in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await client.end();

  const now = new Date();
  for (const query of [{ range: "30d" }, { range: "last-month" }, { range: "7d" }] as const) {
    const range = resolveRange(query, now);
    await loadAnalyticsReport(range); // warm-up
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      await loadAnalyticsReport(range);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${query.range.padEnd(10)} ${range.from}..${range.to}: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (${runs} runs)`,
    );
  }
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
