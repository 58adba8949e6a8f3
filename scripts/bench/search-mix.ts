/**
 * The search benchmark's fixed mix (search.bench.ts), also the load of the memory benchmark
 * (memory.bench.ts): what students search for, each sort, price bands and deep pages.
 */
export const MIX: [name: string, query: string][] = [
  ['no filter (default SCORE)', ''],
  ['no filter, RATING', 'sort=RATING'],
  ['no filter, PRICE_ASC', 'sort=PRICE_ASC'],
  ['no filter, PRICE_DESC', 'sort=PRICE_DESC'],
  ['subject', 'subject=mathematics'],
  ['subject, RATING', 'subject=english&sort=RATING'],
  ['subject + city', 'subject=mathematics&city=kyiv'],
  ['subject + city, PRICE_ASC', 'subject=english&city=lviv&sort=PRICE_ASC'],
  ['price band 300-500', 'priceFrom=300&priceTo=500'],
  ['subject + band 100-300, PRICE_ASC', 'subject=physics&priceFrom=100&priceTo=300&sort=PRICE_ASC'],
  ['subject + online + band', 'subject=english&format=ONLINE&priceFrom=300&priceTo=700'],
  ['city + offline, RATING', 'city=kyiv&format=OFFLINE&sort=RATING'],
  ['deep page 50 (offset 980)', 'page=50'],
  ['subject deep page 20, PRICE_DESC', 'subject=mathematics&page=20&sort=PRICE_DESC'],
  ['deepest page (offset 1950, size 50)', 'page=40&size=50'],
];
