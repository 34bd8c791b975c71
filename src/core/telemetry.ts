// Telemetry: events batched to POST /events, flushed at 15 events or 800 ms after the first.
import type { Network } from './network';
import { Clock, realClock } from './refresh';

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

export class Telemetry {
  private queue: TelemetryEvent[] = [];
  private timer: any = null;
  constructor(
    private net: Network,
    private publicToken: string,
    // realClock calls the global timers as plain functions: `{ setTimeout }.setTimeout(...)` would
    // run with the wrong receiver and throw 'Illegal invocation' in browsers.
    private timers: Pick<Clock, 'setTimeout' | 'clearTimeout'> = realClock,
  ) {}

  log(event_name: string, details: Record<string, unknown> = {}, error?: { code?: string; description?: string; status?: number }) {
    this.queue.push({
      public_token: this.publicToken,
      event_name,
      details,
      error_code: error?.code,
      error_description: error?.description,
      http_status_code: error?.status,
    });
    if (this.queue.length >= BATCH_SIZE) this.flush();
    else if (!this.timer) this.timer = this.timers.setTimeout(() => this.flush(), FLUSH_MS);
  }

  flush() {
    if (this.timer) this.timers.clearTimeout(this.timer);
    this.timer = null;
    const events = this.queue.splice(0);
    // Telemetry never breaks the app: failures are dropped.
    if (events.length) this.net.call('POST', '/events', { events }).catch(() => {});
  }
}
