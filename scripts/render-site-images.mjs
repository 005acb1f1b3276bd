#!/usr/bin/env node
// Renders the site's PNG images with Debian's Chromium: the favicon set (32 px, 192 px and the
// 180 px apple-touch icon, from favicon.svg) and the Open Graph share image of each language
// (public/images/og-image-{locale}.png, 1200×630): the artwork of og-image.svg with the site's name, tagline and
// founding line set in the site's fonts (installed @fontsource files, no network) from the message
// catalogs. Run again after changing the artwork or those messages; the PNGs are committed.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const width = 1200;
const height = 630;
const images = path.resolve("public/images");
const font = (file) => pathToFileURL(path.resolve("node_modules/@fontsource-variable", file)).href;
// The artwork alone: its text group and the rule under the tagline are replaced by the HTML below.
const artwork = fs
  .readFileSync(path.join(images, "og-image.svg"), "utf8")
  .replace(/<g font-family=[\s\S]*?<\/g>/, "")
  .replace(/<path d="M90 420h64"[^>]*\/>/, "");

const escape = (text) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");

function page(locale) {
  const messages = JSON.parse(fs.readFileSync(path.resolve("messages", `${locale}.json`), "utf8"));
  const { siteName, title } = messages.Metadata;
  const tagline = title.split(" · ").slice(1).join(" · ");
  const founded = `Ottawa · ${messages.Footer.founded.replace("{year}", "2016")}`;
  return `<!doctype html><html lang="${locale}"><head><style>
    @font-face { font-family: Fraunces; src: url(${font("fraunces/files/fraunces-latin-wght-normal.woff2")}) format("woff2"); font-weight: 100 900; }
    @font-face { font-family: Fraunces; font-style: italic; src: url(${font("fraunces/files/fraunces-latin-wght-italic.woff2")}) format("woff2"); font-weight: 100 900; }
    @font-face { font-family: Inter; src: url(${font("inter/files/inter-latin-wght-normal.woff2")}) format("woff2"); font-weight: 100 900; }
    body { margin: 0; width: ${width}px; height: ${height}px; position: relative; }
    .art { position: absolute; inset: 0; }
    .text { position: absolute; left: 88px; top: 262px; width: 630px; }
    h1 { margin: 0; font: 600 68px/1.05 Fraunces; color: #3F4A2A; letter-spacing: -0.01em; }
    p.tagline { margin: 22px 0 0; font: italic 400 34px/1.25 Fraunces; color: #C2623F; }
    hr { margin: 30px 0 0; width: 64px; border: 0; border-top: 3px solid #E0A43A; border-radius: 2px; }
    p.founded { margin: 24px 0 0; font: 600 20px/1 Inter; color: #6B7A3A; letter-spacing: 0.25em; text-transform: uppercase; }
  </style></head><body>
    <img class="art" alt="" width="${width}" height="${height}" src="data:image/svg+xml;base64,${Buffer.from(artwork).toString("base64")}">
    <div class="text"><h1>${escape(siteName)}</h1><p class="tagline">${escape(tagline)}</p><hr><p class="founded">${escape(founded)}</p></div>
  </body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--allow-file-access-from-files"],
});
try {
  const favicon = fs.readFileSync(path.join(images, "favicon.svg"), "utf8");
  for (const [name, size] of [
    ["favicon-32.png", 32],
    ["icon-192.png", 192],
    ["apple-touch-icon.png", 180],
  ]) {
    const icon = await browser.newPage({ viewport: { width: size, height: size } });
    // The apple-touch icon gets the cream background iOS would otherwise fill with black.
    const background = name === "apple-touch-icon.png" ? "#FAF6EE" : "transparent";
    await icon.setContent(
      `<html><body style="margin:0;background:${background}">` +
        `<img alt="" width="${size}" height="${size}" src="data:image/svg+xml;base64,${Buffer.from(favicon).toString("base64")}">` +
        `</body></html>`,
    );
    await icon.locator("img").evaluate((img) => img.decode());
    await icon.screenshot({ path: path.join(images, name), omitBackground: background === "transparent" });
    await icon.close();
    console.log(`${name} ${size}×${size}`);
  }
  const tab = await browser.newPage({ viewport: { width, height } });
  for (const locale of ["en", "fr"]) {
    const file = path.join(images, `.og-${locale}.html`);
    fs.writeFileSync(file, page(locale));
    try {
      await tab.goto(pathToFileURL(file).href);
      await tab.evaluate(() => document.fonts.ready);
      await tab.locator("img").evaluate((img) => img.decode());
      await tab.screenshot({ path: path.join(images, `og-image-${locale}.png`) });
    } finally {
      fs.rmSync(file);
    }
    console.log(`og-image-${locale}.png ${width}×${height}`);
  }
} finally {
  await browser.close();
}
