/**
 * The subject-suggestions module's public face: what other modules may use of it. Their files
 * import this, never its files, so what it keeps to itself can change behind it.
 */
export * as subjectSuggestionsQueries from './subject-suggestions.queries';
