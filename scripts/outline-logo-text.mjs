#!/usr/bin/env node
// One-off: replaces each <text> of public/images/logo.svg with its outline in Fraunces SemiBold
// (the site's serif, from @fontsource/fraunces), so the logo looks the same on every machine
// whatever fonts it has. Keeps each text's position, size, anchor and textLength (letters spread
// to that width, as lengthAdjust="spacing" does). Then run render-brand-store-images.mjs for the PNG.
import fs from "node:fs";
import path from "node:path";
import opentype from "opentype.js";

const logoPath = path.resolve("public/images/logo.svg");
const fontPath = path.resolve("node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff");
const buffer = fs.readFileSync(fontPath);
const font = opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));

const attribute = (attributes, name) => attributes.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];

function outline(attributes, text) {
  const x = Number(attribute(attributes, "x"));
  const y = Number(attribute(attributes, "y"));
  const size = Number(attribute(attributes, "font-size"));
  const fill = attribute(attributes, "fill");
  const anchor = attribute(attributes, "text-anchor") ?? "start";
  const glyphs = font.stringToGlyphs(text);
  const advances = glyphs.map((glyph, index) => {
    const kerning = index + 1 < glyphs.length ? font.getKerningValue(glyph, glyphs[index + 1]) : 0;
    return ((glyph.advanceWidth + kerning) * size) / font.unitsPerEm;
  });
  // Spread to textLength: the last glyph's advance is its ink, so the gaps take the difference.
  const natural = advances.reduce((sum, advance) => sum + advance, 0);
  const target = Number(attribute(attributes, "textLength") ?? natural);
  const gap = glyphs.length > 1 ? (target - natural) / (glyphs.length - 1) : 0;
  let pen = anchor === "middle" ? x - target / 2 : anchor === "end" ? x - target : x;
  const commands = glyphs.map((glyph, index) => {
    const d = glyph.getPath(pen, y, size).toPathData(2);
    pen += advances[index] + gap;
    return d;
  });
  return `<path fill="${fill}" d="${commands.join("")}"/>`;
}

const svg = fs.readFileSync(logoPath, "utf8");
let count = 0;
const outlined = svg.replace(/<text\b([^>]*)>([^<]*)<\/text>/g, (_, attributes, text) => {
  count += 1;
  return outline(attributes, text);
});
fs.writeFileSync(logoPath, outlined.replace(/\s*font-family="[^"]*"/, ""));
console.log(`${count} text element(s) outlined in ${path.relative(process.cwd(), logoPath)}`);
