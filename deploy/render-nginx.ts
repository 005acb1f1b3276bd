// Renders deploy/nginx/terramare.conf.template for one site. Production:
//   node --import tsx/esm deploy/render-nginx.ts --server-name www.example.ca \
//     --certificate /etc/letsencrypt/live/www.example.ca/fullchain.pem \
//     --certificate-key /etc/letsencrypt/live/www.example.ca/privkey.pem \
//     --upstream 127.0.0.1:3001 --upstream 127.0.0.1:3002 > /etc/nginx/sites-available/terramare.conf
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The site's nginx configuration (an `http { }`-level file). Ports 80/443 and the Debian paths
 * are the defaults; `deploy:local` passes its own.
 */
export interface NginxSite {
  serverName?: string;
  httpPort?: number | string;
  httpsPort?: number | string;
  certificate?: string;
  certificateKey?: string;
  upstreams?: string[];
  cacheDir?: string;
  snippetsDir?: string;
}

export function renderNginxSite({
  serverName = "_",
  httpPort = 80,
  httpsPort = 443,
  certificate,
  certificateKey,
  upstreams,
  cacheDir = "/var/cache/nginx/terramare",
  snippetsDir = "/etc/nginx/snippets/terramare",
}: NginxSite): string {
  if (!certificate || !certificateKey) throw new Error("a certificate and its key are required");
  if (!upstreams?.length) throw new Error("at least one upstream (host:port) is required");
  const values: Record<string, string> = {
    SERVER_NAME: serverName,
    HTTP_PORT: String(httpPort),
    HTTPS_PORT: String(httpsPort),
    HTTPS_PORT_SUFFIX: Number(httpsPort) === 443 ? "" : `:${httpsPort}`,
    CERTIFICATE: certificate,
    CERTIFICATE_KEY: certificateKey,
    CACHE_DIR: cacheDir,
    SNIPPETS_DIR: snippetsDir,
    UPSTREAM_SERVERS: upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s;`).join("\n"),
  };
  const template = fs.readFileSync(path.join(here, "nginx", "terramare.conf.template"), "utf8");
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`unknown placeholder ${name}`);
    return value;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { parseArgs } = await import("node:util");
  const { values } = parseArgs({
    options: {
      "server-name": { type: "string" },
      "http-port": { type: "string" },
      "https-port": { type: "string" },
      certificate: { type: "string" },
      "certificate-key": { type: "string" },
      upstream: { type: "string", multiple: true },
      "cache-dir": { type: "string" },
      "snippets-dir": { type: "string" },
    },
  });
  process.stdout.write(
    renderNginxSite({
      serverName: values["server-name"],
      httpPort: values["http-port"],
      httpsPort: values["https-port"],
      certificate: values.certificate,
      certificateKey: values["certificate-key"],
      upstreams: values.upstream,
      cacheDir: values["cache-dir"],
      snippetsDir: values["snippets-dir"],
    }),
  );
}
