/**
 * Users at their desks, not robots: each simulated user sends a request, reads the answer, thinks
 * for a while (exponentially distributed around `thinkMs`) and sends the next. The arrivals are
 * therefore independent, as real staff's are, and the latency is each request's own. A closed loop
 * with no think time (autocannon's connections) measures the most a server can take, where by
 * Little's law the latency is only the number of connections over the rate; autocannon's
 * `overallRate` sends each second's requests in one burst. Neither says what a user waits for.
 * Node's fetch keeps its connections alive, as a browser does.
 */
export interface UsersResult {
  /** Requests answered per second. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export interface UsersOptions {
  /** The servers; users are spread evenly over them, as a load balancer would. */
  urls: string[];
  users: number;
  thinkMs: number;
  seconds: number;
  headers: Record<string, string>;
  path: () => string;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;

export async function simulateUsers({ urls, users, thinkMs, seconds, headers, path }: UsersOptions): Promise<UsersResult> {
  const times: number[] = [];
  let errors = 0;
  const ends = performance.now() + seconds * 1000;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const user = async (index: number) => {
    const url = urls[index % urls.length];
    // Users do not all start at once: each begins somewhere in its first think time.
    await pause(Math.random() * thinkMs);
    while (performance.now() < ends) {
      const sent = performance.now();
      try {
        const response = await fetch(`${url}${path()}`, { headers });
        await response.arrayBuffer();
        if (!response.ok) errors++;
      } catch {
        errors++;
      }
      times.push(performance.now() - sent);
      await pause(Math.min(-Math.log(1 - Math.random()) * thinkMs, Math.max(0, ends - performance.now())));
    }
  };
  await Promise.all(Array.from({ length: users }, (_, index) => user(index)));
  times.sort((a, b) => a - b);
  return { rps: times.length / seconds, p50: percentile(times, 0.5), p95: percentile(times, 0.95), p99: percentile(times, 0.99), errors };
}
