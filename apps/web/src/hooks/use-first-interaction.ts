import { useEffect, useState } from 'react';
import { afterFirstInteraction, hasInteracted } from '@/lib/first-interaction.ts';

/** Whether the visitor has touched, clicked, typed, moved the mouse or scrolled since the page opened. */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(hasInteracted);
  useEffect(() => (interacted ? undefined : afterFirstInteraction(() => setInteracted(true))), [interacted]);
  return interacted;
}
