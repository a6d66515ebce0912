// Catches a subtree that throws while rendering (most often a lazy chunk that a new deploy replaced,
// or one that could not load offline) and shows `fallback` instead of a blank screen. A new
// `resetKey` (every navigation) clears the caught error.
import { Component, type ReactNode } from 'react';

interface Props {
  resetKey: string;
  /** What shows instead; as a function it gets `retry`, which renders the subtree again. */
  fallback: ReactNode | ((retry: () => void) => ReactNode);
  /** Names the subtree in the console message. */
  what: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

export class ResettableErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(`${this.props.what} failed to render`, error);
  }

  retry = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.retry) : fallback;
  }
}
