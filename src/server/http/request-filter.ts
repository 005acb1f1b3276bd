// Refuses malformed requests before Next sees them, with the 4xx they deserve: Next answers 500
// (and logs a stack) to an unknown Server Action, a body it cannot decode, an Origin that does
// not match, a path it cannot decode, or a method no page serves. The client's error, so one
// warn line, no stack. Part of the request path around Next (server.ts), on every request.
import fs from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
// Next's own reading of the router state header (internal, pinned with Next): the filter refuses
// what Next would throw on, with a 400 instead of Next's 500.
import { parseAndValidateFlightRouterState } from "next/dist/server/app-render/parse-and-validate-flight-router-state";
import { ownAnswerHeaders } from "./refusal-headers";
import { readBody } from "./request-body";
import { foreignOrigin } from "./same-origin";

/** The limit for a Server Action body: Next's default (1 MB). */
export const MAX_ACTION_BODY_BYTES = 1024 * 1024;
/**
 * The limit for an action posted from the admin portal, where images are uploaded (10 MB, the
 * media library's limit, and the rest of the form); Next's own limit (serverActions.bodySizeLimit
 * in next.config.ts) is this one, and public pages keep the 1 MB above.
 */
export const MAX_UPLOAD_BODY_BYTES = 11 * 1024 * 1024;
const uploadPaths = /^\/admin-portal(\/|$)/;
// Route handlers: a form posted there is theirs to read, not a Server Action.
const routeHandlerPaths = /^\/api(\/|$)/;
const formContentType = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;
// A refused request's body up to this size is read and dropped before the answer (afterBody).
const DISCARD_LIMIT_BYTES = 8 * 1024 * 1024;
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS"]);
// Files served as they are (public/ and the build's chunks): Next answers OPTIONS and POST on them
// with an unlogged 500, so the filter answers them, with what such a path allows.
const staticFilePaths = /^\/(?:images|_next\/static)\//;
const STATIC_FILE_METHODS = "GET, HEAD, OPTIONS";
/** Next refuses a Server Action called with more arguments than this (with a 500: "arguments list is too long"). */
export const MAX_ACTION_ARGUMENTS = 1000;
// React's reply encoding: "$undefined", "$D<date>", "$n<bigint>", "$-0", "$NaN", "$Infinity",
// "$-Infinity", and "$K<id>" for a FormData argument. Our callers send plain values and FormData;
// any other reference ($T, $@, $Q…) is not ours and makes React throw.
const plainReference = /^\$(?:\$|undefined$|D|n-?\d|-0$|NaN$|-?Infinity$|K[0-9a-f]+$)/;

/** The Server Action ids of the build in `root`/.next, read once. */
export function loadActionIds(root: string): Set<string> | undefined {
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(root, ".next", "server", "server-reference-manifest.json"), "utf8"),
    ) as {
      node?: Record<string, unknown>;
      edge?: Record<string, unknown>;
    };
    return new Set([...Object.keys(manifest.node ?? {}), ...Object.keys(manifest.edge ?? {})]);
  } catch {
    return undefined;
  }
}

/** True when a decoded reply value only holds references our own callers make. */
function isPlainReply(value: unknown): boolean {
  if (typeof value === "string") return !value.startsWith("$") || plainReference.test(value);
  if (Array.isArray(value)) return value.every(isPlainReply);
  if (value && typeof value === "object") return Object.values(value).every(isPlainReply);
  return true;
}

/** Why decoded arguments cannot be handed to an action, or undefined when they can. */
function argumentsProblem(args: unknown): string | undefined {
  if (!Array.isArray(args) || !isPlainReply(args)) return "arguments are not a plain list";
  return args.length > MAX_ACTION_ARGUMENTS ? `more than ${MAX_ACTION_ARGUMENTS} arguments` : undefined;
}

