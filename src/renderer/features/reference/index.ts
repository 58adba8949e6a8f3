/* Reference lists (categories, countries, cities, languages, currencies) for any screen's forms
 * and filters. No screen of its own, so importing it loads only these hooks. */
export { useCategories, useCities, useCountries, useCurrencies, useLanguages } from './reference.hooks';
export { citiesCountryOf } from './reference.queries';
