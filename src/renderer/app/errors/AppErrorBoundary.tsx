import { Component, type ErrorInfo, type ReactNode } from 'react';
import { getSession, reportException } from '../../api';
import { homePathFor } from '../paths';
import { ErrorView } from './ErrorView';

/*
 * The last resort around the providers and the router: a crash there has no router to show the
 * route's error page, so this renders the same something-wrong view with a full page load home.
 */

interface State {
  failed: boolean;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    void reportException(info.componentStack ? `${error.stack ?? error.message}\n${info.componentStack}` : error);
  }

  private readonly goHome = (): void => {
    const target = homePathFor(getSession()?.role);
    if (window.location.pathname === target) window.location.reload();
    else window.location.assign(target);
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main-content" className="app-fallback">
        <ErrorView variant="SOMETHING_WRONG" onHome={this.goHome} />
      </main>
    );
  }
}
