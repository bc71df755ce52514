import { withArticle } from './answer.js';

describe('withArticle', () => {
  it.each([
    ['A+', 'an A+'],
    ['A', 'an A'],
    ['A-', 'an A-'],
    ['B+', 'a B+'],
    ['B', 'a B'],
    ['C-', 'a C-'],
    ['D+', 'a D+'],
    ['D-', 'a D-'],
    ['E', 'an E'],
    ['F', 'an F'],
  ])('reads the rating %p by its spoken name: %p', (rating, expected) => {
    expect(withArticle(rating)).toBe(expected);
  });

  it('reads any other word by its first letter', () => {
    expect(withArticle('high')).toBe('a high');
    expect(withArticle('elevated')).toBe('an elevated');
  });
});
