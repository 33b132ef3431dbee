export const genders = [
  { code: 'F', name: 'Female', order: 1 },
  { code: 'M', name: 'Male', order: 2 },
  { code: 'O', name: 'Other', order: 3 },
  { code: 'N', name: 'Prefer not to say', order: 4 },
];
