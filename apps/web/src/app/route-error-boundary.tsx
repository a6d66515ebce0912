// Catches a route that throws while rendering (most often a lazy chunk that a new deploy replaced)
// and shows a recoverable error page instead of a blank screen. Navigating elsewhere resets it.
import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../features/site';

interface Props {
  /** Changes on every navigation; a new value clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('Route failed to render', error);
  }

  override render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}
