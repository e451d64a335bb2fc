// Injected failures for tests: the next N requests under a path fail with a status, are delayed,
// have their connection dropped before anything happens (`drop`), or are carried out and then have
// their connection dropped before the answer goes out (`drop_after`): the client cannot tell whether
// its request took effect, as when a network fails between the server's work and its reply.
import { z } from 'zod';

export const faultSchema = z.object({
  path_prefix: z.string().default('/'),
  /** Only this path exactly (POST /messages is a send; /messages/flags is not). */
  path: z.string().optional(),
  /** Only requests with this method (e.g. POST, so a send fails while fetches of the same path do not). */
  method: z.enum(['GET', 'POST', 'PATCH', 'PUT', 'DELETE']).optional(),
  count: z.number().int().min(1).max(100_000).default(1),
  kind: z.enum(['status', 'delay', 'drop', 'drop_after']),
  status: z.number().int().min(400).max(599).default(500),
  delay_ms: z.number().int().min(0).max(600_000).default(1000),
  retry_after: z.number().min(0).optional(),
});
export type Fault = z.infer<typeof faultSchema>;

export class FaultInjector {
  private faults: Fault[] = [];

  add(fault: Fault): void {
    this.faults.push({ ...fault });
  }

  clear(): void {
    this.faults = [];
  }

  /** Takes one use of the first fault matching `path` (below /api/v1) and `method`. */
  take(path: string, method?: string): Fault | undefined {
    const index = this.faults.findIndex(
      (f) =>
        path.startsWith(f.path_prefix) &&
        (f.path === undefined || f.path === path) &&
        (f.method === undefined || f.method === method),
    );
    if (index < 0) return undefined;
    const fault = this.faults[index] as Fault;
    fault.count -= 1;
    if (fault.count <= 0) this.faults.splice(index, 1);
    return fault;
  }
}
