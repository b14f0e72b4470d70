/** The classes a CBSE school may run, in order, as the school writes them. */
export const CLASSES = [
  'Nursery',
  'LKG',
  'UKG',
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
] as const;

export type SchoolClass = (typeof CLASSES)[number];
