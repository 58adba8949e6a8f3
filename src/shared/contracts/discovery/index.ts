export * from './favourites.schema';
export * from './landing.schema';
export * from './paths';
export * from './public-forms.schema';
export * from './query-params';
export * from './search.schema';
export * from './tutor-profile.schema';
