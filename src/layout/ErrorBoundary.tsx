// Keeps the menu and bar on screen when one screen throws, with a way to try again: the retry
// also counts, so that a screen whose code failed to download asks for it again (registry/lazyView.tsx).
import { Component, type ReactNode } from 'react';
import { RetryCountContext } from '../registry/lazyView';

interface Props {
  /** Changing it (the location) clears a shown error. */
  resetKey: string;
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  key: string;
  retries: number;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey, retries: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  private readonly retry = () =>
    this.setState(({ retries }) => ({ failed: false, retries: retries + 1 }));

  override render() {
    if (this.state.failed) return this.props.fallback(this.retry);
    return (
      <RetryCountContext.Provider value={this.state.retries}>
        {this.props.children}
      </RetryCountContext.Provider>
    );
  }
}
