// Keeps the menu and bar on screen when one screen throws, with a way to try again: a screen that
// failed while drawing is drawn again; one whose code could not be downloaded reloads the page at
// the same address, which downloads it anew (registry/lazyView.tsx: ScreenCodeUnavailable).
import { Component, type ReactNode } from 'react';
import { ScreenCodeUnavailable } from '../registry/lazyView';

interface Props {
  /** Changing it (the location) clears a shown error. */
  resetKey: string;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
  /** How the page is reloaded (tests replace it). */
  reload?: () => void;
}

interface State {
  error: unknown;
  failed: boolean;
  key: string;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State) {
    return props.resetKey === state.key
      ? null
      : { error: undefined, failed: false, key: props.resetKey };
  }

  private readonly retry = () => {
    if (this.state.error instanceof ScreenCodeUnavailable) {
      (this.props.reload ?? (() => window.location.reload()))();
      return;
    }
    this.setState({ error: undefined, failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
