/** The rating scale, safest first (spec section 9: A+ A A- B+ B B- C+ C C- D+ D D- E F). */
export const RATINGS = [
  'A+',
  'A',
  'A-',
  'B+',
  'B',
  'B-',
  'C+',
  'C',
  'C-',
  'D+',
  'D',
  'D-',
  'E',
  'F',
] as const;

export type Rating = (typeof RATINGS)[number];
