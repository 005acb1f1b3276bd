// `npm run deploy:local` (`node --import tsx/esm scripts/deploy-local.ts`): the several-machine set-up on this one machine. PostgreSQL (the
// machine's, DATABASE_URL), two app instances sharing one secret and one database, and nginx in
// front on a local TLS port with a self-signed certificate made now. Ctrl+C stops everything.
// Specs import startLocalDeployment() to run the same set-up on ports of their own.
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";
import { renderNginxSite } from "../deploy/render-nginx";

interface Service {
  label: string;
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | string | null>;
}

export interface LocalDeployment {
  httpsUrl: string;
  httpUrl: string;
  instances: (Service & { port: number })[];
  nginx: Service;
  certificate: string;
  stop: () => Promise<void>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

function selfSignedCertificate(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, "tls", "certificate.pem");
  const key = path.join(dir, "tls", "key.pem");
  if (!fs.existsSync(certificate) || !fs.existsSync(key)) {
    fs.mkdirSync(path.dirname(certificate), { recursive: true, mode: 0o700 });
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "7", "-subj", "/CN=localhost"].concat([
        "-addext",
        "subjectAltName=DNS:localhost,IP:127.0.0.1",
        "-keyout",
        key,
        "-out",
        certificate,
      ]),
      { stdio: "ignore" },
    );
  }
  return { certificate, key };
}

function sharedSecret(dir: string): string {
  const file = path.join(dir, "auth-secret");
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString("base64"), { mode: 0o600 });
  return fs.readFileSync(file, "utf8").trim();
}

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv): Service {
  let output = "";
  const child = spawn(command, args, { cwd: root, env });
  const keep = (chunk: Buffer) => {
    output += chunk;
    if (output.length > 1_000_000) output = output.slice(-500_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | string | null>((resolve) => child.on("exit", (code, signal) => resolve(code ?? signal)));
  return { label, process: child, output: () => output, exited };
}

async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  service: Service | undefined,
  timeoutMs = 300_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service && service.process.exitCode !== null) throw new Error(`${what}: it exited\n${service.output()}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: no answer after ${timeoutMs} ms\n${service?.output() ?? ""}`);
}

async function stopService(service: Service): Promise<void> {
  if (service.process.exitCode === null && service.process.signalCode === null) service.process.kill("SIGTERM");
  await service.exited;
}

/**
 * Starts the set-up and resolves once nginx answers over TLS. `env` adds settings for the app
 * instances (the CRM, the flag cache, ...). Returns the URLs and a `stop()`.
 */
export async function startLocalDeployment({
  dir = path.join(root, ".deploy-local"),
  httpPort = 8080,
  httpsPort = 8443,
  appPorts = [3001, 3002],
  databaseUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/terramare_local",
  env = {},
}: {
  dir?: string;
  httpPort?: number;
  httpsPort?: number;
  appPorts?: number[];
  databaseUrl?: string;
  env?: Record<string, string>;
} = {}): Promise<LocalDeployment> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  await ensureDatabase(databaseUrl);
  const tls = selfSignedCertificate(dir);
  const httpsUrl = `https://127.0.0.1${httpsPort === 443 ? "" : `:${httpsPort}`}`;
  const appEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    SITE_URL: httpsUrl,
    TRUST_PROXY: "true",
    BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET || sharedSecret(dir),
    LOG_LEVEL: process.env.LOG_LEVEL || "info",
    ...env,
  };

  const instances: (Service & { port: number })[] = [];
  const services: Service[] = [];
  const stop = async () => {
    await Promise.all(services.map(stopService));
  };
  try {
    // The first instance builds when needed (npm start's script); the others then start on that build.
    for (const port of appPorts) {
      const instance = run(`app:${port}`, process.execPath, ["scripts/start.mjs"], {
        ...appEnv,
        PORT: String(port),
      });
      instances.push({ port, ...instance });
      services.push(instance);
      await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, `app instance on ${port}`, instance);
    }

    const snippetsDir = path.join(dir, "snippets");
    fs.mkdirSync(snippetsDir, { recursive: true });
    fs.copyFileSync(path.join(root, "deploy", "nginx", "security-headers.conf"), path.join(snippetsDir, "security-headers.conf"));
    for (const sub of ["cache", "tmp/body", "tmp/proxy", "tmp/fastcgi", "tmp/uwsgi", "tmp/scgi", "logs"]) {
      fs.rmSync(path.join(dir, sub), { recursive: true, force: true });
      fs.mkdirSync(path.join(dir, sub), { recursive: true });
    }
    fs.writeFileSync(
      path.join(dir, "terramare.conf"),
      renderNginxSite({
        serverName: "localhost 127.0.0.1",
        httpPort,
        httpsPort,
        certificate: tls.certificate,
        certificateKey: tls.key,
        upstreams: appPorts.map((port) => `127.0.0.1:${port}`),
        cacheDir: path.join(dir, "cache"),
        snippetsDir,
      }),
    );
    fs.writeFileSync(
      path.join(dir, "nginx.conf"),
      [
        // A local harness run as root keeps nginx's workers as root, so they can use these folders.
        ...(process.getuid?.() === 0 ? ["user root;"] : []),
        // As Debian's own nginx.conf: one worker per core.
        "worker_processes auto;",
        `pid ${path.join(dir, "nginx.pid")};`,
        `error_log ${path.join(dir, "logs", "error.log")} warn;`,
        "events { worker_connections 1024; }",
        "http {",
        "    include /etc/nginx/mime.types;",
        // Written in batches, as a busy production server would be set up, not once per request.
        `    access_log ${path.join(dir, "logs", "access.log")} combined buffer=64k flush=1s;`,
        ...["body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
          (kind) => `    ${kind === "body" ? "client_body" : kind}_temp_path ${path.join(dir, "tmp", kind)};`,
        ),
        `    include ${path.join(dir, "terramare.conf")};`,
        "}",
        "",
      ].join("\n"),
    );
    const nginx = run(
      "nginx",
      "nginx",
      ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "logs", "error.log"), "-g", "daemon off;"],
      process.env,
    );
    services.push(nginx);
    await waitFor(
      () =>
        new Promise<boolean>((resolve) => {
          import("node:https").then(({ get }) =>
            get(`${httpsUrl}/api/health`, { rejectUnauthorized: false }, (response) => {
              response.resume();
              resolve(response.statusCode === 200);
            }).on("error", () => resolve(false)),
          );
        }),
      "nginx over TLS",
      nginx,
      30_000,
    );
    return { httpsUrl, httpUrl: `http://127.0.0.1:${httpPort}`, instances, nginx, certificate: tls.certificate, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const deployment = await startLocalDeployment();
  console.log(`Serving ${deployment.httpsUrl} (self-signed certificate: ${deployment.certificate})`);
  console.log(
    `HTTP ${deployment.httpUrl} redirects to HTTPS; app instances on ${deployment.instances.map((i) => i.port).join(", ")}.`,
  );
  console.log("Ctrl+C stops nginx and both instances.");
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      await deployment.stop();
      process.exit(0);
    });
  }
}
