import { describe, expect, it } from 'vitest';
import { pickActiveSection } from './scroll-spy.ts';

const BARS = 92;
const sections = [
  { id: 'starters', top: -900 },
  { id: 'soups', top: -200 },
  { id: 'mains', top: 150 },
  { id: 'drinks', top: 900 },
];

describe('pickActiveSection', () => {
  it('picks the last section whose top passed the line just below the sticky bars', () => {
    expect(pickActiveSection(sections, BARS, false)).toBe('soups');
    expect(pickActiveSection(sections, 150, false)).toBe('mains');
    expect(pickActiveSection(sections, 1000, false)).toBe('drinks');
  });

  it('picks the section a click scrolled to, though whole-pixel scrolling left it below its scroll margin', () => {
    // 24 px scroll margin; the page can only stop on whole pixels, the section sits at .28 of one.
    const landed = [
      { id: 'desserts', top: -395.55 },
      { id: 'drinks', top: BARS + 24.28 },
    ];
    expect(pickActiveSection(landed, BARS, false)).toBe('drinks');
  });

  it('picks the first section before any has reached the line', () => {
    const below = sections.map((section, index) => ({ ...section, top: 400 + index * 500 }));
    expect(pickActiveSection(below, BARS, false)).toBe('starters');
  });

  it('picks the last section at the end of the page', () => {
    expect(pickActiveSection(sections, BARS, true)).toBe('drinks');
  });

  it('keeps a chosen section at the end of the page when it could not reach the line', () => {
    expect(pickActiveSection(sections, BARS, true, 'mains')).toBe('mains');
    expect(pickActiveSection(sections, BARS, true, 'soups')).toBe('soups');
    // One scrolled past is no longer the one being read.
    expect(pickActiveSection(sections, BARS, true, 'starters')).toBe('drinks');
  });

  it('has nothing to pick without sections', () => {
    expect(pickActiveSection([], BARS, false)).toBeNull();
  });
});
