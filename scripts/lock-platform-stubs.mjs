// The registry reachable here serves only this platform's optional binaries (others answer 404),
// so `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock.
// This records each missing optional platform package with the os/cpu/libc its name states,
// which tells npm to skip it on other platforms. Run after `npm install` changes the lock.
import fs from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
const OS = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "sunos", "aix", "netbsd"];
const CPU = ["arm64", "x64", "arm", "ia32", "wasm32", "riscv64", "ppc64", "s390x", "loong64"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (parts.includes("wasm32")) return { cpu: ["wasm32"] };
  if (!os || !cpu) return null;
  const platform = { os: [os], cpu: [cpu] };
  if (parts.includes("musl")) platform.libc = ["musl"];
  else if (os === "linux" && parts.includes("gnu")) platform.libc = ["glibc"];
  return platform;
}

/** "node_modules/a/node_modules/b" -> itself, "node_modules/a", "" */
function ancestors(path) {
  const out = [path];
  let current = path;
  while (current) {
    const cut = current.lastIndexOf("/node_modules/");
    current = cut === -1 ? "" : current.slice(0, cut);
    out.push(current);
  }
  return out;
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    // Node resolves a dependency in the nearest node_modules up the parent chain.
    const candidates = ancestors(path).map((a) => (a ? `${a}/node_modules/${dep}` : `node_modules/${dep}`));
    if (candidates.some((c) => lock.packages[c])) continue;
    // Missing everywhere: place it at the top level when free, else beside its parent.
    const topLevel = `node_modules/${dep}`;
    const key = lock.packages[topLevel] ? `${path}/node_modules/${dep}` : topLevel;
    const platform = platformOf(dep);
    if (!platform) continue;
    // Keys in the order npm itself writes them, so a later `npm install` leaves the entry as it is.
    const stub = { version, ...platform, ...(entry.dev ? { dev: true } : {}), optional: true };
    lock.packages[key] = Object.fromEntries(
      Object.entries(stub).sort(([a], [b]) => (a === "version" ? -1 : b === "version" ? 1 : a.localeCompare(b))),
    );
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platform-stubs: recorded ${added} optional platform packages`);
