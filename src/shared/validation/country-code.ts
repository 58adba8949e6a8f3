/** An ISO 3166-1 alpha-2 country code in either case (`ua`, `PL`), as the API takes it in paths and filters. */
export const COUNTRY_CODE_PATTERN = /^[A-Za-z]{2}$/;
