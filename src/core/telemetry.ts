// Telemetry: events batched to POST /events, flushed at 15 events or 800 ms after the first. The batch
// is the official client's shape: a JSON array of { telemetry, event } records (telemetry = the
// X-SDK-Client blob, stamped with the time the event was logged).
import * as shared from '../wire/shared-routes';
import { type Network, telemetryBlob } from './network';
import { Clock, realClock } from './clock';

export const BATCH_SIZE = 15;
export const FLUSH_MS = 800;

export interface TelemetryEvent {
  public_token: string;
  event_name: string;
  details: Record<string, unknown>;
  error_code?: string;
  error_description?: string;
  http_status_code?: number;
}

export type Telemetry = ReturnType<typeof telemetry>;

export function telemetry(
  net: Network,
  publicToken: string,
  // realClock calls the global timers as plain functions: `{ setTimeout }.setTimeout(...)` would
  // run with the wrong receiver and throw 'Illegal invocation' in browsers.
  timers: Pick<Clock, 'setTimeout' | 'clearTimeout'> = realClock,
) {
  // Each record's blob is built at the flush (its time is the log's): a first event logged while a
  // widget mounts must not pay for the blob's time-zone name (Intl) on the mount path.
  let queue: { at: Date; event: TelemetryEvent }[] = [];
  let timer: any = null;
  const t = {
    log(event_name: string, details: Record<string, unknown> = {}, error?: { code?: string; description?: string; status?: number }) {
      queue.push({
        at: new Date(),
        event: {
          public_token: publicToken,
          event_name,
          details,
          error_code: error?.code,
          error_description: error?.description,
          http_status_code: error?.status,
        },
      });
      if (queue.length >= BATCH_SIZE) t.flush();
      else if (!timer) timer = timers.setTimeout(t.flush, FLUSH_MS);
    },
    flush() {
      if (timer) timers.clearTimeout(timer);
      timer = null;
      const events = queue;
      queue = [];
      // Telemetry never breaks the app: failures are dropped.
      if (events.length)
        net
          .call(
            ...shared.events,
            events.map(({ at, event }) => ({ telemetry: telemetryBlob(at), event })),
          )
          .catch(() => {});
    },
  };
  return t;
}
