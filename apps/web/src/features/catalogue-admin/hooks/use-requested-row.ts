import { useSearchParams } from 'react-router';

function readId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The row the address asks a list to open (`?product=12`: the header search links there). `done` takes
 * it out of the address once its dialog closes, so that a reload or Back does not open it again.
 */
export function useRequestedRow(param: string) {
  const [params, setParams] = useSearchParams();
  const id = readId(params.get(param));
  const done = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
  return { id, done };
}

/** A row to point out in a list: just saved, or opened from the header search. */
export type Highlight = { id: number; isNew: boolean };
