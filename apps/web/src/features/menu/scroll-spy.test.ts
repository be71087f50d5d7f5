import { describe, expect, it } from 'vitest';
import { pickActiveSection } from './scroll-spy.ts';

const sections = [
  { id: 'starters', top: -900 },
  { id: 'soups', top: -200 },
  { id: 'mains', top: 150 },
  { id: 'drinks', top: 900 },
];

describe('pickActiveSection', () => {
  it('picks the last section whose top passed the line below the header', () => {
    expect(pickActiveSection(sections, 100, false)).toBe('soups');
    expect(pickActiveSection(sections, 150, false)).toBe('mains');
    expect(pickActiveSection(sections, 1000, false)).toBe('drinks');
  });

  it('picks the first section before any has reached the line', () => {
    const below = sections.map((section, index) => ({ ...section, top: 400 + index * 500 }));
    expect(pickActiveSection(below, 100, false)).toBe('starters');
  });

  it('picks the last section at the end of the page', () => {
    expect(pickActiveSection(sections, 100, true)).toBe('drinks');
  });

  it('has nothing to pick without sections', () => {
    expect(pickActiveSection([], 100, false)).toBeNull();
  });
});
