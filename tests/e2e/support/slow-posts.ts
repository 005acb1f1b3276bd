import net from "node:net";

/**
 * Opens `count` posts to `base` that send their headers and the first bytes of a body, then go
 * silent, as a client holding slots on purpose does. `statuses` resolves to each one's answer
 * (the HTTP status, or "closed" when the connection closed without one).
 */
export function openSlowPosts(base: string, count: number, headers: Record<string, string> = {}) {
  const url = new URL(base);
  const sockets: net.Socket[] = [];
  const statuses = Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<string>((resolve) => {
          const socket = net.connect(Number(url.port), url.hostname);
          sockets.push(socket);
          socket.once("data", (chunk) => resolve(String(chunk).slice(9, 12)));
          socket.on("close", () => resolve("closed"));
          socket.on("error", () => resolve("closed"));
          const extra = Object.entries(headers)
            .map(([name, value]) => `${name}: ${value}\r\n`)
            .join("");
          socket.write(
            `POST / HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${url.origin}\r\n${extra}` +
              "Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n--x\r\n",
          );
        }),
    ),
  );
  return { statuses, close: () => sockets.forEach((socket) => socket.destroy()) };
}
