import type { ReactNode } from 'react';

/** The heading block every public page opens with: one h1 and a short lead. */
export function PageHeader({
  title,
  lead,
  titleId,
  children,
}: {
  title: string;
  lead?: string;
  titleId?: string;
  children?: ReactNode;
}) {
  return (
    <header className="public-page__header">
      <h1 id={titleId} className="public-page__title">
        {title}
      </h1>
      {lead ? <p className="public-page__lead">{lead}</p> : null}
      {children}
    </header>
  );
}
