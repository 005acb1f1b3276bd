import http from "node:http";

/**
 * A local stand-in for HubSpot's chat loader. The script behaves as the real Conversations SDK
 * does where the site relies on it: it honours `hsConversationsSettings.loadImmediately`, runs
 * `hsConversationsOnReady`, and sets the cookies the loader and the chat set. It records that it
 * ran and every SDK call in `window.__fakeHubSpot`; the server counts requests for it.
 */
const loaderScript = String.raw`(function () {
  var record = (window.__fakeHubSpot = window.__fakeHubSpot || { runs: 0, calls: [], settingsAtRun: null, queuedAtRun: null });
  record.runs += 1;
  record.settingsAtRun = JSON.parse(JSON.stringify(window.hsConversationsSettings || null));
  // HubSpot's tracking code replays the commands queued in _hsp before it ran.
  record.queuedAtRun = JSON.parse(JSON.stringify(window._hsp || []));
  document.cookie = "hubspotutk=fake-visitor; path=/";
  document.cookie = "__hstc=fake.tracking; path=/";
  var widget = {
    load: function () {
      record.calls.push("widget.load");
      if (document.getElementById("hubspot-messages-iframe-container")) return;
      var container = document.createElement("div");
      container.id = "hubspot-messages-iframe-container";
      container.style.cssText = "position:fixed;right:16px;bottom:16px;width:64px;height:64px";
      var frame = document.createElement("iframe");
      frame.title = "Chat";
      frame.src = "about:blank";
      frame.style.cssText = "width:64px;height:64px;border:0;border-radius:32px;background:#ff7a59";
      container.appendChild(frame);
      document.body.appendChild(container);
      document.cookie = "messagesUtk=fake-chat; path=/";
    },
    remove: function () {
      record.calls.push("widget.remove");
      var container = document.getElementById("hubspot-messages-iframe-container");
      if (container) container.remove();
    },
    status: function () {
      return { loaded: !!document.getElementById("hubspot-messages-iframe-container") };
    },
  };
  window.HubSpotConversations = {
    widget: widget,
    clear: function (options) {
      record.calls.push("clear:" + JSON.stringify(options || {}));
      // The real SDK forgets the chat visitor: its own cookie only.
      document.cookie = "messagesUtk=; Max-Age=0; path=/";
    },
  };
  var settings = window.hsConversationsSettings || {};
  if (settings.loadImmediately !== false) widget.load();
  (window.hsConversationsOnReady || []).forEach(function (callback) {
    callback();
  });
})();
`;

export async function startFakeHubSpotChat(port: number) {
  let requests = 0;
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith("/loader.js")) {
      requests += 1;
      res.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
      res.end(loaderScript);
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    scriptUrl: `http://127.0.0.1:${port}/loader.js`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