/** Why a Server Action body cannot be decoded, or undefined when it can. */
async function actionBodyProblem(contentType: string, body: Buffer): Promise<string | undefined> {
  if (contentType.startsWith("multipart/form-data") || contentType.startsWith("application/x-www-form-urlencoded")) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
    } catch {
      return "body is not form data";
    }
    // React's encodeReply always sends the arguments as field "0"; without it Next fails (500).
    const root = form.get("0");
    if (root === null) return "no arguments";
    try {
      return argumentsProblem(JSON.parse(String(root)));
    } catch {
      return "arguments are not JSON";
    }
  }
  if (contentType.startsWith("text/plain")) {
    try {
      return argumentsProblem(JSON.parse(body.toString("utf8")));
    } catch {
      return "arguments are not JSON";
    }
  }
  return "unexpected content type";
}

// The body each replay reads again, for the form intake (form-intake.ts) to read it too.
const replayedBodies = new WeakMap<IncomingMessage, Buffer>();

/** The body of a form post the filter has read (a replay of it), or undefined for any other request. */
export function replayedBody(req: IncomingMessage): Buffer | undefined {
  return replayedBodies.get(req);
}

/** A request that reads `body` again, for Next once the filter has read the original. */
function replayRequest(req: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = new http.IncomingMessage(req.socket);
  replayedBodies.set(replay, body);
  Object.assign(replay, {
    method: req.method,
    url: req.url,
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    // Read whole: otherwise ending the replay would be taken for an aborted upload and close the socket.
    complete: true,
  });
  replay._read = () => {};
  replay.push(body);
  replay.push(null);
  return replay;
}

/**
 * Calls `then` once the client has sent the rest of its body (dropped unread), or at once when
 * there is none or it runs past DISCARD_LIMIT_BYTES. A client still uploading when the answer
 * closes the connection sees a reset, not the answer; one sending megabytes gets the reset.
 */
function afterBody(req: IncomingMessage, then: () => void): void {
  if (req.complete || Number(req.headers["content-length"] ?? 0) > DISCARD_LIMIT_BYTES) return then();
  let done = false;
  let seen = 0;
  const finish = () => {
    if (done) return;
    done = true;
    req.removeListener("data", count);
    then();
  };
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DISCARD_LIMIT_BYTES) finish();
  };
  req.on("data", count);
  req.once("end", finish);
  req.once("error", finish);
  req.resume();
}

export function refuse(
  res: ServerResponse,
  status: number,
  reason: string,
  log: (message: string) => void,
  req: IncomingMessage,
  extraHeaders: Record<string, string> = {},
): undefined {
  log(`refused ${req.method} ${String(req.url).slice(0, 200)}: ${status} ${reason}`);
  afterBody(req, () => {
    res.writeHead(status, {
      ...ownAnswerHeaders(req),
      "content-type": "text/plain; charset=utf-8",
      connection: "close",
      ...extraHeaders,
    });
    res.end(`${http.STATUS_CODES[status]}\n`);
  });
  return undefined;
}

/**
 * Checks one request. Returns the request to hand to Next (the same one, or a replay of a body
 * the filter had to read), or undefined when it has answered with a 4xx itself.
 * `actionIds` undefined (no manifest found) skips the id check.
 */
export interface FilterOptions {
  trustProxy: boolean;
  actionIds: Set<string> | undefined;
  log: (message: string) => void;
}

