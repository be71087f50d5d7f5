import type { Locator } from '@playwright/test';

/** The smallest tap target a phone gets, in CSS pixels (issue 15: "Made for thumbs"). */
const MIN_TAP_TARGET = 44;

const INTERACTIVE = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="tab"]',
  '[role="menuitem"]',
  'summary',
].join(', ');

/**
 * Every visible control inside `scope` smaller than 44 × 44, as "button "Close" 40×40". A radio or a
 * checkbox counts with its label (the label is what a thumb presses). Left out, narrowly: elements
 * hidden from everyone (no box, `visibility: hidden`, visually hidden until focused, as a skip link)
 * and links inside a sentence of text (WCAG 2.5.8's inline exception), which are measured as text.
 */
export async function smallTapTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate(
    (root, { selector, min }) => {
      const visuallyHidden = (element: Element) => {
        const style = getComputedStyle(element);
        return (
          style.visibility === 'hidden' ||
          style.clip === 'rect(0px, 0px, 0px, 0px)' ||
          style.clipPath === 'inset(50%)'
        );
      };
      const inSentence = (element: HTMLElement) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        const block = element.parentElement;
        const ownText = element.textContent?.trim() ?? '';
        const blockText = block?.textContent?.trim() ?? '';
        return blockText.length > ownText.length;
      };
      const name = (element: HTMLElement) =>
        (
          element.getAttribute('aria-label') ??
          (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
          element.textContent ??
          ''
        )
          .replace(/\s+/g, ' ')
          .trim();

      const small: string[] = [];
      for (const element of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
        if (element.closest('[inert], [aria-hidden="true"]') || visuallyHidden(element)) continue;
        if (inSentence(element)) continue;
        let box = element.getBoundingClientRect();
        const choice =
          element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox');
        const label = choice ? element.labels?.[0] : undefined;
        if (label) {
          const own = box;
          const labelBox = label.getBoundingClientRect();
          const left = Math.min(own.left, labelBox.left);
          const top = Math.min(own.top, labelBox.top);
          box = new DOMRect(
            left,
            top,
            Math.max(own.right, labelBox.right) - left,
            Math.max(own.bottom, labelBox.bottom) - top,
          );
        }
        if (box.width === 0 && box.height === 0) continue;
        // Sub-pixel layout may round 44 px down by a hair.
        if (box.width >= min - 0.01 && box.height >= min - 0.01) continue;
        const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
        const type = element instanceof HTMLInputElement ? `[${element.type}]` : '';
        small.push(`${role}${type} "${name(element)}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
      return small;
    },
    { selector: INTERACTIVE, min: MIN_TAP_TARGET },
  );
}
