import { PLACES, type Place } from './places';
import type { Random } from './random';

const FIRST_NAMES = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'William',
  'Elizabeth',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Karen',
  'Carlos',
  'Nancy',
  'Daniel',
  'Lisa',
  'Matthew',
  'Angela',
  'Anthony',
  'Michelle',
  'Mark',
  'Laura',
  'Steven',
  'Rebecca',
  'Kevin',
  'Sharon',
  'Brian',
  'Cynthia',
  'Jason',
  'Kathleen',
  'Ryan',
  'Amy',
  'Eric',
  'Grace',
  'Tyler',
  'Priya',
];
const LAST_NAMES = [
  'Anderson',
  'Brooks',
  'Carter',
  'Delgado',
  'Ellison',
  'Foster',
  'Garcia',
  'Hayes',
  'Iverson',
  'Jensen',
  'Kowalski',
  'Lindqvist',
  'Morales',
  'Nguyen',
  'Olsen',
  'Patel',
  'Quinn',
  'Ramirez',
  'Sullivan',
  'Thompson',
  'Underwood',
  'Vasquez',
  'Whitaker',
  'Young',
  'Zimmerman',
  'Bennett',
  'Coleman',
  'Dawson',
  'Fischer',
  'Gallagher',
  'Harrington',
  'Kim',
  'Lawson',
  'McAllister',
  'Novak',
  'Ortega',
  'Porter',
  'Reyes',
  'Schmidt',
  'Walsh',
];
/** Job position ids of the reference list, with the profession the profile shows for them. */
const POSITIONS: [number, string][] = [
  [1, 'Founder'],
  [2, 'Chief Executive Officer'],
  [3, 'General Manager'],
  [7, 'Plant Manager'],
  [10, 'Manufacturing Engineer'],
  [12, 'Quality Assurance Manager'],
  [15, 'Automation Engineer'],
  [20, 'Purchasing Manager'],
  [23, 'Supply Chain Manager'],
  [26, 'Import / Export Manager'],
  [29, 'Sales Manager'],
  [32, 'Business Development Manager'],
  [36, 'Technical Sales Engineer'],
];
const PRESENTATIONS = [
  'I source components for mid-volume production lines and care about lead times as much as price.',
  'Twenty years on the shop floor before moving into sales; happy to talk specs, tolerances and logistics.',
  'I help manufacturers find reliable domestic suppliers and shorten their supply chains.',
  'Responsible for vendor qualification and quality audits across our North American plants.',
  'Always looking for distributors who can hold stock and ship same day.',
  'Engineer by training, buyer by trade. Ask me about retrofits and spare parts programs.',
  'I run a family business that has served regional contractors for three generations.',
  'Focused on export markets in Latin America and on building long-term partnerships.',
];

export interface DemoPerson {
  firstName: string;
  lastName: string;
  email: string;
  place: Place;
  jobPositionID: number;
  profession: string;
  briefPresentation: string;
}

/** Forty people with distinct names; their e-mails are on a reserved domain (RFC 2606), so no mail leaves. */
export function planPeople(random: Random, count = 40): DemoPerson[] {
  return Array.from({ length: count }, (_, i) => {
    const firstName = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const lastName = LAST_NAMES[(i * 7) % LAST_NAMES.length]!;
    const [jobPositionID, profession] = random.pick(POSITIONS);
    return {
      firstName,
      lastName,
      email: `${firstName}.${lastName}@demo.example.com`.toLowerCase(),
      place: PLACES[(i * 5) % PLACES.length]!,
      jobPositionID,
      profession,
      briefPresentation: random.pick(PRESENTATIONS),
    };
  });
}
