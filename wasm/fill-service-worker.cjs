// Writes SITE/service-worker.js from TEMPLATE (wasm/service-worker.js) with the build's files
// and their SHA-256 (base64, as a fetch's `integrity` takes it), and a version that hashes that
// list, so that every build of other bytes is another version of the service worker:
//   node wasm/fill-service-worker.cjs SITE TEMPLATE
// Every file under SITE counts but the compressed copies (.br, .gz) and the service worker.
const fs = require("node:fs");
const path = require("node:path");
const crypto = require("node:crypto");
const [site, template] = process.argv.slice(2);
const files = [];
(function walk(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (!/\.(br|gz)$/.test(entry.name) && entry.name !== "service-worker.js") files.push(full);
  }
})(site);
const entries = files.sort().map((full) => ({
  file: path.relative(site, full).split(path.sep).join("/"),
  sha256: crypto.createHash("sha256").update(fs.readFileSync(full)).digest("base64"),
}));
const version = crypto.createHash("sha256").update(JSON.stringify(entries)).digest("hex").slice(0, 16);
const text = fs.readFileSync(template, "utf8");
const filled = text
  .replace(/^const VERSION = "";$/m, `const VERSION = "${version}";`)
  .replace(/^const FILES = \[\];$/m, `const FILES = ${JSON.stringify(entries, null, 1)};`);
if (filled === text || !filled.includes(version) || !filled.includes(entries[0].sha256)) {
  console.error(`${template} lacks the lines 'const VERSION = "";' and 'const FILES = [];' that wasm/build.sh fills in`);
  process.exit(1);
}
fs.writeFileSync(path.join(site, "service-worker.js"), filled);
console.log(`service worker: version ${version} keeps ${entries.length} files`);
