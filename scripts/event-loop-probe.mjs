// Preloaded into the server by `npm run bench:server` (node --import): the server's own event-loop
// delay, sampled every 10 ms by Node's monitorEventLoopDelay. On SIGUSR2 it writes the histogram
// since the last signal (max, p99 and mean in ms) as JSON to EVENT_LOOP_PROBE_FILE and starts a new
// one. The server itself knows nothing of it.
import fs from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const file = process.env.EVENT_LOOP_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on("SIGUSR2", () => {
    const ms = (ns) => ns / 1e6;
    const figures = { maxMs: ms(histogram.max), p99Ms: ms(histogram.percentile(99)), meanMs: ms(histogram.mean) };
    histogram.reset();
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(figures));
    fs.renameSync(`${file}.tmp`, file);
  });
}
