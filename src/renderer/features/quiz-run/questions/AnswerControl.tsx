import { FullText } from './FullText';
import { Matching } from './Matching';
import { Multigroup } from './Multigroup';
import { Multiselect } from './Multiselect';
import type { AnswerControlProps } from './question-props';
import { Sequence } from './Sequence';
import { ShortPhrase } from './ShortPhrase';
import { SingleAnswer } from './SingleAnswer';

/** The answer control of a question's type (one of seven). */
export function AnswerControl(props: AnswerControlProps) {
  switch (props.question.taskType) {
    case 'SINGLE_ANSWER':
      return <SingleAnswer {...props} />;
    case 'MULTISELECT':
      return <Multiselect {...props} />;
    case 'SHORT_PHRASE':
      return <ShortPhrase {...props} />;
    case 'MATCHING':
      return <Matching {...props} />;
    case 'SEQUENCE':
      return <Sequence {...props} />;
    case 'FULL_TEXT_ANSWER':
      return <FullText {...props} />;
    case 'MULTIGROUP':
      return <Multigroup {...props} />;
  }
}
