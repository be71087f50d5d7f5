/** Where the process is in its life: a load balancer should send requests only to one that is serving. */
type Phase = 'starting' | 'serving' | 'draining';

export interface Lifecycle {
  readonly phase: Phase;
  /** Listening, and every start-up hook done. */
  serving(): void;
  /** Shutting down: no more new work, please. Final. */
  draining(): void;
}

export function createLifecycle(): Lifecycle {
  let phase: Phase = 'starting';
  return {
    get phase() {
      return phase;
    },
    serving() {
      if (phase === 'starting') phase = 'serving';
    },
    draining() {
      phase = 'draining';
    },
  };
}
