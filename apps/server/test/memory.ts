/** Memory measured in a test, as the large exports' tests measure it (decisions §7.4, §8.5). */

/** Samples the process's resident memory while `work` runs; answers its highest value above the start, in MB. */
export async function peakRssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  global.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growthMb: (peak - start) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}
