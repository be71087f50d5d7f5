import type { Guest } from '@food/contract';
import { useSyncExternalStore } from 'react';
import { createSignal } from '@/lib/signal.ts';

/** The guest's details as given on the address step; `address` only for a delivery. */
export type GuestDetails = Omit<Guest, 'address'> & { address?: NonNullable<Guest['address']> };

/** `null`: not ordering as a guest; `{}`: "Continue as guest" chosen, details still to give. */
type GuestCheckout = GuestDetails | Record<string, never> | null;

/** Session storage: a guest's choice and details last as long as the tab, never in another browser. */
const GUEST_KEY = 'guest-checkout';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(): GuestCheckout {
  try {
    const raw = sessionStore()?.getItem(GUEST_KEY);
    return raw ? (JSON.parse(raw) as GuestCheckout) : null;
  } catch {
    return null;
  }
}

const state = createSignal<GuestCheckout>(read());

function write(next: GuestCheckout) {
  try {
    if (next === null) sessionStore()?.removeItem(GUEST_KEY);
    else sessionStore()?.setItem(GUEST_KEY, JSON.stringify(next));
  } catch {
    // Refused storage: the choice lives as long as the page.
  }
  state.set(next);
}

/** Ordering without an account: chosen on the login page, details on the address step. */
export const guestCheckout = {
  /** Keeps details given earlier in this tab, to be checked again on the address step. */
  start: () => write(state.get() ?? {}),
  save: (details: GuestDetails) => write(details),
  end: () => write(null),
};

export const hasGuestDetails = (value: GuestCheckout): value is GuestDetails =>
  value !== null && 'email' in value;

export function useGuestCheckout(): GuestCheckout {
  return useSyncExternalStore(state.subscribe, state.get, () => null);
}
