import { all, type JudgedQuery } from './judgments';

const person = (id: string, text: string, name: string, note?: string): JudgedQuery => ({
  id,
  kind: 'people',
  text,
  ...(note ? { note } : {}),
  judgments: { [name]: 3 },
});

const PURCHASING_MANAGERS = [
  'Anthony Novak',
  'Jason Zimmerman',
  'Kathleen Kim',
  'Linda Vasquez',
  'Mark Iverson',
  'Nancy Walsh',
  'Richard Harrington',
];
const SUPPLY_CHAIN_MANAGERS = ['Carlos Lawson', 'Matthew Underwood', 'Ryan Schmidt', 'Steven Whitaker'];
const PLANT_MANAGERS = ['Daniel Garcia', 'David Carter', 'Lisa Nguyen', 'Patricia Ortega', 'Susan Reyes'];

/**
 * People searches over the demo data (`POST /api/user/search`), judged by name, company, profession and city.
 * Issue 44: a full name searched as a business type finds nothing, which is right; people are found here.
 */
export const demoPeopleQueries: JudgedQuery[] = [
  person('u-james-anderson', 'James Anderson', 'James Anderson'),
  person('u-maria-hayes', 'maria hayes', 'Maria Hayes'),
  person('u-kevin-porter', 'kevin porter', 'Kevin Porter'),
  person('u-last-name', 'Patel', 'Laura Patel'),
  person('u-first-name', 'Carlos', 'Carlos Lawson'),
  person('u-thompson', 'thompson', 'Grace Thompson'),
  person('u-jenifer-jensen', 'Jenifer Jensen', 'Jennifer Jensen', 'Misspelled first name.'),
  person('u-rebecca-galagher', 'Rebecca Galagher', 'Rebecca Gallagher', 'Misspelled last name.'),
  person('u-mcalister', 'mcalister', 'Priya McAllister', 'Misspelled last name alone.'),
  person('u-company', 'Summit Energy', 'Robert Olsen', 'Where the person works.'),
  {
    id: 'u-purchasing-manager',
    kind: 'people',
    text: 'purchasing manager',
    judgments: { ...all(3, PURCHASING_MANAGERS), ...all(1, SUPPLY_CHAIN_MANAGERS) },
  },
  {
    id: 'u-plant-manager-houston',
    kind: 'people',
    text: 'plant manager houston',
    judgments: { ...all(1, PLANT_MANAGERS), 'Daniel Garcia': 3 },
  },
  {
    id: 'u-automation-engineer',
    kind: 'people',
    text: 'automation engineer',
    note: 'Karen Bennett is an engineer at an automation consultancy; James Anderson sells automation.',
    judgments: {
      ...all(1, ['Grace Thompson', 'Jennifer Jensen', 'Robert Olsen', 'James Anderson']),
      'Brian Kowalski': 3,
      'Karen Bennett': 2,
    },
  },
];
