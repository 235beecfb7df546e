import { describe, expect, it } from 'vitest';
import {
  alignChildAges,
  childAgesText,
  completeChildAges,
  type PartyRules,
  parseChildAges,
  partyRuleProblem,
  petPolicyText,
  requestsText,
  withPetRule,
} from './party-rules';

const rules: PartyRules = {
  propertyName: 'Kokum Bay',
  petsAllowed: false,
  agePolicy: { infantMaxAge: 1, childMaxAge: 12 },
  roomsTakeChildren: true,
};

describe('partyRuleProblem', () => {
  it.each([
    [{ children: 0, pets: true }, rules, /Kokum Bay does not allow pets/],
    [{ children: 0, pets: true }, { ...rules, petsAllowed: true }, null],
    [{ children: 1, pets: false }, { ...rules, roomsTakeChildren: false }, /do not take children/],
    [{ children: 2, pets: false, childAges: [7] }, rules, /one age for each child: you are booking for 2 children/],
    [{ children: 1, pets: false, childAges: [1] }, rules, /count your child of 1 as an infant/],
    [{ children: 1, pets: false, childAges: [2] }, rules, null],
    [{ children: 1, pets: false, childAges: [12] }, rules, null],
    [{ children: 1, pets: false, childAges: [13] }, rules, /guests aged 13 or above count as adults/],
    [{ children: 2, pets: false, childAges: [] }, rules, null],
  ])('%j at %j → %s', (party, property, expected) => {
    const problem = partyRuleProblem(party, property);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});

describe('child ages', () => {
  it('reads them from the address, refusing junk and ages out of range', () => {
    expect(parseChildAges('7,11')).toEqual([7, 11]);
    expect(parseChildAges(' 4 ')).toEqual([4]);
    expect(parseChildAges('7,x')).toBeUndefined();
    expect(parseChildAges('7,18')).toBeUndefined();
    expect(parseChildAges('')).toBeUndefined();
    expect(parseChildAges(undefined)).toBeUndefined();
  });

  it('keeps one entry per child and sends them only when every child has one', () => {
    expect(alignChildAges([7, 11, 4], 2)).toEqual([7, 11]);
    expect(alignChildAges([7], 3)).toEqual([7, null, null]);
    expect(completeChildAges([7, null], 2)).toBeUndefined();
    expect(completeChildAges([7, 11], 2)).toEqual([7, 11]);
    expect(completeChildAges([], 0)).toBeUndefined();
  });

  it('words them for the hotel and the guest', () => {
    expect(childAgesText([11, 7])).toBe('Children aged 7 and 11');
    expect(childAgesText([3, 9, 5])).toBe('Children aged 3, 5 and 9');
    expect(childAgesText([4])).toBe('A child aged 4');
    expect(childAgesText([])).toBeNull();
    expect(requestsText({ childAges: [7], bedRequest: 'extra_bed' })).toBe('A child aged 7. An extra bed.');
    expect(requestsText({ childAges: [], bedRequest: null })).toBe('None.');
  });
});

describe('withPetRule', () => {
  const make = (g: { groupKey: string; title: string; texts: string[] }) => ({ ...g, id: 'new' });
  it('words the pet group from the flag, whatever was stored', () => {
    const stored = [
      { id: 'a', groupKey: 'petPolicy', title: 'Pets', texts: ['Pets are welcome; please tell us when you book.'] },
    ];
    expect(withPetRule(stored, false, make)[0]?.texts).toEqual([petPolicyText(false)]);
  });
  it('adds the pet group when the property stored none', () => {
    expect(withPetRule([], true, make)).toEqual([
      { id: 'new', groupKey: 'petPolicy', title: 'Pets', texts: ['Pets are welcome; please tell us when you book.'] },
    ]);
  });
});
