import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './firstPage.css';

/**
 * A screen that throws (or a lazy chunk that fails to download, e.g. after a deploy) shows a plain
 * message instead of unmounting the whole app. Drawn without MUI: the failed chunk may be MUI's.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="first-page-message">
        <h1>
          <FormattedMessage id="routeError.title" />
        </h1>
        <p>
          <FormattedMessage id="routeError.message" />
        </p>
      </section>
    );
  }
}
