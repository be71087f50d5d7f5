import { describe, expect, it } from 'vitest';
import { choiceProblemText, choiceProblems, groupRuleText, type ChoiceGroup } from './option-choice.ts';

const option = (id: number, name: string, sold_out = false) => ({ id, name, sold_out });
const sauce: ChoiceGroup = {
  id: 1,
  name: 'Sauce',
  min: 1,
  max: 1,
  options: [option(11, 'Tomato'), option(12, 'Cream')],
};
const toppings: ChoiceGroup = {
  id: 2,
  name: 'Toppings',
  min: 0,
  max: 2,
  options: [option(21, 'Mushrooms'), option(22, 'Olives', true), option(23, 'Basil')],
};

describe('choiceProblems', () => {
  it('accepts a choice within every group’s range', () => {
    expect(choiceProblems([sauce, toppings], [11])).toEqual([]);
    expect(choiceProblems([sauce, toppings], [12, 21, 23])).toEqual([]);
  });

  it('names too few, too many, sold-out and foreign choices', () => {
    expect(choiceProblems([sauce, toppings], [])).toEqual([{ kind: 'too_few', group: sauce }]);
    expect(choiceProblems([sauce, toppings], [11, 12])).toEqual([{ kind: 'too_many', group: sauce }]);
    expect(choiceProblems([sauce, toppings], [11, 22])).toEqual([
      { kind: 'sold_out', option: toppings.options[1] },
    ]);
    expect(choiceProblems([sauce], [11, 21])).toEqual([{ kind: 'not_offered', optionId: 21 }]);
  });

  it('words the rule and the refusal as the customer reads them', () => {
    expect(groupRuleText(sauce)).toBe('Choose 1');
    expect(groupRuleText(toppings)).toBe('Up to 2');
    expect(groupRuleText({ min: 1, max: 3 })).toBe('Choose 1 to 3');
    expect(choiceProblemText('Pizza Margherita', { kind: 'too_few', group: sauce })).toBe(
      'Pizza Margherita: choose at least 1 of Sauce',
    );
  });
});
