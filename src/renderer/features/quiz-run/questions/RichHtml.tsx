// The run's styles come with it: the authoring editor previews questions as the run shows them.
import '../quiz-run.css';

/**
 * Question and option bodies are HTML the server sanitised when the author saved them, so they
 * are rendered as markup.
 */
export function RichHtml({ html, className, id }: { html: string; className?: string; id?: string }) {
  return (
    <div
      id={id}
      className={['rich-html', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Inline variant for option labels, so a label stays one phrasing element. */
export function RichInline({ html, className }: { html: string; className?: string }) {
  return (
    <span
      className={['rich-html rich-html--inline', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
