import { lazy, Suspense } from 'react';
import { Spinner } from '../../../ui';
import type { RichTextEditorProps } from './RichTextEditor';

/** tiptap is heavy: it loads with the first rich-text field, never with the authoring route's code. */
const RichTextEditor = lazy(() => import('./RichTextEditor'));

export function LazyRichText(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Spinner size="sm" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