export async function filterRequest(
  req: IncomingMessage,
  res: ServerResponse,
  { trustProxy, actionIds, log }: FilterOptions,
): Promise<IncomingMessage | undefined> {
  if (!trustProxy) {
    // What the request claims about the way it came is only believed from a trusted proxy.
    delete req.headers["x-forwarded-host"];
    req.headers["x-forwarded-proto"] = "encrypted" in req.socket && req.socket.encrypted ? "https" : "http";
  }
  if (!ALLOWED_METHODS.has(req.method ?? ""))
    return refuse(res, 405, "method not allowed", log, req, { allow: [...ALLOWED_METHODS].join(", ") });
  // A request line in absolute form (`GET http://host/path`): taken as its path when it names the
  // host the request was sent to; Next would otherwise answer (or redirect) for the host it names.
  // `OPTIONS *` asks what the server allows; no page answers for `*`.
  if (req.url === "*") {
    if (req.method !== "OPTIONS") return refuse(res, 400, "request target * outside OPTIONS", log, req);
    afterBody(req, () => {
      res.writeHead(204, { ...ownAnswerHeaders(req), allow: [...ALLOWED_METHODS].join(", ") });
      res.end();
    });
    return undefined;
  }
  if (req.url && !req.url.startsWith("/")) {
    const target = absoluteTarget(req.url);
    if (!target || target.host !== req.headers.host) return refuse(res, 400, "request target names another host", log, req);
    req.url = `${target.pathname}${target.search}`;
  }
  const pathname = String(req.url).split("?")[0] ?? "";
  if (staticFilePaths.test(pathname) && req.method !== "GET" && req.method !== "HEAD") {
    if (req.method !== "OPTIONS") return refuse(res, 405, "a static file", log, req, { allow: STATIC_FILE_METHODS });
    log(`answered OPTIONS ${String(req.url).slice(0, 200)}: 204 (a static file: ${STATIC_FILE_METHODS})`);
    afterBody(req, () => {
      res.writeHead(204, { ...ownAnswerHeaders(req), allow: STATIC_FILE_METHODS });
      res.end();
    });
    return undefined;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return refuse(res, 400, "path is not valid percent-encoding", log, req);
  }
  // Next decodes a page's path segments once more (`/privacy%25` is `/privacy%`, which it cannot).
  if (decoded.includes("%")) {
    try {
      decodeURIComponent(decoded);
    } catch {
      return refuse(res, 400, "path is not valid percent-encoding once decoded", log, req);
    }
  }
  const routerState = req.headers["next-router-state-tree"];
  if (routerState !== undefined) {
    try {
      parseAndValidateFlightRouterState(routerState);
    } catch {
      return refuse(res, 400, "router state header cannot be parsed", log, req);
    }
  }
  const actionId = req.headers["next-action"];
  // A form posted to a page is a Server Action for Next (without JavaScript, the action's id is in
  // the body: `$ACTION_ID_…`, `$ACTION_REF_…`), and Next throws on one from another site.
  const formPost =
    req.method === "POST" && !routeHandlerPaths.test(pathname) && formContentType.test(String(req.headers["content-type"] ?? ""));
  if (actionId === undefined && !formPost) return req;

  if (req.method !== "POST") return refuse(res, 400, "Server Action call that is not a POST", log, req);
  if (actionId !== undefined && (typeof actionId !== "string" || (actionIds && !actionIds.has(actionId)))) {
    return refuse(res, 404, "unknown Server Action", log, req);
  }
  const foreign = foreignOrigin(req, trustProxy);
  if (foreign) return refuse(res, 403, foreign, log, req);
  const limit = uploadPaths.test(pathname) ? MAX_UPLOAD_BODY_BYTES : MAX_ACTION_BODY_BYTES;
  const body = await readBody(req, limit);
  if (body === undefined) return refuse(res, 413, "Server Action body too large", log, req);
  // Without JavaScript the form's own fields are the body, which Next decodes itself.
  if (actionId === undefined) return replayRequest(req, body);
  const problem = await actionBodyProblem(String(req.headers["content-type"] ?? ""), body);
  if (problem) return refuse(res, 400, `malformed Server Action call: ${problem}`, log, req);
  return replayRequest(req, body);
}

function absoluteTarget(url: string): URL | undefined {
  try {
    const target = new URL(url);
    return target.protocol === "http:" || target.protocol === "https:" ? target : undefined;
  } catch {
    return undefined;
  }
}
