import type { ApiServices } from '@tradeforge/api';
import type { UserService } from '@tradeforge/accounts';
import { planPeople } from './people';
import { forEachLimited, type Random } from './random';

export interface DemoUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Registers the demo people through the account service (so passwords are argon2id hashes, as for anyone) and
 * fills their profiles through the API's profile service. Four at a time: argon2 is the slow part.
 */
export async function createDemoUsers(
  accounts: UserService,
  services: ApiServices,
  password: string,
  random: Random,
  companyOf: (index: number) => string | undefined,
): Promise<DemoUser[]> {
  const people = planPeople(random);
  const users: DemoUser[] = new Array(people.length);
  await forEachLimited(people, 4, async (person, index) => {
    const id = await accounts.register({
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      password,
      acceptTerms: true,
    });
    await services.profiles.updateOwnProfile(id, {
      country: { code: 'US' },
      state: { stateID: `US-${person.place.state}` },
      city: person.place.city,
      companyName: companyOf(index) ?? 'Independent buyer',
      jobPosition: { jobPositionID: person.jobPositionID },
      profession: person.profession,
      briefPresentation: person.briefPresentation,
      preferredLanguage: { code: 'en' },
      showProfession: true,
    });
    users[index] = { id, email: person.email, firstName: person.firstName, lastName: person.lastName };
  });
  return users;
}
