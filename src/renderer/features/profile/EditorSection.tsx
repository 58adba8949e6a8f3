import { useId, type ReactNode } from 'react';
import { Card } from '../../ui';

/** One titled part of a long form, a landmark region named by its heading. */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" className="editor-section" aria-labelledby={id}>
      <h2 id={id} className="editor-section__title">
        {title}
      </h2>
      {children}
    </Card>
  );
}
