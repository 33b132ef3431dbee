/** Real US industrial cities with their state, a downtown ZIP code and area code. */
export interface Place {
  city: string;
  state: string;
  zip: string;
  areaCode: string;
}

const rows: [string, string, string, string][] = [
  ['Cleveland', 'OH', '44114', '216'],
  ['Pittsburgh', 'PA', '15222', '412'],
  ['Houston', 'TX', '77002', '713'],
  ['Dallas', 'TX', '75201', '214'],
  ['Chicago', 'IL', '60607', '312'],
  ['Milwaukee', 'WI', '53202', '414'],
  ['Detroit', 'MI', '48226', '313'],
  ['Grand Rapids', 'MI', '49503', '616'],
  ['Columbus', 'OH', '43215', '614'],
  ['Indianapolis', 'IN', '46204', '317'],
  ['Charlotte', 'NC', '28202', '704'],
  ['Greenville', 'SC', '29601', '864'],
  ['Atlanta', 'GA', '30303', '404'],
  ['Nashville', 'TN', '37203', '615'],
  ['Louisville', 'KY', '40202', '502'],
  ['Minneapolis', 'MN', '55401', '612'],
  ['St. Louis', 'MO', '63101', '314'],
  ['Kansas City', 'MO', '64105', '816'],
  ['Denver', 'CO', '80202', '303'],
  ['Phoenix', 'AZ', '85004', '602'],
  ['Salt Lake City', 'UT', '84101', '801'],
  ['Portland', 'OR', '97204', '503'],
  ['Seattle', 'WA', '98104', '206'],
  ['San Jose', 'CA', '95113', '408'],
  ['Los Angeles', 'CA', '90013', '213'],
  ['Sacramento', 'CA', '95814', '916'],
  ['Tulsa', 'OK', '74103', '918'],
  ['Wichita', 'KS', '67202', '316'],
  ['Omaha', 'NE', '68102', '402'],
  ['Des Moines', 'IA', '50309', '515'],
  ['Buffalo', 'NY', '14202', '716'],
  ['Rochester', 'NY', '14604', '585'],
  ['Hartford', 'CT', '06103', '860'],
  ['Worcester', 'MA', '01608', '508'],
  ['Baltimore', 'MD', '21202', '410'],
  ['Richmond', 'VA', '23219', '804'],
  ['Birmingham', 'AL', '35203', '205'],
  ['New Orleans', 'LA', '70112', '504'],
  ['Memphis', 'TN', '38103', '901'],
  ['Boise', 'ID', '83702', '208'],
  ['Albuquerque', 'NM', '87102', '505'],
  ['Tampa', 'FL', '33602', '813'],
  ['Jacksonville', 'FL', '32202', '904'],
  ['Newark', 'NJ', '07102', '973'],
];

export const PLACES: Place[] = rows.map(([city, state, zip, areaCode]) => ({ city, state, zip, areaCode }));

/** A number in the 555-0100..0199 block, which is reserved for fiction and never reaches a real line. */
export function fictionalPhone(place: Place, index: number) {
  return `${place.areaCode}55501${String(index % 100).padStart(2, '0')}`;
}
