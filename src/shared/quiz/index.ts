// The pure domain of exam practice: answer recording, scoring, authoring rules and the
// deterministic analysis. No I/O; server and renderer both import from here.
export * from './answer-recording';
export * from './short-phrase';
export * from './question-points';
export { scoreQuestion, scoreSequence } from './question-scoring';
export * from './scoring';
export * from './quiz-answer-error';
export * from './reference-paths';
export * from './ukrainian-alphabet';
export * from './question-editor';
export * from './correct-answer-rules';
export * from './authoring-rules';
export * from './analysis-tallies';
export * from './analysis-notes';
export * from './deterministic-analysis';
export * from './hint-rules';
