/**
 * US territories and minor outlying islands have their own ISO 3166-1 country codes (PR, GU, VI, ...), so the US
 * list keeps the 50 states and DC, as the spec asks.
 */
const US_NON_STATES = new Set(['AS', 'GU', 'MP', 'PR', 'UM', 'VI']);

/** States and provinces from `country-state-city`, loaded lazily: the package is large and only needed to seed. */
export async function listStates(knownCountries: Set<string>) {
  const { State } = await import('country-state-city');
  return State.getAllStates()
    .filter((state) => knownCountries.has(state.countryCode))
    .filter(
      (state) =>
        state.countryCode !== 'US' || !(US_NON_STATES.has(state.isoCode) || state.isoCode.startsWith('UM-')),
    )
    .map((state) => ({
      stateID: `${state.countryCode}-${state.isoCode}`,
      stateName: state.name,
      countryCode: state.countryCode,
    }));
}
