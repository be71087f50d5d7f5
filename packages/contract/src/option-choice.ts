/**
 * The rules of a product's option groups (`@food/contract/option-choice`, without zod): the server
 * refuses an order that breaks them, the product dialog keeps Add disabled until they hold.
 */
interface ChoiceOption {
  id: number;
  name: string;
  sold_out: boolean;
}
export interface ChoiceGroup {
  id: number;
  name: string;
  min: number;
  max: number;
  options: ChoiceOption[];
}

export type ChoiceProblem =
  | { kind: 'not_offered'; optionId: number }
  | { kind: 'sold_out'; option: ChoiceOption }
  | { kind: 'too_few'; group: ChoiceGroup }
  | { kind: 'too_many'; group: ChoiceGroup };

/** What is wrong with choosing these options of these groups, in the groups' order; empty when nothing is. */
export function choiceProblems(
  groups: readonly ChoiceGroup[],
  optionIds: readonly number[],
): ChoiceProblem[] {
  const chosen = new Set(optionIds);
  const problems: ChoiceProblem[] = [];
  const offered = new Set<number>();
  for (const group of groups) {
    const picked = group.options.filter((option) => chosen.has(option.id));
    for (const option of group.options) offered.add(option.id);
    for (const option of picked) if (option.sold_out) problems.push({ kind: 'sold_out', option });
    if (picked.length < group.min) problems.push({ kind: 'too_few', group });
    if (picked.length > group.max) problems.push({ kind: 'too_many', group });
  }
  for (const optionId of chosen) if (!offered.has(optionId)) problems.push({ kind: 'not_offered', optionId });
  return problems;
}

/** A group's rule as the customer reads it. */
export function groupRuleText({ min, max }: Pick<ChoiceGroup, 'min' | 'max'>): string {
  if (min === max) return `Choose ${min}`;
  if (min === 0) return `Up to ${max}`;
  return `Choose ${min} to ${max}`;
}

/** The sentence that refuses a choice, naming the product and the group or option. */
export function choiceProblemText(productName: string, problem: ChoiceProblem): string {
  switch (problem.kind) {
    case 'not_offered':
      return `${productName}: option ${problem.optionId} is not one of its choices`;
    case 'sold_out':
      return `${productName}: ${problem.option.name} is sold out`;
    case 'too_few':
      return `${productName}: choose at least ${problem.group.min} of ${problem.group.name}`;
    case 'too_many':
      return `${productName}: choose at most ${problem.group.max} of ${problem.group.name}`;
  }
}
