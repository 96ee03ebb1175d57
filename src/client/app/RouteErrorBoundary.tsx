import { Component, type ReactNode } from 'react';
import { MessagePage } from '../components/MessagePage';

/**
 * A screen that throws (or a lazy chunk that fails to download, e.g. after a deploy) shows a plain
 * message instead of unmounting the whole app.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <MessagePage titleId="routeError.title" textId="routeError.message" /> : this.props.children;
  }
}
