import { createSignal } from '@/lib/signal.ts';

/**
 * The desk's new-order chime, made with the Web Audio API (no audio file). Browsers only let a page
 * play sound after a click on it, so `enableSound` must run in a click handler; until then the chime
 * stays silent and the desk says why.
 */
export type SoundState = 'off' | 'on' | 'unsupported';

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  return (
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext
  );
}

export const soundState = createSignal<SoundState>(audioContextClass() ? 'off' : 'unsupported');

let context: AudioContext | null = null;
let wanted = false;

function syncState() {
  if (!audioContextClass()) return soundState.set('unsupported');
  soundState.set(wanted && context?.state === 'running' ? 'on' : 'off');
}

/** Two soft notes going up, about 0.7 s long. */
function ring(audio: AudioContext) {
  const start = audio.currentTime + 0.02;
  const notes = [
    { frequency: 880, at: 0 },
    { frequency: 1318.5, at: 0.16 },
  ];
  for (const { frequency, at } of notes) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const t = start + at;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.35, t + 0.015);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.55);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(t);
    oscillator.stop(t + 0.6);
  }
}

/** Turns the chime on; call it from a click. Plays it once, so that the person hears what it sounds like. */
export async function enableSound(): Promise<SoundState> {
  const Context = audioContextClass();
  if (!Context) return 'unsupported';
  wanted = true;
  if (!context) {
    context = new Context();
    context.addEventListener('statechange', syncState);
  }
  try {
    await context.resume();
  } catch {
    // Still suspended: the state below says so.
  }
  if (context.state === 'running') ring(context);
  syncState();
  return soundState.get();
}

export function disableSound(): void {
  wanted = false;
  syncState();
}

/** The chime for a new order, when sound is on. */
export function playChime(): void {
  if (wanted && context?.state === 'running') ring(context);
}
