import type { ChoiceGroup, ChoiceProblem } from '@food/contract/option-choice';
import type { IntlShape } from 'react-intl';

/** A group's rule as the customer reads it: "Choose 1", "Up to 2", "Choose 1 to 3". */
export function groupRule(intl: IntlShape, { min, max }: Pick<ChoiceGroup, 'min' | 'max'>): string {
  if (min === max) return intl.formatMessage({ id: 'cart.choice.exactly' }, { min });
  if (min === 0) return intl.formatMessage({ id: 'cart.choice.up_to' }, { max });
  return intl.formatMessage({ id: 'cart.choice.between' }, { min, max });
}

/** Why a choice cannot be added yet, naming the product and the group or option. */
export function choiceProblem(intl: IntlShape, product: string, problem: ChoiceProblem): string {
  switch (problem.kind) {
    case 'not_offered':
      return intl.formatMessage({ id: 'cart.choice.not_offered' }, { product, option: problem.optionId });
    case 'sold_out':
      return intl.formatMessage({ id: 'cart.choice.sold_out' }, { product, option: problem.option.name });
    case 'too_few':
      return intl.formatMessage(
        { id: 'cart.choice.too_few' },
        { product, min: problem.group.min, group: problem.group.name },
      );
    case 'too_many':
      return intl.formatMessage(
        { id: 'cart.choice.too_many' },
        { product, max: problem.group.max, group: problem.group.name },
      );
  }
}

/**
 * What is still to be chosen in a group, with its name: "Choose 1 curry sauce", "Wähle 1 Currysauce".
 * English writes the group's name in lower case inside the sentence, unless it starts with an acronym.
 */
export function missingChoice(intl: IntlShape, group: Pick<ChoiceGroup, 'min' | 'name'>): string {
  const name =
    intl.locale.startsWith('en') && /^\p{Lu}\p{Ll}/u.test(group.name)
      ? group.name.charAt(0).toLocaleLowerCase(intl.locale) + group.name.slice(1)
      : group.name;
  return intl.formatMessage({ id: 'cart.choice.choose_group' }, { min: group.min, group: name });
}
