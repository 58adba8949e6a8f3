import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  /** Id of the visible label that names the editor. */
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  /** Id of an error or hint text to describe the editor with. */
  describedBy?: string;
  invalid?: boolean;
}

/** The text editor's limit defaults to 10000 characters. */
const MAX_CHARS = 10_000;

/**
 * A tiptap editor with a small toolbar. This module is the only one importing tiptap and is
 * loaded with React.lazy, so tiptap stays in its own chunk (web/vite.config.ts "tiptap").
 */
export default function RichTextEditor({ labelId, value, onChange, describedBy, invalid }: RichTextEditorProps) {
  const { t } = useTranslation(['quiz-authoring', 'quiz']);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3, 4] }, link: false })],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'rich-editor__content',
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
      handleTextInput: (view) => view.state.doc.textContent.length >= MAX_CHARS,
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // The store resets the editor after a save or loads another question: follow it.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
    }),
  });

  if (!editor) return null;
  const tools = [
    { id: 'bold', on: active?.bold, run: () => editor.chain().focus().toggleBold().run(), label: 'B' },
    { id: 'italic', on: active?.italic, run: () => editor.chain().focus().toggleItalic().run(), label: 'I' },
    { id: 'bullet', on: active?.bullet, run: () => editor.chain().focus().toggleBulletList().run(), label: '•' },
    { id: 'ordered', on: active?.ordered, run: () => editor.chain().focus().toggleOrderedList().run(), label: '1.' },
  ] as const;

  return (
    <div className={invalid ? 'rich-editor rich-editor--invalid' : 'rich-editor'}>
      <div className="rich-editor__toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
        {tools.map((tool) => (
          <button
            key={tool.id}
            type="button"
            className="rich-editor__tool"
            aria-pressed={tool.on ?? false}
            aria-label={t(`editor.tools.${tool.id}`)}
            title={t(`editor.tools.${tool.id}`)}
            onClick={tool.run}
          >
            <span aria-hidden="true">{tool.label}</span>
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
