/**
 * What one client connection may send: 10 messages a second, 20 at once. The web app sends one or two
 * per (re)connect (`join_store` per store it shows, `join_order` for a guest's order), so only a script
 * ever reaches it.
 */
const EVENTS_PER_SECOND = 10;
export const EVENT_BURST = 20;
/** Refusals a connection may collect (one forgiven every 3 s) before it is closed as a flood. */
export const REFUSALS_BEFORE_DISCONNECT = 20;
const REFUSALS_FORGIVEN_PER_SECOND = 1 / 3;

/** What to do with one message: handle it, refuse it (and say so), or close the connection. */
export type Verdict = 'allow' | 'refuse' | 'disconnect';

/** Milliseconds from any fixed point, never going back: `performance.now` in service, a hand in tests. */
type Ticker = () => number;

class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: Ticker,
  ) {
    this.tokens = capacity;
    this.at = now();
  }

  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * The budget of one connection, charged once for every message it sends, whatever the message: a token
 * bucket for the messages, and a second one for the refusals, so that a client that goes on sending
 * after being told to slow down is closed instead of being answered forever.
 */
export class EventBudget {
  private readonly events: TokenBucket;
  private readonly patience: TokenBucket;

  constructor(now: Ticker = () => performance.now()) {
    this.events = new TokenBucket(EVENT_BURST, EVENTS_PER_SECOND, now);
    this.patience = new TokenBucket(REFUSALS_BEFORE_DISCONNECT, REFUSALS_FORGIVEN_PER_SECOND, now);
  }

  charge(): Verdict {
    if (this.events.take()) return 'allow';
    return this.patience.take() ? 'refuse' : 'disconnect';
  }
}
