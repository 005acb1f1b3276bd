import http from "node:http";
import type { AddressInfo } from "node:net";

export interface CrmRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  body: unknown;
}

/**
 * One scripted answer; `until` holds it back until that promise settles, as a slow CRM would (the
 * request is seen at once): the test decides when the post ends, without waiting on a clock.
 */
export interface CrmAnswer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  until?: Promise<unknown>;
}

/** A local stand-in for HubSpot's Forms API: records every request and answers as scripted. */
export async function startFakeCrm() {
  const requests: CrmRequest[] = [];
  // Answers to give, in order; once used up every request gets 200.
  const script: CrmAnswer[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // kept as text
      }
      requests.push({ method: req.method ?? "", path: req.url ?? "", contentType: req.headers["content-type"], body });
      const answer = script.shift() ?? { status: 200, body: '{"inlineMessage":"Thanks"}' };
      const send = () => {
        res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
        res.end(answer.body ?? "");
      };
      if (answer.until) void answer.until.finally(send);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answerNext(...answers: CrmAnswer[]) {
      script.push(...answers);
    },
    /** Forgets the requests seen and the answers not yet given. */
    reset() {
      requests.length = 0;
      script.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
